// Browser resize of a 12-megapixel photo before upload (DESIGN section 8 budget: <= 400 ms), measured in
// Debian's Chromium through the app itself: the Single Item dialog resizes each photo when Analyze is
// pressed and records a user-timing measure (RESIZE_MEASURE in features/analysis/lib/resize-photo.ts).
// Run: node bench/browser-resize.ts   (builds the web app if needed; prints numbers; never a test)
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ensureWebBuild, root, startBenchApp } from './support/bench-app.ts';

const PORT = 3902;
const RUNS = 7;

ensureWebBuild();

// A 4000 x 3000 JPEG with a camera's level of detail: the chair photo enlarged, with sensor-like noise.
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-resize-'));
const photoPath = path.join(work, 'IMG_4000x3000.jpg');
const noise = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 24 },
  },
})
  .png()
  .toBuffer();
const photo = await sharp(path.join(root, 'test-fixtures/photos/chair_1600.jpg'))
  .resize(4000, 3000, { fit: 'fill' })
  .composite([{ input: noise, blend: 'soft-light' }])
  .jpeg({ quality: 90 })
  .toBuffer();
writeFileSync(photoPath, photo);
console.log(`photo: 4000 x 3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

const app = await startBenchApp(PORT, 'resize@example.com');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

// Desktop resizes to 1600 px at 0.82, a phone (touch, narrow) to 1000 px at 0.75 (core-app.md section 9).
for (const [label, device] of [
  ['desktop (1600 px, WebP 0.82)', { viewport: { width: 1280, height: 800 } }],
  ['phone (1000 px, WebP 0.75)', devices['Pixel 7']],
] as const) {
  const context = await browser.newContext({ ...device, baseURL: app.base });
  await context.addCookies(app.cookies);
  const page = await context.newPage();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Resize' } })).json()) as {
    id: string;
  };
  const first: number[] = [];
  const later: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh page each run: the first photo also pays for starting the resize worker.
    await page.goto(`/projects/${project.id}?analyze=single`);
    const dialog = page.getByRole('dialog', { name: 'Single Item Analysis' });
    await dialog.locator('input[type=file]').setInputFiles([photoPath, photoPath]);
    await dialog.getByRole('button', { name: 'Analyze Item' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('tagwise:resize-photo').length >= 2, null, {
      timeout: 60_000,
    });
    const [a, b] = await page.evaluate(() =>
      performance.getEntriesByName('tagwise:resize-photo').map((entry) => entry.duration),
    );
    first.push(a!);
    later.push(b!);
  }
  const fmt = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(`${label}: first photo of a page ${fmt(first)}; next photo ${fmt(later)} (${RUNS} runs)`);
  await context.close();
}
await browser.close();
app.stop();
