import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, shot } from './analysis-helpers.ts';

const csvFile = (lines: string[]) => ({
  name: 'items.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Import CSV…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a project imports items from a CSV file: row problems first, then the fixed file, then updates by tag code', async ({
  page,
  signIn,
}) => {
  test.setTimeout(45_000);
  await signIn();
  const project = await createProject(page, 'Maple Street');
  await page.goto(`/projects/${project.id}`);

  const dialog = await openImport(page);
  const header = 'Item,Category,Retail,Price,Internal';
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([header, 'Walnut credenza,Furniture,800,,shelf A', 'Pyrex bowls,Kitchenware,-5,18,shelf B']),
    );
  // The bad row is named by its spreadsheet row (the header is row 1); importing would skip it.
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText(
    'Row 3 · Retail · Retail price cannot be negative',
  );
  await expect(dialog.getByRole('button', { name: 'Import 1 good row, skip 1' })).toBeEnabled();
  // The box says which file it holds, once, and never "No file chosen" beside it (the browser's own file input
  // said so whenever its value was cleared for a second choice of the same file).
  await expect(dialog.getByRole('button', { name: 'Choose another file' })).toHaveAccessibleDescription(/^items\.csv /);
  await expect(dialog.getByText('items.csv', { exact: true })).toHaveCount(1);
  await expect(dialog.getByText('No file chosen')).toHaveCount(0);
  await shot(page, 'csv-import-problems-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([
        header,
        'Walnut credenza,Furniture,800,,shelf A',
        'Pyrex bowls,Kitchenware,30.50,18,shelf B',
        'Brass floor lamp,Decor,,,shelf C',
      ]),
    );
  await expect(dialog.getByRole('status').filter({ hasText: '3 rows' })).toContainText('3 new, 0 updated');
  await expect(dialog.getByRole('list', { name: 'Problems' })).toHaveCount(0);
  // Headers map themselves; an unknown column is left out until someone chooses a field for it.
  await expect(dialog.getByRole('combobox', { name: 'Column Item' })).toHaveValue('name');
  await expect(dialog.getByRole('combobox', { name: 'Column Retail' })).toHaveValue('retailPrice');
  await expect(dialog.getByRole('combobox', { name: 'Column Internal' })).toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Column Internal' }).selectOption({ label: 'Notes' });
  await expect(dialog.getByRole('button', { name: 'Import 3 items' })).toBeEnabled();
  await shot(page, 'csv-import-preview-desktop');
  await dialog.getByRole('button', { name: 'Import 3 items' }).click();
  await expect(page.getByText('Imported 3 items (3 new, 0 updated)')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Items' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list).toContainText('Walnut credenza');

  // The same items again, by tag code: changed where they are, not added twice.
  const { items } = (await (await page.request.get(`/api/projects/${project.id}/items`)).json()) as ItemPage;
  const credenza = items.find((item) => item.name === 'Walnut credenza')!;
  expect(credenza.notes).toBe('shelf A');
  const again = await openImport(page);
  await again
    .getByLabel('CSV file')
    .setInputFiles(csvFile(['Tag code,Name', `${credenza.tagCode},Walnut credenza (refinished)`]));
  await expect(again.getByRole('status').filter({ hasText: '1 row' })).toContainText('0 new, 1 updated');
  await again.getByRole('button', { name: 'Import 1 item' }).click();
  await expect(page.getByText('Imported 1 item (0 new, 1 updated)')).toBeVisible();
  await expect(list).toContainText('Walnut credenza (refinished)');
  await expect(list.getByRole('link')).toHaveCount(3);
});

test('a file with a bad row past the first ten: the preview shows it, the good rows import, the skipped one is listed', async ({
  page,
  signIn,
}) => {
  test.setTimeout(45_000);
  await signIn();
  const project = await createProject(page, 'Birch Court');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openImport(page);
  await expect(dialog.getByText('No file chosen')).toBeVisible();
  const lines = ['Name,Category,Retail'];
  for (let i = 1; i <= 13; i++) lines.push(`Chair ${i},Furniture,${10 + i}`);
  lines.splice(13, 0, 'Brass lamp,Lamps,40'); // spreadsheet row 14
  await dialog.getByLabel('CSV file').setInputFiles(csvFile(lines));

  // Row 14 is in the preview with its reason, although the preview shows only the first ten rows besides.
  const table = dialog.getByRole('table', { name: 'Preview of the rows' });
  const row14 = table.getByRole('row').filter({ hasText: 'Brass lamp' });
  await expect(row14.getByRole('cell').first()).toHaveText('14');
  await expect(row14.getByRole('cell').last()).toHaveText('SkipCategory');
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText(
    'Row 14 · Category · "Lamps" is not a category',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Chair 12' })).toHaveCount(0);
  await expect(dialog.getByRole('status').filter({ hasText: '14 rows' })).toContainText('1 row with problems');
  await expect(dialog.getByText('The first 10 of 14 rows, and every later row with a problem.')).toBeVisible();
  await row14.scrollIntoViewIfNeeded();
  await shot(page, 'csv-import-skip-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Import 13 good rows, skip 1' }).click();
  await expect(page.getByText('Imported 13 items (13 new, 0 updated), skipped 1 row')).toBeVisible();
  const skipped = dialog.getByRole('list', { name: 'Skipped rows' });
  await expect(skipped).toContainText('Row 14 · Category · "Lamps" is not a category');
  await shot(page, 'csv-import-skipped-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // The skipped rows download as a file of their own, under the file's headers, with their problems.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download skipped rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('items-skipped-rows.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')).toEqual([
    'Name,Category,Retail,Problems',
    expect.stringMatching(/^Brass lamp,Lamps,40,"Category: ""Lamps"" is not a category/),
    '',
  ]);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Items' });
  await expect(list.getByRole('link')).toHaveCount(13);
  await expect(list).not.toContainText('Brass lamp');
});
