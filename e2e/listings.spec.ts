import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

test('an item page drafts its marketplace listing, and its title and description copy in one tap', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Maple Street' } })).json()) as {
    id: string;
  };
  const item = (await (
    await page.request.post('/api/items', {
      data: {
        projectId: project.id,
        name: 'Signature round casserole',
        category: 'Kitchenware',
        condition: 'Like New',
        brand: 'Le Creuset',
        description: 'Enamelled cast iron, 4.5 qt.',
        tagPrice: 85,
      },
    })
  ).json()) as { id: string };
  await page.goto(`/items/${item.id}`);
  const listing = page.getByRole('region', { name: 'Marketplace listing' });
  await expect(listing).toContainText('Le Creuset Signature round casserole');
  await expect(listing).toContainText('Title (36 of 80 characters)');
  await expect(listing).toContainText('eBay: Used · Facebook: Used - Like New');
  await expect(listing).toContainText('$85');
  await listing.getByRole('button', { name: 'Copy title' }).click();
  await expect(page.getByText('Title copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Le Creuset Signature round casserole');
  await listing.getByRole('button', { name: 'Copy description' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Enamelled cast iron, 4.5 qt.\n\nCondition: Like New.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await listing.scrollIntoViewIfNeeded();
  await shot(page, 'listing-desktop');
});
