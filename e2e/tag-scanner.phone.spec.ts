import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { SCANNER_MESSAGES } from '../apps/web/src/features/checkout/scanner/scanner-messages.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { expect, test } from './fixtures.ts';
import { videoCameraLaunch, writeScanVideo } from './scan-video.ts';
import { seedSaleItems } from './support/sale-items.ts';
import { cutTags, renderFirstPage } from './support/tag-sheet-images.ts';

// The tag scanner (apps/web/src/features/checkout/scanner) on its test page (apps/web/test-pages, served
// by a server with the test hooks on), reading tags Tagwise printed: the PDF of the tag sheet rendered
// (pdftoppm), each tag cut out and filmed as a phone would see it, the video played by Chromium's fake
// camera.
const TEST_PAGE = '/__test/tag-scanner.html';

interface Recorded {
  tagCode: string;
  source: 'camera' | 'typed';
  frameAt: number;
  reportedAt: number;
  segment: number | null;
}
interface ScannerRecord {
  scans: Recorded[];
  notTagwise: string[];
  segments: Record<number, number>;
  current: number | null;
}
const scannerRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { tagScannerTest: ScannerRecord }).tagScannerTest);

test.describe('the tag scanner', () => {
  test('reads three printed tags off the camera, in the order shown, each once', async ({ page, signIn, baseURL }) => {
    test.setTimeout(120_000);
    await signIn();
    const { items } = await seedSaleItems(page.request);
    const printed = await page.request.post('/api/labels', {
      data: { selection: { ids: items.map((item) => item.id) }, stock: 'avery-5160' },
    });
    expect(printed.status()).toBe(200);
    const tags = await cutTags(renderFirstPage(await printed.body()), 'avery-5160', items.length);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-scan-video-'));
    const video = path.join(dir, 'tags.y4m');
    const browser = await chromium.launch(videoCameraLaunch(video));
    try {
      // Printed in the order asked (the selection's), so tag n is item n.
      const segments = await writeScanVideo(video, { tags });
      const tail = segments.at(-1)!;
      const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
      const phone = await context.newPage();
      await phone.goto(TEST_PAGE);
      const scanner = phone.getByRole('region', { name: 'Tag scanner' });
      await expect(scanner).toHaveAttribute('data-scanner-status', 'scanning');
      // Linux's Chromium has no BarcodeDetector: the worker's zxing-wasm reads, from the app's own .wasm.
      await expect(scanner).toHaveAttribute('data-decoder', 'zxing');
      // The whole video once: its last segment (the bare table after the third tag) is on screen.
      await phone.waitForFunction(
        (last) => (window as unknown as { tagScannerTest: ScannerRecord }).tagScannerTest.current === last,
        tail.index,
        { timeout: 60_000 },
      );
      const record = await scannerRecord(phone);
      expect(record.scans.map((scan) => scan.tagCode)).toEqual(items.map((item) => item.tagCode));
      expect(record.scans.map((scan) => scan.source)).toEqual(['camera', 'camera', 'camera']);
      // Each was reported while its own tag was in view, from the video's first pass.
      const tagSegments = segments.filter((segment) => segment.tag !== null);
      expect(record.scans.map((scan) => scan.segment)).toEqual(tagSegments.map((segment) => segment.index));
      expect(record.notTagwise).toEqual([]);
      await expect(phone.getByRole('list', { name: 'Scanned codes' }).getByRole('listitem')).toHaveText(
        items.map((item) => item.tagCode),
      );
      await expect(scanner.getByRole('status')).toHaveText(SCANNER_MESSAGES.read(items[2]!.tagCode));
      // What a person would wait: from the first frame holding a tag to its report (budget: 300 ms to the
      // cart line, DESIGN section 8). Printed, not asserted: the machine is shared.
      const waits = record.scans.map((scan) => Math.round(scan.reportedAt - record.segments[scan.segment!]!));
      const decodes = record.scans.map((scan) => Math.round(scan.reportedAt - scan.frameAt));
      console.log(
        `tag scanner: first frame with the tag to report ${waits.join(', ')} ms; read frame to report ${decodes.join(', ')} ms`,
      );
      expect(await axeViolations(phone)).toEqual([]);
      await shot(phone, 'tag-scanner-phone');
      await context.close();
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('without a camera it says so, and a typed tag code is reported instead', async ({ page }) => {
    // The test browser has no camera device at all.
    await page.goto(TEST_PAGE);
    const scanner = page.getByRole('region', { name: 'Tag scanner' });
    await expect(scanner.getByRole('alert')).toContainText(SCANNER_MESSAGES.noCamera);
    await expect(scanner.getByRole('alert')).toContainText(SCANNER_MESSAGES.typeInstead);
    await expect(scanner.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const field = scanner.getByLabel('Tag code');
    await scanner.getByRole('button', { name: 'Add' }).click();
    await expect(scanner.getByText(SCANNER_MESSAGES.enterCode)).toBeVisible();
    await field.fill('https://example.org/menu');
    await field.press('Enter');
    await expect(scanner.getByText(SCANNER_MESSAGES.notTagwise)).toBeVisible();
    await field.fill('#7kq2mx');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Scanned codes' }).getByRole('listitem')).toHaveText(['7KQ2MX']);
    const record = await scannerRecord(page);
    expect(record.scans.map(({ tagCode, source }) => ({ tagCode, source }))).toEqual([
      { tagCode: '7KQ2MX', source: 'typed' },
    ]);
    expect(record.notTagwise).toEqual(['https://example.org/menu']);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'tag-scanner-no-camera-phone');
  });

  test('with the camera refused it says how to allow it and tries again when asked; hidden, it lets the camera go', async ({
    baseURL,
  }) => {
    // A camera, but no permission given: the browser refuses getUserMedia. The full browser, as people use
    // it: the headless shell has no permission to refuse and answers NotSupportedError instead.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
    });
    try {
      const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
      const page = await context.newPage();
      await page.goto(TEST_PAGE);
      const scanner = page.getByRole('region', { name: 'Tag scanner' });
      await expect(scanner.getByRole('alert')).toContainText(SCANNER_MESSAGES.denied);
      await shot(page, 'tag-scanner-denied-phone');
      // Allowed now (in the browser's settings): Try again starts the camera.
      await context.grantPermissions(['camera']);
      await scanner.getByRole('button', { name: 'Try again' }).click();
      await expect(scanner).toHaveAttribute('data-scanner-status', 'scanning');
      await expect(scanner.getByRole('alert')).toHaveCount(0);

      // Hidden (another app in front, the phone locked): the camera is let go, and taken again when shown.
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await page.evaluate(() => {
        (window as unknown as { shown: unknown }).shown = document.querySelector('video')!.srcObject;
      });
      await setVisibility('hidden');
      await expect(scanner).toHaveAttribute('data-scanner-status', 'paused');
      await expect(scanner.getByRole('status')).toHaveText(SCANNER_MESSAGES.paused);
      expect(
        await page.evaluate(() => {
          const stream = (window as unknown as { shown: MediaStream }).shown;
          return stream.getTracks().map((track) => track.readyState);
        }),
      ).toEqual(['ended']);
      await setVisibility('visible');
      await expect(scanner).toHaveAttribute('data-scanner-status', 'scanning');
    } finally {
      await browser.close();
    }
  });
});
