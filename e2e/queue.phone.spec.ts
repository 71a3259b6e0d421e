import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, createProject, shot, uploadedName } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import { batchIdOf, itemCount, openMultipleItems, queuePhotos } from './queue-helpers.ts';

// The smallest phone the app is laid out for.
test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
/** Nor inside a dialog: a long file name or title must be cut or wrapped, not widen the content. */
const fitsAcross = async (dialog: Locator) =>
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

test('on a phone, the Bulk Upload Progress dialog fits the screen while running and when finished', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const project = await createProject(page, 'Estate of Margaret Ellington-Whitfield, 1412 Northwest Larchmont Avenue');
  await seedCredits(page.request, { packCredits: 10 });
  // The last photo is held on its way: the batch keeps running until it is let through.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/batches/*/files', async (route) => {
    if ((uploadedName(route) ?? '').includes('-12-')) await released;
    return route.fallback();
  });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(12, 'a-long-camera-roll-name-without-spaces'));
  await noSidewaysScroll(page);
  await fitsAcross(dialog);
  await dialog.getByRole('radio', { name: /Group photos into items/ }).check();
  await fitsAcross(dialog);
  await dialog.getByRole('radio', { name: /One item per photo/ }).check();
  await shot(page, 'phone-multi-12-photos');
  await dialog.getByRole('button', { name: 'Analyze 12 items' }).click();
  await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: /^Estate of Margaret/ });
  await expect(progress.getByText('Processing', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByRole('button', { name: 'Pause' })).toBeVisible();
  await noSidewaysScroll(page);
  await fitsAcross(progress);
  const box = (await progress.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'phone-batch-running');
  expect(await axeViolations(page)).toEqual([]);

  release();
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByRole('status')).toHaveText(/^12 of 12 items\s*100%$/);
  await noSidewaysScroll(page);
  await fitsAcross(progress);
  // The bar's last stretch is a transition: the picture waits for it.
  await progress.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await shot(page, 'phone-batch-finished');
  expect(await axeViolations(page)).toEqual([]);
  expect(await itemCount(page.request, project.id)).toBe(12);
});
