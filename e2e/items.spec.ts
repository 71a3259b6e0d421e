import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createProject } from './analysis-helpers.ts';

async function openNewProject(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByLabel('Project Name').fill(name);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function addItem(page: Page, name: string, retail: string, category = 'Furniture') {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Item name').fill(name);
  await dialog.getByLabel('Category').selectOption(category);
  await dialog.getByLabel('Retail price ($)').fill(retail);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
}

test.describe('items and their prices', () => {
  test('add an item, see how the rules price it, override the price, reset it, and read the history', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openNewProject(page, 'Maple Street Estate');
    await expect(page.getByText('No items in this project yet')).toBeVisible();

    await addItem(page, 'Walnut sideboard', '120');
    const row = page.getByRole('link', { name: /Walnut sideboard/ });
    await expect(row).toContainText('$62'); // 120 x (1 - the account's 35%) x Good 80% = 62.4
    await expect(row).toContainText(/#[0-9A-Z]{6}/);

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walnut sideboard' })).toBeVisible();
    await expect(page.getByLabel('How the rules price it')).toHaveText(
      'Retail $120 → Default markdown 35% → $78 → Good 80% → $62',
    );

    await page.getByLabel('Set tag price ($)').fill('75');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByText('Set by hand')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tag price' })).toContainText('$75');

    await page.getByRole('button', { name: 'Reset to rule' }).click();
    await expect(page.getByText('From your pricing rules')).toBeVisible();

    await page.getByLabel('Condition').selectOption('New');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('region', { name: 'Tag price' })).toContainText('$78');
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('listitem')).toHaveCount(4);
    // Newest first: the rules' price for New, back from the hand-set $75.
    await expect(history.getByRole('listitem').first()).toContainText('Tag $62 → $78 · Pricing rules');

    await page.getByRole('button', { name: 'Delete item' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete item' }).click();
    await expect(page.getByText('Item deleted successfully')).toBeVisible();
    await expect(page.getByText('No items in this project yet')).toBeVisible();
  });

  test('an item that fails to save appears at once, then disappears with the spec message', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openNewProject(page, 'Flaky sale');
    // The server's answer is held until the optimistic row has been seen, then it fails.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/items', async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } });
    });
    await addItem(page, 'Brass lamp', '40', 'Decor');
    await expect(page.getByRole('link', { name: /Brass lamp/ })).toContainText('Saving');
    release();
    await expect(page.getByText('Failed to add item. Please try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Brass lamp/ })).toHaveCount(0);
  });

  test("another account's item or project shows not found", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/items/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Item not found')).toBeVisible();
    // Trying again cannot bring it back: the page says why and leads on.
    await expect(page.getByText('It may have been deleted, or it belongs to another account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await page.goto('/projects/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Project not found')).toBeVisible();
  });
});

test('the inventory lists items from every project', async ({ page, signIn }) => {
  await signIn();
  await openNewProject(page, 'First sale');
  await addItem(page, 'Pine bookcase', '80');
  await expect(page.getByRole('link', { name: /Pine bookcase/ })).toContainText('#');
  await openNewProject(page, 'Second sale');
  await addItem(page, 'Copper kettle', '30', 'Kitchenware');
  await expect(page.getByRole('link', { name: /Copper kettle/ })).toContainText('#');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Copper kettle');
  await expect(rows.last()).toContainText('Pine bookcase');
});

test('add photos to an item, choose the main one, reorder and remove; other files are refused', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Photo sale' } })).json()) as {
    id: string;
  };
  const item = (await (
    await page.request.post('/api/items', { data: { projectId: project.id, name: 'Teacup', category: 'Kitchenware' } })
  ).json()) as { id: string };
  await page.goto(`/items/${item.id}`);
  const photos = page.getByRole('region', { name: 'Photos' });
  const fileInput = photos.locator('input[type=file]');

  await fileInput.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'cup.webp', mimeType: 'image/webp', buffer: readFileSync('test-fixtures/photos/cup.webp') },
  ]);
  await expect(page.getByText('Only JPG, JPEG, PNG and WebP images can be uploaded.')).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(0);
  // The count says what it counts, in words that agree with the number, and the most an item can have.
  await expect(photos.getByText('0 photos, up to 12', { exact: true })).toBeVisible();

  await fileInput.setInputFiles(['test-fixtures/photos/cup.webp', 'test-fixtures/photos/chair.webp']);
  await expect(page.getByText('Successfully uploaded 2 images')).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByText('2 photos, up to 12', { exact: true })).toBeVisible();
  const srcs = async () => photos.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  const [cup, chair] = await srcs();
  await expect(photos.getByRole('img').first()).toHaveAccessibleName('Teacup, photo 1 (main)');

  await photos.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
  await expect.poll(srcs).toEqual([chair, cup]);
  await page.reload();
  await expect.poll(srcs).toEqual([chair, cup]);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('list', { name: 'Items' }).locator('img')).toHaveAttribute('src', chair!);

  await page.goto(`/items/${item.id}`);
  await photos.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect.poll(srcs).toEqual([cup]);
  await expect(photos.getByText('1 photo, up to 12', { exact: true })).toBeVisible();
});

test('key attributes and research sources are added on the item page and kept', async ({ page, signIn }) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Facts sale' } })).json()) as {
    id: string;
  };
  const item = (await (
    await page.request.post('/api/items', { data: { projectId: project.id, name: 'Desk', category: 'Furniture' } })
  ).json()) as { id: string };
  await page.goto(`/items/${item.id}`);

  await page.getByLabel('New key attribute').fill('Solid walnut');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Remove attribute Solid walnut' })).toBeVisible();

  await page.getByLabel('Kind of source').selectOption('used');
  await page.getByLabel('Source web address').fill('javascript:alert(1)');
  // Enter adds only once the attribute above has saved (its Add button waits for that on a busy machine).
  await expect(page.getByRole('button', { name: 'Add', exact: true }).nth(1)).toBeEnabled();
  await page.getByLabel('Source web address').press('Enter');
  await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
  await page.getByLabel('Source web address').fill('https://www.ebay.com/itm/123');
  await page.getByLabel('Source title (optional)').fill('Sold desk, same maker');
  await page.getByLabel('Source title (optional)').press('Enter');
  const link = page.getByRole('link', { name: /Sold desk, same maker/ });
  await expect(link).toHaveAttribute('href', 'https://www.ebay.com/itm/123');
  await expect(link).toHaveAttribute('target', '_blank');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove attribute Solid walnut' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sold desk, same maker/ })).toBeVisible();
});

test.describe('an item that cannot be loaded', () => {
  // The app's own requests, not the service worker's, so the test can fail one.
  test.use({ serviceWorkers: 'block' });

  test('the server down: the item page says so and loads it again on Retry', async ({ page, signIn }) => {
    await signIn();
    const project = await createProject(page, 'Shaky connection sale');
    const created = await page.request.post('/api/items', {
      data: { projectId: project.id, name: 'Brass lamp', category: 'Decor', condition: 'Good' },
    });
    const { id } = (await created.json()) as { id: string };
    let down = true;
    await page.route(new RegExp(`/api/items/${id}(\\?.*)?$`), (route) =>
      down
        ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } })
        : route.continue(),
    );
    await page.goto(`/projects/${project.id}`);
    // Once the page is React's, its link opens the item in the app, which asks the server for it.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page
      .getByRole('link', { name: /Brass lamp/ })
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText('Failed to load item. Please try again.');
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brass lamp' })).toBeVisible();
  });
});
