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

test('on a phone the settings dialog leaves out Integrations', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects?settings=profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Pricing' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Integrations' })).toBeHidden();
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
