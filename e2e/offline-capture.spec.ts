import type { Page } from '@playwright/test';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, FAKE_CAMERA_LAUNCH, shot } from './analysis-helpers.ts';

// Chromium's test camera: the photos are taken as a person would, in the full-screen camera.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

async function photographItem(page: Page, brand?: string) {
  await page.getByRole('button', { name: 'Take Photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera' });
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await camera.getByRole('button', { name: 'Done (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Single Item Analysis' });
  await expect(dialog.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible();
  if (brand) {
    await dialog.getByRole('button', { name: /Additional Information/ }).click();
    await dialog.getByLabel('Brand Name').fill(brand);
    await shot(page, 'offline-single-item');
    expect(await axeViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Save for upload' }).click();
  await expect(dialog).toHaveCount(0);
}

test('without a connection two items are photographed, kept through a reload, and analysed once back online', async ({
  page,
  context,
  signIn,
}) => {
  test.slow();
  await signIn();
  const project = await createProject(page, 'Basement Sale');
  await page.goto(`/projects/${project.id}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Basement Sale' });
  await expect(heading).toBeVisible();
  // The service worker controls the page once it has installed (the app's files are then kept).
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  // What the person knows of an item is kept with it, and its analysis uses it.
  await photographItem(page, 'Ethan Allen');
  await photographItem(page);
  const waiting = page.getByRole('region', { name: 'Waiting to upload (2)' });
  await expect(waiting.getByRole('img', { name: /waiting to upload/ })).toHaveCount(2);
  await shot(page, 'offline-waiting-to-upload');
  expect(await axeViolations(page)).toEqual([]);

  // Closing or reloading the tab loses nothing: the items are kept on the device.
  await page.reload();
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Back online: uploading 2 items taken offline for analysis.')).toBeVisible();
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const analysed = async () =>
    ((await (await page.request.get(`/api/items?projectId=${project.id}`)).json()) as ItemPage).items
      .map((item) => `${item.name} (${item.brand ?? 'no brand'})`)
      .sort();
  await expect
    .poll(analysed, { timeout: 60_000 })
    .toEqual(['Painted wooden chair (Ethan Allen)', 'Painted wooden chair (no brand)']);
  // The page follows the batch live: the widget shows it, and the project's list gets the items.
  await expect(page.getByRole('complementary', { name: 'Bulk queue' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Painted wooden chair/ })).toHaveCount(2);
});
