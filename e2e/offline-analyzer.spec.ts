import { expect, test } from './fixtures.ts';
import { OFFLINE_URL } from '../playwright.config.ts';
import { axeViolations, createProject, openSingleItem, PHOTOS, shot } from './analysis-helpers.ts';

// A fresh install's analysis: this server has no AI provider configured, so the offline analyzer runs its
// real models (background mask, object detector, text reader) on the photo. What a person must see: a
// sensible item in the right category, its colours, a price with its basis, and a plain statement that
// this is a basic guess with low confidence.

test.use({ baseURL: OFFLINE_URL });

test('with no AI provider, a photo it cannot identify surely is filed for review, and one tap on a guess names it', async ({
  page,
  signIn,
}) => {
  // The models load in the background after start and take a few seconds on two cores; a photo takes 5-20 s
  // more, and minutes on a CI machine whose other browser tests share those cores.
  test.setTimeout(240_000);
  await signIn();
  const project = await createProject(page, 'Offline sale');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  // The detector calls this cup a cup, but it gives light bulbs and buckets the same answer as surely:
  // the offline analyzer applies none of it.
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup]);
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/, { timeout: 180_000 });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unidentified item');
  await expect(page.getByLabel('Category')).toHaveValue('Other');
  const review = page.getByRole('region', { name: 'Needs review' });
  await expect(review).toContainText('applied no name, category or price of its own');
  const analysis = page.getByRole('region', { name: 'AI analysis' });
  await expect(analysis.getByText('Offline analyzer')).toBeVisible();
  await expect(analysis.getByText('A basic offline guess')).toBeVisible();
  await expect(analysis.getByText(/No price: the item was not identified/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tag price' })).not.toContainText(/\$\d+/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'offline-needs-review-desktop');
  await page.setViewportSize({ width: 412, height: 915 });
  await shot(page, 'offline-needs-review-phone');

  // The flagged list has it; a tap on the guess names and files it. It stays in review until it has a price.
  const flagged = (await (await page.request.get(`/api/items?projectId=${project.id}&needsReview=true`)).json()) as {
    items: { name: string }[];
  };
  expect(flagged.items.map((i) => i.name)).toEqual(['Unidentified item']);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'An item the offline analyzer could not identify.',
  );
  await review.getByRole('list', { name: 'Guesses' }).getByRole('button', { name: /^Cup/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cup');
  // Named, it no longer carries the analyzer's placeholder as its description.
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('Kitchenware');
  await expect(review).not.toContainText('applied no name');
  await expect(review).toContainText('It has no price yet');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cup');
  await page.getByLabel('Retail price ($)').fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Tag price' })).toContainText(/\$\d+/);
  await expect(page.getByRole('region', { name: 'Needs review' })).toHaveCount(0);
});
