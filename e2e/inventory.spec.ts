import type { APIRequestContext } from '@playwright/test';
import type { Project } from '@tagwise/core/schemas/projects';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { expect, test } from './fixtures.ts';

async function newProject(request: APIRequestContext, name: string) {
  const res = await request.post('/api/projects', { data: { name } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Project;
}

/** Items straight through the API: the journey is about finding and changing them, not typing them in. */
async function addItems(
  request: APIRequestContext,
  projectId: string,
  count: number,
  { name, ...body }: { name: string } & Record<string, unknown>,
) {
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async (_, i) => {
        const res = await request.post('/api/items', {
          data: { projectId, category: 'Decor', retailCents: 10_000, ...body, name: `${name} ${start + i + 1}` },
        });
        expect(res.status()).toBe(201);
      }),
    );
  }
}

test.describe('inventory', () => {
  test('search, filter and sort the inventory; the address keeps the view', async ({ page, signIn }) => {
    await signIn();
    const kitchen = await newProject(page.request, 'Kitchen');
    await addItems(page.request, kitchen.id, 3, { name: 'Teacup', category: 'Kitchenware' });
    await addItems(page.request, kitchen.id, 2, { name: 'Stool', category: 'Furniture', retailCents: 5_000 });

    await page.goto('/inventory');
    await expect(page.getByText('5 items')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search items' }).fill('teacup');
    await expect(page.getByText('3 items')).toBeVisible();
    await expect(page).toHaveURL(/q=teacup/);

    // A tag code typed as the rows show it, "#" first, finds its item.
    const code = await page
      .getByRole('list', { name: 'Items' })
      .getByText(/^#[0-9A-Z]{6}$/)
      .first()
      .textContent();
    await page.getByRole('searchbox', { name: 'Search items' }).fill(code!);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' }).getByText(code!)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search items' }).fill('');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('Furniture');
    await expect(page.getByText('2 items')).toBeVisible();
    await page.getByLabel('Sort items').selectOption('name');
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('link').first()).toContainText('Stool 1');

    await page.getByLabel('Tag price from ($)').fill('50');
    await page.getByLabel('to ($)').fill('10');
    await expect(page.getByText('The minimum price must not be above the maximum price')).toBeVisible();
    await page.getByLabel('to ($)').fill('');
    await expect(page.getByText('No items match')).toBeVisible(); // stools are $26

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Furniture');
    await expect(page.getByText('No items match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('5 items')).toBeVisible();

    // A link with the range the form refuses (from above to): the range is ignored, the list still loads.
    await page.goto('/inventory?category=Furniture&minPrice=30&maxPrice=10');
    await expect(page.getByText('2 items')).toBeVisible();
    await expect(page.getByText(ITEM_MESSAGES.loadFailed)).toHaveCount(0);
  });

  test("a project's first 50 items all show (the first screen's rows first), and the rest load at the list's end", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const sale = await newProject(page.request, 'Attic');
    await addItems(page.request, sale.id, 60, { name: 'Vase' });
    await page.goto(`/projects/${sale.id}`);
    const rows = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    // The page's HTML brings its first 50; the rows past the first screen render a moment later.
    await expect(rows).toHaveCount(50);
    await expect(page.getByText('60 items')).toBeVisible();
    // The list's end, seen only once every loaded row is there, asks for the next page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows).toHaveCount(60);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  });

  test('move and re-price 200 items across pages in one action each, and undo', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    const basement = await newProject(page.request, 'Basement');
    const garage = await newProject(page.request, 'Garage');
    await addItems(page.request, basement.id, 200, { name: 'Lamp' }); // $100 retail → $52 by the default rules
    await addItems(page.request, basement.id, 3, { name: 'Clock' });

    await page.goto('/inventory?q=lamp');
    await expect(page.getByText('200 items')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all items shown' }).click();
    const bar = page.getByRole('region', { name: 'Selected items' });
    await expect(bar).toContainText('50 items selected');
    await bar.getByRole('button', { name: 'Select all 200 items' }).click();
    await expect(bar).toContainText('200 items selected');

    await bar.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to project…' }).click();
    const move = page.getByRole('dialog', { name: 'Move to project' });
    await move.getByLabel('Project').selectOption({ label: 'Garage' });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Moved 200 items to Garage')).toBeVisible();
    await expect(bar).toBeHidden();

    await page.goto(`/projects/${garage.id}`);
    await expect(page.getByText('200 items')).toBeVisible();
    await page.goto(`/projects/${basement.id}`);
    await expect(page.getByText('3 items')).toBeVisible();

    await page.goto('/inventory?q=lamp');
    await page.getByRole('checkbox', { name: 'Select all items shown' }).click();
    await bar.getByRole('button', { name: 'Select all 200 items' }).click();
    await bar.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Re-price…' }).click();
    const reprice = page.getByRole('dialog', { name: 'Re-price' });
    await reprice.getByRole('textbox', { name: 'Percentage' }).fill('-50');
    await reprice.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Changed the tag price of 200 items by -50%')).toBeVisible();
    const firstRow = page.getByRole('list', { name: 'Items' }).getByRole('link').first();
    await expect(firstRow).toContainText('$26');

    // Scrolling to the end loads every page: all 200 carry the new price.
    const rows = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    for (let loaded = 50; loaded < 200; loaded += 50) {
      await rows.last().scrollIntoViewIfNeeded();
      await expect(rows).toHaveCount(loaded + 50);
    }
    await expect(page.getByRole('list', { name: 'Items' }).getByText('$26', { exact: true })).toHaveCount(200);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undid “Changed the tag price of 200 items by -50%”')).toBeVisible();
    await expect(firstRow).toContainText('$52');
    await expect(page.getByRole('list', { name: 'Items' }).getByText('$52', { exact: true })).toHaveCount(200);
  });
});
