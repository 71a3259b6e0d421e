import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { box, overlaps } from './layout-helpers.ts';
import { seedReview } from './review-seed.ts';

// On a phone: the photo large at the top, one tap per choice, the buttons where the thumb is.

test('on a phone, a project’s items are reviewed with taps: photos, a guess, the median, Save & next', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { project, flagged } = await seedReview(page.request);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('region', { name: 'Items to review' })).toContainText('3 items need review.');
  await shot(page, 'review-project-phone');
  await page.getByRole('link', { name: 'Review 3 items' }).click();

  await expect(page.getByRole('form', { name: 'Item 1 of 3' })).toBeVisible();
  // A touch screen keeps its keyboard down until the person taps the name: the photo comes first.
  await expect(page.getByLabel('Item name')).not.toBeFocused();
  const save = page.getByRole('button', { name: 'Save & next' });
  await expect(save).toBeInViewport();
  // The help assistant's button floats above the pinned bar, never over Save & next.
  const saveBox = (await save.boundingBox())!;
  const launcherBox = (await page.getByRole('button', { name: 'Ask the help assistant' }).boundingBox())!;
  expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(saveBox.y);
  await shot(page, 'review-first-item-phone');
  await page.getByRole('button', { name: /Blue teacup/ }).tap();
  await save.tap();

  await expect(page.getByRole('form', { name: 'Item 2 of 3' })).toBeVisible();
  // Two photos: tapping the main one shows the next.
  const photo = page.getByRole('button', { name: 'Photo 1 of 2. Show the next photo' });
  await expect(photo).toBeVisible();
  await photo.tap();
  await expect(page.getByRole('button', { name: 'Photo 2 of 2. Show the next photo' })).toBeVisible();
  await page.getByRole('button', { name: /Sugar bowl/ }).tap();
  await page.getByRole('button', { name: /Use the median of your 3 priced Kitchenware items: \$14/ }).tap();
  await expect(page.getByLabel('Retail price ($)')).not.toHaveValue('');
  await expect(save).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'review-item-phone');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await save.tap();

  await expect(page.getByRole('form', { name: 'Item 3 of 3' })).toBeVisible();
  // The next item starts at its photo, though the last one was scrolled down to its price.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('button', { name: 'Save & finish' }).tap();
  // The first and the last were named but not priced: they stay in Needs review until they are.
  const finished = page.getByRole('region', { name: 'Review finished' });
  await expect(finished).toContainText('1 item confirmed');
  await expect(finished).toContainText('2 items saved without a price: still in Needs review until priced');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'review-finished-phone');

  const names = await Promise.all(
    flagged.map(
      async (item) => ((await (await page.request.get(`/api/items/${item.id}`)).json()) as { name: string }).name,
    ),
  );
  expect(names).toEqual(['Blue teacup', 'Sugar bowl', 'Unidentified item']);
  await page.getByRole('link', { name: 'Back to Elm Street sale' }).first().tap();
  await expect(page.getByRole('region', { name: 'Items to review' })).toContainText('2 items need review.');
});

test('on a phone, the retail price comes into view above the Save bar and the help button', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { project } = await seedReview(page.request, { count: 1 });
  await page.goto(`/review?projectId=${project.id}`);
  await expect(page.getByRole('form', { name: 'Item 1 of 1' })).toBeVisible();
  const retail = page.getByLabel('Retail price ($)');
  const bar = await box(page.getByRole('button', { name: 'Save & finish' }).locator('..').locator('..'));
  // The first screen is the photo: the price field starts below it, under the pinned bar.
  expect((await box(retail)).y + (await box(retail)).height).toBeGreaterThan(bar.y);
  // Moving on to it (the phone keyboard's Next, or a guess taken from the keyboard) scrolls it into view.
  await retail.focus();
  await expect(retail).toBeFocused();
  await expect.poll(async () => (await box(retail)).y + (await box(retail)).height).toBeLessThanOrEqual(bar.y);
  const launcher = await box(page.getByRole('button', { name: 'Ask the help assistant' }));
  expect(overlaps(await box(retail), launcher)).toBe(false);
  await shot(page, 'review-retail-focused-phone');
});
