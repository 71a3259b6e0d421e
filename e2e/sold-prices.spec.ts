import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { BULK_MESSAGES } from '@tagwise/core/values/bulk-items';
import { seedItems } from './analytics-seed.ts';
import { saleOnItsSecondDay } from './sold-seed.ts';

/** The words of a downloaded PDF, as poppler's pdftotext lays them out. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

// Issue 33: a sold price can be entered where items are marked sold, and the sold report adds them up.
test('an operator marks 3 items sold with their prices, on an item page and in bulk, and the sold report totals them', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { project, items } = await saleOnItsSecondDay(page.request, 'Elm Street', [
    { name: 'Walnut credenza', tagPrice: 480 },
    { name: 'Pyrex bowl', tagPrice: 16 },
    { name: 'Brass lamp', tagPrice: 40 },
    { name: 'Oak chair', tagPrice: 30 },
  ]);
  const credenza = items[0]!;

  // One item from its page: Sold offers today's tag price after the day's 25% off, which the operator edits.
  await page.goto(`/items/${credenza.id}`);
  await page.getByLabel('Status').selectOption('Sold');
  const soldFor = page.getByRole('textbox', { name: 'Sold for ($)' });
  await expect(soldFor).toHaveValue('360');
  await expect(page.getByText(/Tag price \$480, less today’s “Day [23] 25% off”\./)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'item-sold-for');
  await soldFor.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter what the item sold for' })).toBeVisible();
  await soldFor.fill('400');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Tag #${credenza.tagCode} · Sold for $400`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('listitem').first()).toContainText('Sold for $400');
  // It stays editable: the price history says what it was changed from.
  await soldFor.fill('420');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Sold for $400 → $420');
  await soldFor.fill('400');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Sold for $420 → $400');
  await soldFor.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await shot(page, 'item-sold');

  // Two in bulk: each listed at its price, one changed, the total kept up to date.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('checkbox', { name: 'Select Pyrex bowl' }).click();
  await page.getByRole('checkbox', { name: 'Select Brass lamp' }).click();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Set status…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set status' });
  await dialog.getByLabel('Status').selectOption('Sold');
  const list = dialog.getByRole('list', { name: 'Items to mark sold' });
  await expect(list.getByRole('textbox', { name: 'Sold for: Pyrex bowl' })).toHaveValue('12');
  await expect(list.getByRole('textbox', { name: 'Sold for: Brass lamp' })).toHaveValue('30');
  await expect(dialog.getByText('Total')).toBeVisible();
  await expect(dialog.getByText('$42', { exact: true })).toBeVisible();
  await list.getByRole('textbox', { name: 'Sold for: Pyrex bowl' }).fill('10');
  await expect(dialog.getByText('$40', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'bulk-sold-prices');
  await dialog.getByRole('button', { name: 'Mark sold' }).click();
  await expect(page.getByText('Marked 2 items sold for $40')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sold report: 3 of 4 sold for $440, against $536 of tags.
  await page.getByRole('button', { name: 'Reports and files' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Sold report' }).click();
  const text = pdfText(await (await download).path());
  expect(text).toMatch(/3 of 4\s+75%\s+\$440\s+82%/);
  expect(text).toMatch(/Walnut credenza\s+Decor\s+\$480\s+\$400\s+−\$80/);
  expect(text).toMatch(/Pyrex bowl\s+Decor\s+\$16\s+\$10\s+−\$6/);
  expect(text).toMatch(/Brass lamp\s+Decor\s+\$40\s+\$30\s+−\$10/);
  expect(text).toMatch(/Oak chair\s+Decor\s+\$30\s+Available/);
});

test('more items than can be priced one by one are refused with a way on, before anything is marked sold', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { projectId } = await seedItems(page.request, 250);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('checkbox', { name: 'Select all items shown' }).click();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await bar.getByRole('button', { name: 'Select all 250 items' }).click();
  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Set status…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set status' });
  await dialog.getByLabel('Status').selectOption('Sold');
  await expect(dialog.getByRole('alert')).toHaveText(BULK_MESSAGES.tooManySold);
  await expect(dialog.getByRole('button', { name: 'Mark sold' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Another status still applies to them all.
  await dialog.getByLabel('Status').selectOption('On hold');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Updated \d+ items$/)).toBeVisible();
});
