import { expect, test } from './fixtures.ts';
import { OFFLINE_URL } from '../playwright.config.ts';
import { axeViolations, createProject, openSingleItem, PHOTOS, shot } from './analysis-helpers.ts';

// A fresh install's analysis: this server has no AI provider configured, so the offline analyzer runs its
// real models (background mask, object detector, text reader) on the photo. What a person must see: a
// sensible item in the right category, its colours, a price with its basis, and a plain statement that
// this is a basic guess with low confidence.

test.use({ baseURL: OFFLINE_URL });

test('with no AI provider, a cup photo becomes a Kitchenware item that says it is a basic offline guess', async ({
  page,
  signIn,
}) => {
  // The models load in the background after start and take a few seconds on two cores.
  test.setTimeout(120_000);
  await signIn();
  const project = await createProject(page, 'Offline sale');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup]);
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/, { timeout: 60_000 });

  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cup/i);
  await expect(page.getByLabel('Category')).toHaveValue('Kitchenware');
  await expect(page.getByText(/^Colour: /)).toBeVisible();
  const analysis = page.getByRole('region', { name: 'AI analysis' });
  await expect(analysis.getByText('Offline analyzer')).toBeVisible();
  await expect(analysis.getByText('A basic offline guess')).toBeVisible();
  await expect(analysis.getByText(/^Low \(\d+%\)$/)).toBeVisible();
  await expect(analysis.getByText(/Offline guess: .*Reference table/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tag price' })).toContainText(/\$\d+/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'offline-analysis-item-desktop');
  await page.setViewportSize({ width: 412, height: 915 });
  await page.getByRole('region', { name: 'AI analysis' }).scrollIntoViewIfNeeded();
  await shot(page, 'offline-analysis-item-phone');
});
