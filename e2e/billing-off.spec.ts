import { OFFLINE_URL } from '../playwright.config.ts';
import { axeViolations } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';

// A server without billing (BILLING_PROVIDER=none, the second e2e server): no plan, price or credit
// counter anywhere, and the plan pages lead on to the app.

test.use({ baseURL: OFFLINE_URL });

test('the public pages sell nothing: no trial, no pricing, Terms say nothing is billed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
  await expect(page.getByText('On the Pro and Enterprise plans')).toHaveCount(0);
  // No plan cards, and the calculator asks what running Tagwise costs rather than a plan's price.
  await expect(page.getByRole('heading', { name: 'Plans' })).toHaveCount(0);
  await expect(page.getByLabel('Monthly cost of running Tagwise ($)')).toHaveValue('99');
  await expect(page.getByLabel('Monthly plan cost ($)')).toHaveCount(0);
  // The prerendered page is this server's: no trial in the HTML before any script runs either.
  expect(await (await page.request.get('/')).text()).not.toContain('Free Trial');
  // Help and the features say nothing of plans, credits or trials.
  for (const path of ['/help', '/faq', '/features/image-enhancement']) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toContainText(/\bcredits?\b|\btrial\b|\bplans?\b/i);
  }
  await page.goto('/pricing');
  await expect(page).toHaveURL(`${OFFLINE_URL}/`);
  await page.goto('/terms');
  await expect(page.getByText('Nothing is billed on this server.')).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('signed in, the menus show no plan or credits, My Account has no plan, and the plan pages lead to the projects', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  for (const entry of ['Add Credits', 'Manage Plan', 'Manage Billing', 'Cancel Subscription']) {
    await expect(menu.getByRole('menuitem', { name: entry })).toHaveCount(0);
  }
  await expect(menu).not.toContainText(/credit/i);
  // My Account keeps the profile, the password and the team, without a plan.
  await menu.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage team' })).toBeVisible();
  await expect(page.getByText(/plan|credit/i)).toHaveCount(0);
  // Without billing every workspace may have a team.
  await page.getByRole('link', { name: 'Manage team' }).click();
  await expect(page.getByRole('button', { name: 'Add team member' }).first()).toBeVisible();
  for (const path of ['/choose-tier', '/credit-history', '/purchase-credits', '/welcome']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${OFFLINE_URL}/projects`);
  }
});
