import { expect, test } from './fixtures.ts';
import { shot } from './analysis-helpers.ts';

test('on a phone, the CSV import preview scrolls sideways inside the dialog and Import stays in reach', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Garage sale' } })).json()) as {
    id: string;
  };
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Import CSV…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Name,Category,Condition,Retail,Price,Brand,Notes\r\nToolbox,Tools,Good,40,20,Craftsman,red metal\r\n',
    ),
  });
  await expect(dialog.getByRole('status').filter({ hasText: '1 row' })).toContainText('1 new, 0 updated');
  await shot(page, 'csv-import-phone');
  // The page itself never scrolls sideways: the wide preview does, inside the dialog.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const submit = dialog.getByRole('button', { name: 'Import 1 item' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await submit.click();
  await expect(page.getByText('Imported 1 item (1 new, 0 updated)')).toBeVisible();
});
