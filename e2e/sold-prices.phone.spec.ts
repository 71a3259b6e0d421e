import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { box } from './layout-helpers.ts';
import { saleOnItsSecondDay } from './sold-seed.ts';

test('on a phone, the Sold for field and the bulk list of prices fit the screen', async ({ page, signIn }) => {
  await signIn();
  const { project, items } = await saleOnItsSecondDay(page.request, 'Garage sale', [
    { name: 'Mid-century walnut sideboard with brass pulls and sliding doors', tagPrice: 480 },
    { name: 'Toolbox', tagPrice: 20 },
  ]);
  const width = page.viewportSize()!.width;
  const fits = async (what: string, locator: ReturnType<typeof page.getByRole>) => {
    const { x, width: w } = await box(locator);
    expect(x, what).toBeGreaterThanOrEqual(0);
    expect(x + w, what).toBeLessThanOrEqual(width);
  };

  await page.goto(`/items/${items[0]!.id}`);
  await page.getByLabel('Status').selectOption('Sold');
  const soldFor = page.getByRole('textbox', { name: 'Sold for ($)' });
  await expect(soldFor).toHaveValue('360');
  await soldFor.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await fits('Sold for', soldFor);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'item-sold-for-phone');

  await page.goto(`/projects/${project.id}`);
  for (const item of items) await page.getByRole('checkbox', { name: `Select ${item.name}` }).click();
  await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Set status…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set status' });
  await dialog.getByLabel('Status').selectOption('Sold');
  const long = dialog.getByRole('textbox', { name: `Sold for: ${items[0]!.name}` });
  await expect(long).toHaveValue('360');
  await expect(dialog.getByRole('textbox', { name: 'Sold for: Toolbox' })).toHaveValue('15');
  await fits('a long name’s price', long);
  await fits('Mark sold', dialog.getByRole('button', { name: 'Mark sold' }));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'bulk-sold-prices-phone');
});
