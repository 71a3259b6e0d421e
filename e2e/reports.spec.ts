import { execFileSync } from 'node:child_process';
import type { Item } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

/** The words of a downloaded PDF, as poppler's pdftotext lays them out. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test('a project downloads its inventory report and, after the sale, its sold report', async ({ page, signIn }) => {
  await signIn();
  await page.request.patch('/api/settings/profile', { data: { businessName: 'Maple Street Estate Sales' } });
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Elm Street' } })).json()) as {
    id: string;
  };
  await page.request.patch(`/api/projects/${project.id}`, { data: { saleDates: 'Sat Dec 5 – Sun Dec 6' } });
  const made: Item[] = [];
  for (const data of [
    { name: 'Walnut credenza', category: 'Furniture', tagPrice: 480, status: 'sold', soldPrice: 450 },
    { name: 'Pyrex bowl', category: 'Kitchenware', tagPrice: 16 },
    { name: 'Oak side table', category: 'Furniture', tagPrice: 80, status: 'donated' },
  ]) {
    made.push(
      (await (await page.request.post('/api/items', { data: { projectId: project.id, ...data } })).json()) as Item,
    );
  }
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('link')).toHaveCount(3);

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await shot(page, 'reports-menu');
  let download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Inventory report' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('inventory-report-elm-street.pdf');
  let text = pdfText(await file.path());
  expect(text).toContain('Maple Street Estate Sales');
  expect(text).toContain('Sat Dec 5 – Sun Dec 6');
  for (const item of made) expect(text).toContain(item.tagCode);
  expect(text).toMatch(/3\s+\$0\s+\$576/);

  await page.getByRole('button', { name: 'Reports and files' }).click();
  download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Sold report' }).click();
  file = await download;
  expect(file.suggestedFilename()).toBe('sold-report-elm-street.pdf');
  text = pdfText(await file.path());
  expect(text).toMatch(/1 of 3\s+33%\s+\$450\s+94%/);
  expect(text).toMatch(/Walnut credenza\s+Furniture\s+\$480\s+\$450\s+−\$30/);
  expect(text).toMatch(/Oak side table\s+Furniture\s+\$80\s+Donated/);
});

test('a report whose names it cannot show says so first: cancel, or download anyway', async ({ page, signIn }) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Birch Road' } })).json()) as {
    id: string;
  };
  for (const name of ['كرسي خشبي قديم', 'ሰላም ወንበር']) {
    await page.request.post('/api/items', {
      data: { projectId: project.id, name, category: 'Furniture', tagPrice: 20 },
    });
  }
  await page.goto(`/projects/${project.id}`);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Inventory report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inventory report' });
  await expect(dialog).toContainText('1 name in this project has characters reports cannot show. Each prints as □:');
  await expect(dialog.getByRole('listitem')).toHaveText(['ሰላም ወንበር (ሰ ላ ም ወ ን በ ር)']);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'report-undrawable-desktop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(downloads).toBe(0);

  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Inventory report' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download anyway' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('inventory-report-birch-road.pdf');
  await expect(dialog).toBeHidden();
  const text = pdfText(await file.path());
  expect(text).toContain('كرسي خشبي قديم');
  expect(text).toContain('□□□ □□□□');
});
