import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { box } from './layout-helpers.ts';

test('on a phone, the project header wraps within the screen and the reports menu downloads', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Garage sale' } })).json()) as {
    id: string;
  };
  await page.request.post('/api/items', {
    data: { projectId: project.id, name: 'Toolbox', category: 'Tools', tagPrice: 20 },
  });
  await page.goto(`/projects/${project.id}`);
  const width = page.viewportSize()!.width;
  for (const name of ['Analyze Photos', 'Add Item', 'Print Tags', 'Reports and files']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const { x, width: w } = await box(button);
    expect(x, name).toBeGreaterThanOrEqual(0);
    expect(x + w, name).toBeLessThanOrEqual(width);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await shot(page, 'reports-menu-phone');
  const file = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Inventory report' }).click();
  expect((await file).suggestedFilename()).toBe('inventory-report-garage-sale.pdf');
});
