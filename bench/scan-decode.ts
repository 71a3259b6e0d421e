// The tag scanner's reading time (DESIGN section 8: scan to cart line <= 300 ms from the frame holding
// the tag). Two measures, printed, never a test:
//  1. zxing-wasm in Node with the worker's own options (zxing-reader-options.ts) on camera frames made
//     from real tags: an Avery 5160 sheet (the smallest QR code we print) drawn by the server's label
//     renderer, rendered by pdftoppm at 300 dpi, each tag filmed at 1280x720 and 1920x1080 at arm's
//     length, turned, tilted, blurred and noised (e2e/support/camera-frame.ts). Each frame is cut to the
//     framing box and scaled as the browser does (framing-crop.ts); the whole frame is read too, to show
//     what the cut saves. Per frame: the decode time and whether the right code (and only it) was read.
//  2. In Chromium, end to end: the scanner's test page on a real server, Chromium's fake camera playing a
//     video of seven such tags (e2e/scan-video.ts); from the arrival of the first frame that shows a tag
//     to the scanner's onCode for it.
// Run: node bench/scan-decode.ts   (SCAN_FRAMES: frames per resolution, 150; 0 skips 1. SCAN_BROWSER=0 skips 2)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { chromium, devices } from '@playwright/test';
import { LABEL_STOCKS } from '@tagwise/core/values/labels';
import { renderLabelSheet } from '../apps/server/src/modules/labels/render-label-sheet.ts';
import { tagUrl } from '../apps/server/src/modules/labels/tag-url.ts';
import { frameCrop } from '../apps/web/src/features/checkout/scanner/framing-crop.ts';
import { videoCameraLaunch, writeScanVideo } from '../e2e/scan-video.ts';
import {
  cameraFrame,
  randomPlacement,
  readRgba,
  seededRandom,
  tableBackground,
  type RgbaImage,
} from '../e2e/support/camera-frame.ts';
import { decodeAsTheWorker, qrCentre, scannerInput } from '../e2e/support/scanner-decode.ts';
import { cutTags, renderFirstPage } from '../e2e/support/tag-sheet-images.ts';
import { quantile } from './support/latency-report.ts';
import { root, startBenchApp } from './support/bench-app.ts';

const FRAMES = Number(process.env.SCAN_FRAMES ?? 150);
const PORT = 4120;
// A self-hosted server's address of a realistic length: the QR code holds 47 characters (version 4).
const PUBLIC_URL = 'https://tagwise.maplestreetestates.com';
const TAGS = 30;

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `p50 ${f(quantile(sorted, 0.5))}, p95 ${f(quantile(sorted, 0.95))}, max ${f(sorted.at(-1) ?? 0)}`;
};

// A sheet of 30 tags as the server prints them, with codes of the server's shape (six characters of
// Crockford's base32) from a seed, so every run films the same tags.
const codeRandom = seededRandom(35);
const codes = Array.from({ length: TAGS }, () =>
  Array.from({ length: 6 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(codeRandom() * 32)]).join(''),
);
const pdf = await buffer(
  renderLabelSheet({
    stock: LABEL_STOCKS['avery-5160'],
    startAt: 1,
    title: 'Price tags',
    labels: codes.map((tagCode, n) => ({
      name: ['Walnut credenza with brass pulls', 'Pyrex mixing bowls', 'Brass floor lamp'][n % 3]!,
      price: `$${[240, 18, 65][n % 3]}`,
      tagCode,
      url: tagUrl(PUBLIC_URL, tagCode),
      businessName: 'Maple Street Estate Sales',
      discountLine: 'Sat 25% off · Sun 50% off',
    })),
  }),
);
const pngs = await cutTags(renderFirstPage(pdf), 'avery-5160', TAGS);
const tags = await Promise.all(pngs.map((png) => readRgba(png)));
// Where each tag's QR code is: what the operator aims at the box.
const anchors = await Promise.all(tags.map((tag) => qrCentre(tag)));
const expected = (n: number) => tagUrl(PUBLIC_URL, codes[n]!);

console.log(
  `zxing-wasm 3.1.6 in Node ${process.version}, the worker's options; ${FRAMES} frames per resolution of ${TAGS} ` +
    `Avery 5160 tags (QR code 0.86 in, 47 characters), 35-75% of the frame's shorter side across, turned ` +
    `up to 25°, tilted up to 15%, blur 0-1.6 px`,
);
for (const [width, height] of FRAMES > 0
  ? ([
      [1280, 720],
      [1920, 1080],
    ] as const)
  : []) {
  const random = seededRandom(width);
  const backgrounds = Array.from({ length: 6 }, () => tableBackground(width, height, random));
  const cropped: number[] = [];
  const whole: number[] = [];
  let croppedRight = 0;
  let wholeRight = 0;
  let wrong = 0;
  for (let n = 0; n < FRAMES; n++) {
    const tag = n % TAGS;
    const frame: RgbaImage = await cameraFrame(
      tags[tag]!,
      backgrounds[n % backgrounds.length]!,
      randomPlacement(random, anchors[tag]!),
      random,
    );
    const inBox = await decodeAsTheWorker(await scannerInput(frame));
    cropped.push(inBox.ms);
    if (inBox.texts.length === 1 && inBox.texts[0] === expected(tag)) croppedRight++;
    else if (inBox.texts.length > 0) wrong++;
    const all = await decodeAsTheWorker(frame);
    whole.push(all.ms);
    if (all.texts.includes(expected(tag))) wholeRight++;
  }
  const { target } = frameCrop({ width, height }, { width: 1, height: 1 });
  const rate = (right: number) => `${((100 * right) / FRAMES).toFixed(1)}% read right`;
  console.log(
    `${width}x${height}, framing box at ${target.width}x${target.height}: ${stats(cropped)}; ${rate(croppedRight)}, ${wrong} wrong`,
  );
  console.log(`${width}x${height}, whole frame (for comparison): ${stats(whole)}; ${rate(wholeRight)}`);
}

if (process.env.SCAN_BROWSER !== '0') {
  // The scanner's test page, which the bench server (test hooks on) serves.
  spawnSync(process.execPath, ['scripts/test-pages-build.mjs'], { cwd: root, stdio: 'inherit' });
  const app = await startBenchApp(PORT, 'scan-bench@example.com');
  const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-scan-bench-'));
  try {
    // Seven tags a video (the marker counts 16 segments); three videos at 720p, one at 1080p.
    for (const [width, height, fps, videos] of [
      [1280, 720, 10, 3],
      [1920, 1080, 5, 1],
    ] as const) {
      const waits: number[] = [];
      const reads: number[] = [];
      let missed = 0;
      let reports = 0;
      let pageGot = '';
      for (let run = 0; run < videos; run++) {
        const video = path.join(work, `tags-${height}-${run}.y4m`);
        const random = seededRandom(height + run);
        const shown = [0, 4, 8, 12, 16, 20, 24].map((n) => (n + run) % TAGS);
        const segments = await writeScanVideo(video, {
          tags: shown.map((n) => pngs[n]!),
          width,
          height,
          fps,
          hold: 1.2,
          gap: 0.6,
          placement: (n) => randomPlacement(random, anchors[shown[n]!]!),
        });
        const browser = await chromium.launch(videoCameraLaunch(video));
        const page = await (await browser.newContext({ ...devices['Pixel 7'], baseURL: app.base })).newPage();
        await page.goto('/__test/tag-scanner.html');
        await page.waitForFunction(
          (tail) =>
            (window as unknown as { tagScannerTest: { current: number | null } }).tagScannerTest.current === tail,
          segments.at(-1)!.index,
          { timeout: 120_000 },
        );
        const { record, videoSize } = await page.evaluate(() => ({
          record: (
            window as unknown as {
              tagScannerTest: {
                scans: { text: string; reportedAt: number; frameAt: number; segment: number | null }[];
                segments: Record<number, number>;
              };
            }
          ).tagScannerTest,
          videoSize: `${document.querySelector('video')!.videoWidth}x${document.querySelector('video')!.videoHeight}`,
        }));
        await browser.close();
        rmSync(video);
        pageGot = videoSize;
        reports += record.scans.length;
        for (const segment of segments.filter((s) => s.tag !== null)) {
          const scan = record.scans.find(
            (s) => s.segment === segment.index && s.text === expected(shown[segment.tag!]!),
          );
          if (!scan) {
            missed++;
            continue;
          }
          waits.push(scan.reportedAt - record.segments[segment.index]!);
          reads.push(scan.reportedAt - scan.frameAt);
        }
      }
      console.log(
        `Chromium, fake camera ${width}x${height} at ${fps} fps (the page got ${pageGot}), ${videos * 7} tags: ` +
          `first frame with the tag to onCode ${stats(waits)}; the frame read to onCode ${stats(reads)}; ` +
          `${missed} not read while in view; ${reports} reports in all`,
      );
    }
  } finally {
    app.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
