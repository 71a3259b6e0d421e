import { OFFLINE_URL } from '../playwright.config.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { dollars, seedItems } from './analytics-seed.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// The data dashboard (labelled Analytics) on a workspace of 10,000 items: its figures against what the
// database holds, its charts and tables, the keyboard, the project filter and the ways in.

test('a 10,000-item workspace: the totals are what the database holds, every chart has its table, axe finds nothing', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const seeded = await seedItems(page.request, 10_000);
  const credits = await page.request.post('/api/test/credits', {
    data: { transactions: [{ operation: 'analysis' }, { operation: 'analysis' }, { operation: 'enhancement' }] },
  });
  expect(credits.status()).toBe(204);

  // In by the account menu, where Analytics follows My Account.
  await page.goto('/projects');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  const entries = await menu.getByRole('menuitem').allTextContents();
  expect(entries.indexOf('Analytics')).toBe(entries.indexOf('My Account') + 1);
  await menu.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/data-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const figure = (label: string) => page.getByRole('definition').and(page.locator(`[data-figure="${label}"]`));
  const { workspace } = seeded;
  await expect(figure('Items')).toHaveText('10,000');
  await expect(figure('Retail value')).toHaveText(dollars(workspace.retailCents / 100));
  await expect(figure('Tag value')).toHaveText(dollars(workspace.tagValue));
  await expect(figure('Sold')).toHaveText(dollars(workspace.soldValue));
  await expect(figure('Sell-through')).toHaveText(`${Math.round((workspace.sold / workspace.items) * 100)}%`);

  // Each grouping's table sums to the same totals, and its chart is drawn beside it.
  for (const [title, rows] of [
    ['By category', 15],
    ['By condition', 6],
    ['By status', 4],
  ] as const) {
    const section = page.getByRole('region', { name: title, exact: true });
    const table = section.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(rows + 2);
    const total = table.getByRole('row', { name: /^Total/ });
    await expect(total.getByRole('cell').nth(0)).toHaveText('10,000');
    await expect(total.getByRole('cell').nth(1)).toHaveText(dollars(workspace.retailCents / 100));
    await expect(total.getByRole('cell').nth(2)).toHaveText(dollars(workspace.tagValue));
    await expect(section.locator('.recharts-bar-rectangle').first()).toBeVisible();
  }
  const projects = page.getByRole('region', { name: 'Sales and sell-through by project', exact: true });
  await expect(projects.getByRole('row', { name: /Maple Street estate/ })).toContainText(dollars(workspace.soldValue));
  const months = page.getByRole('region', { name: 'Value added per month', exact: true });
  await expect(
    months
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('10,000');
  const gaps = page.getByRole('region', { name: 'AI estimate vs sold price', exact: true });
  await expect(gaps.getByRole('table').getByRole('row')).toHaveCount(11);
  const spend = page.getByRole('region', { name: 'AI credits used per month', exact: true });
  await expect(
    spend
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('3');

  // A chart takes the keyboard: the arrow keys walk its bars and the tooltip reads the values out.
  const chart = page.getByRole('region', { name: 'By condition', exact: true }).getByRole('application');
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('region', { name: 'By condition', exact: true }).locator('.recharts-tooltip-wrapper'),
  ).toContainText('Tag value');

  await shot(page, 'analytics-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // One project: its figures, and no workspace credits.
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Maple Street estate' });
  await expect(page).toHaveURL(new RegExp(`/data-dashboard\\?project=${seeded.projectId}$`));
  await expect(page.getByText('Figures for Maple Street estate')).toBeVisible();
  await expect(figure('Items')).toHaveText('10,000');
  await expect(page.getByRole('region', { name: 'AI credits used per month', exact: true })).toHaveCount(0);
  await expect(page.getByText('AI credits are counted for the whole workspace')).toBeVisible();
});

test("a project's Reports and files menu opens its Analytics; another workspace's project is not found", async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const { projectId } = await seedItems(page.request, 40, 'Garage sale');
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/data-dashboard\\?project=${projectId}$`));
  await expect(page.getByText('Figures for Garage sale')).toBeVisible();
  await expect(page.locator('[data-figure="Items"]')).toHaveText('40');

  await page.context().clearCookies();
  await signIn(uniqueEmail('other-workspace'));
  await page.goto(`/data-dashboard?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all projects' }).click();
  await expect(page.getByRole('heading', { name: 'No items yet' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a team member sees the workspace dashboard; an empty workspace says how items arrive', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  const admin = await signIn(uniqueEmail('analytics-admin'));
  await page.goto('/data-dashboard');
  await expect(page.getByRole('heading', { name: 'No items yet' })).toBeVisible();
  // No table of zeros: the credits appear once some AI work was done.
  await expect(page.getByRole('region', { name: 'AI credits used per month', exact: true })).toHaveCount(0);
  await shot(page, 'analytics-empty');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await seedItems(page.request, 25, 'Elm Street');
  await page.context().clearCookies();
  await signIn(uniqueEmail('analytics-member'), { subUserOf: admin.email });
  await page.goto('/projects');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(page.locator('[data-figure="Items"]')).toHaveText('25');
  await expect(page.getByRole('region', { name: 'AI credits used per month', exact: true })).toBeVisible();
});

test.describe('on a server without billing', () => {
  test.use({ baseURL: OFFLINE_URL });

  test('the dashboard shows no credit figures', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    await seedItems(page.request, 30);
    await page.goto('/data-dashboard');
    await expect(page.locator('[data-figure="Items"]')).toHaveText('30');
    await expect(page.getByRole('region', { name: 'By category', exact: true })).toBeVisible();
    await expect(page.getByText(/credit/i)).toHaveCount(0);
  });
});

test('a dashboard that fails to load says so and loads again on Retry', async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await signIn();
  await seedItems(page.request, 12);
  const failing = '**/api/analytics?*';
  await page.route(failing, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
  );
  await page.goto('/data-dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to load analytics. Please try again.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.unroute(failing);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-figure="Items"]')).toHaveText('12');
});
