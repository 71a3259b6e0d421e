import type { ItemPage } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, FAKE_CAMERA_LAUNCH, shot } from './analysis-helpers.ts';

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

test('on a phone without a connection the header says Offline, and Multiple Items keeps the photos with the mode chosen', async ({
  page,
  context,
  signIn,
}) => {
  test.slow();
  await signIn();
  const project = await createProject(page, 'Garage Sale');
  await page.goto(`/projects/${project.id}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  await shot(page, 'phone-offline-project');

  await page.goto(`/projects/${project.id}?analyze=multi`);
  const dialog = page.getByRole('dialog', { name: 'Multiple Items' });
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera' });
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await shutter.click();
  await camera.getByRole('button', { name: 'Done (2)' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible();
  await shot(page, 'phone-offline-multiple-items');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  await dialog.getByRole('button', { name: 'Save 2 items for upload' }).click();
  await expect(dialog).toHaveCount(0);
  const waiting = page.getByRole('region', { name: 'Waiting to upload (2)' });
  await expect(waiting).toBeVisible();
  await shot(page, 'phone-offline-waiting');

  // Back online they are filed as Upload only asked: named after their photos, not analysed.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const names = async () =>
    ((await (await page.request.get(`/api/items?projectId=${project.id}`)).json()) as ItemPage).items.map(
      (item) => item.name,
    );
  await expect.poll(names, { timeout: 60_000 }).toHaveLength(2);
  expect(await names()).not.toContain('Painted wooden chair');
});
