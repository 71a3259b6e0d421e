import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createProject, shot } from './analysis-helpers.ts';

/** A new project's page with its Import items from CSV dialog open. */
async function openImportOnNewProject(page: Page, name: string) {
  const project = await createProject(page, name);
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Import CSV…' }).click();
  return page.getByRole('dialog', { name: 'Import items from CSV' });
}

test('on a phone, the CSV import preview scrolls sideways inside the dialog and Import stays in reach', async ({
  page,
  signIn,
}) => {
  await signIn();
  const dialog = await openImportOnNewProject(page, 'Garage sale');
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

test('on a phone, a row with a problem shows its reason, the good rows import and the skipped one stays listed', async ({
  page,
  signIn,
}) => {
  await signIn();
  const dialog = await openImportOnNewProject(page, 'Yard sale');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'yard.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Category,Retail\r\nRake,Tools,12\r\nHose,Garden,8\r\nShovel,Tools,20\r\n'),
  });
  const bad = dialog.getByRole('row').filter({ hasText: 'Hose' });
  await expect(bad).toContainText('Skip');
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText(
    'Row 3 · Category · "Garden" is not a category',
  );
  await bad.scrollIntoViewIfNeeded();
  await shot(page, 'csv-import-skip-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const submit = dialog.getByRole('button', { name: 'Import 2 good rows, skip 1' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await submit.click();
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText('Row 3 · Category');
  await shot(page, 'csv-import-skipped-phone');
  const done = dialog.getByRole('button', { name: 'Done' });
  await done.scrollIntoViewIfNeeded();
  await expect(done).toBeInViewport();
  await done.click();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('link')).toHaveCount(2);
});
