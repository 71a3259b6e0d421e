import type { Page } from '@playwright/test';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

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
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Maple Street' } })).json()) as {
    id: string;
  };
  await page.goto(`/projects/${project.id}`);

  const dialog = await openImport(page);
  const header = 'Item,Category,Retail,Price,Internal';
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile([header, 'Walnut credenza,Furniture,800,,shelf A', 'Pyrex bowls,Kitchenware,-5,18,shelf B']),
    );
  // The bad row is named by its spreadsheet row (the header is row 1), and nothing can be imported yet.
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText(
    'Row 3 · Retail · Retail price cannot be negative',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
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
