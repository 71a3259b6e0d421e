import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures.ts';

test('the inventory downloads what it shows as CSV: the filter applies, every field is there', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Maple Street' } })).json()) as {
    id: string;
  };
  for (const [name, category] of [
    ['Stanley hand plane', 'Tools'],
    ['Crème brûlée dish', 'Kitchenware'],
    ['Claw hammer', 'Tools'],
  ] as const) {
    await page.request.post('/api/items', { data: { projectId: project.id, name, category, tagPrice: 10 } });
  }
  await page.goto('/inventory?category=Tools&sort=name');
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('link')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tagwise-items-\d{4}-\d\d-\d\d\.csv$/);
  const rows = parse<Record<string, string>>(readFileSync(await file.path()), { bom: true, columns: true });
  expect(rows.map((row) => [row.Name, row.Category, row.Project, row['Tag price']])).toEqual([
    ['Claw hammer', 'Tools', 'Maple Street', '10'],
    ['Stanley hand plane', 'Tools', 'Maple Street', '10'],
  ]);
});
