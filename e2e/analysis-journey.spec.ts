import { expect, test } from './fixtures.ts';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { createProject, openSingleItem, PHOTOS } from './analysis-helpers.ts';

// The whole way from photos to priced items against the real server, whose AI provider in the e2e
// server is a loopback fake answering every analysis as "Painted wooden chair".

test('photos of one item become a priced item with its photos; the page opens by itself', async ({ page, signIn }) => {
  test.slow();
  await signIn();
  const project = await createProject(page, 'Journey sale');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.chairLarge, PHOTOS.chair, PHOTOS.cup]);
  await expect(dialog.getByRole('list', { name: 'Photos' }).locator('img[src^="blob:"]')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Additional Information (optional)' }).click();
  await dialog.getByLabel('Brand Name').fill('Hitchcock');
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(page.getByText(ANALYSIS_MESSAGES.analyzedMultiPhoto)).toBeVisible();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Painted wooden chair/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(3);
  // The manual brand wins over the AI's; category, condition and the retail estimate come from the
  // analysis, and the tag price from the rules: $120 less the account's 35%, at Good 80%.
  await expect(page.getByRole('textbox', { name: 'Brand' })).toHaveValue('Hitchcock');
  await expect(page.getByLabel('Category')).toHaveValue('Furniture');
  await expect(page.getByLabel('Condition')).toHaveValue('Good');
  await expect(page.getByLabel('How the rules price it')).toHaveText(
    'Retail $120 → Default markdown 35% → $78 → Good 80% → $62',
  );
  await expect(page.getByRole('region', { name: 'Tag price' })).toContainText('$62');
  // Sources: real pages kept as links, the placeholder address dropped, the unlinked research kept as text.
  await expect(page.getByRole('link', { name: /Ladder-back chair/ })).toHaveAttribute(
    'href',
    'https://www.wayfair.com/furniture/pdp/ladder-back-chair',
  );
  await expect(page.getByRole('link', { name: /Sold: painted ladder-back chair/ })).toBeVisible();
  await expect(page.getByText('Kovels antiques price guide: ladder-back chairs')).toBeVisible();
  await expect(page.getByText('Placeholder')).toHaveCount(0);
  // One item, one credit, whatever the number of photos.
  const credits = (await (await page.request.get('/api/credits')).json()) as { used: number };
  expect(credits.used).toBe(1);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});

test('several photos become as many items through the bulk queue, counted on the project page', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn();
  const project = await createProject(page, 'Many items');
  await page.goto(`/projects/${project.id}?analyze=multi`);
  const dialog = page.getByRole('dialog', { name: 'Multiple Items' });
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup, PHOTOS.chair]);
  await dialog.getByRole('button', { name: 'Analyze 2 items' }).click();
  const progress = page.getByRole('dialog', { name: /^Many items photos, / });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('status')).toHaveText(/^2 of 2 items/);
  await progress.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
});
