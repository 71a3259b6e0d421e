import { expect, test } from './fixtures.ts';

test('on a phone, the menu opens, navigates and signs out', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('on a phone, the sign-in page fits the screen without sideways scrolling', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the settings dialog leaves out Integrations and Tutorials', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects?settings=profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Pricing' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Integrations' })).toBeHidden();
  await expect(dialog.getByRole('tab', { name: 'Tutorials' })).toBeHidden();
});

test('on a phone, the quick start points at the menu button and fits the screen', async ({ page, signIn }) => {
  await signIn(undefined, { tourOffer: true });
  await page.goto('/projects');
  await page.getByRole('region', { name: 'New to Tagwise?' }).getByRole('button', { name: 'Start tour' }).click();
  const card = page.locator('[data-tour-ui]');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('heading', { name: 'Projects: one per sale' })).toBeVisible();
  // The desktop navigation is hidden on a phone, so the step points at the menu button.
  const spotlight = await page.getByTestId('tour-spotlight').boundingBox();
  const menuButton = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  expect(spotlight && menuButton && Math.abs(spotlight.x + 6 - menuButton.x)).toBeLessThan(2);
  const box = await card.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
});

test('on a phone, an item page with a long research source fits the screen without sideways scrolling', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Narrow' } })).json()) as {
    id: string;
  };
  const title = 'Sold listing of a walnut writing desk by the same maker, with the drawers and the key';
  const item = (await (
    await page.request.post('/api/items', {
      data: {
        projectId: project.id,
        name: 'Walnut desk',
        category: 'Furniture',
        researchSources: [{ kind: 'used', url: 'https://www.ebay.com/itm/1', title }],
      },
    })
  ).json()) as { id: string };
  await page.goto(`/items/${item.id}`);
  await expect(page.getByRole('link', { name: /Sold listing of a walnut/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
