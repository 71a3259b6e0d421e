import type { Page } from '@playwright/test';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { STRIPE_URL } from '../playwright.config.ts';
import { axeViolations } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// The plans journeys with Stripe as the payment provider (the third e2e server): the real `stripe` SDK
// talks to a loopback fake of Stripe's API, whose hosted checkout and portal pages the browser is sent to
// and which delivers signed webhook events to the server, as Stripe does. The same journeys as
// plans.spec.ts runs with the built-in test provider.

test.use({ baseURL: STRIPE_URL });

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /Account menu/ }).click();
  return page.getByRole('menu');
};

/** On Stripe's hosted checkout (the fake's), pays with the card it offers. */
async function payOnStripe(page: Page, button: string, email?: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_fake_\d+$/);
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: button }).click();
}

test('with Stripe: a visitor starts the Pro 600 trial, signs up claiming it, buys a pack and cancels', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('stripe-trial');
  await page.goto('/pricing');
  // Real money: no test-mode labels on Stripe's side of the app.
  await expect(page.getByText('Test mode.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start 7-Day Free Trial: Pro 600' }).click();
  await expect(page.getByText('7-day free trial: nothing is charged today.')).toBeVisible();
  await payOnStripe(page, 'Start trial', email);

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_fake_\d+&trial=true$/);
  await expect(page.getByText(BILLING_MESSAGES.trialPaymentSuccessSignIn)).toBeVisible();
  await expect(page.getByText('Test mode.')).toHaveCount(0);
  // The id travels in the address: in another browser, signed in to another account, it claims nothing.
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const stranger = await browser.newContext({ baseURL: STRIPE_URL });
  const session = await stranger.request.post('/api/test/sessions', { data: { email: uniqueEmail('stripe-other') } });
  await stranger.addCookies(((await session.json()) as { cookies: Parameters<typeof stranger.addCookies>[0] }).cookies);
  const refused = (await (
    await stranger.request.post('/api/billing/claim', { data: { sessionId } })
  ).json()) as unknown;
  expect(refused).toMatchObject({ success: false, code: 'not_payer' });
  await stranger.close();

  await page.getByRole('link', { name: 'Create your account' }).click();
  // The browser that paid on Stripe's page starts with the address typed there.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Tagwise-stripe-9');
  await page.getByRole('button', { name: 'Create Account & Claim Purchase' }).click();

  await expect(page).toHaveURL(/\/welcome\?session_id=cs_test_fake_\d+&trial=true&new_user=true$/);
  await expect(page.getByText(BILLING_MESSAGES.accountCreatedTrial)).toBeVisible();
  await expect(page.getByTestId('welcome-plan')).toContainText('7-Day Pro Trial');
  await expect(page.getByTestId('welcome-plan').getByTestId('trial-countdown')).toHaveText(/^6d 23h \d+m left$/);
  await expect(page.getByText('600 AI credits in your trial')).toBeVisible();
  await expect(page.getByText('Test mode.')).toHaveCount(0);

  // A pack on top: Stripe's page, then back to the app, which says "added" once the payment is in.
  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AI credits' });
  await dialog.getByRole('radio', { name: /100 credits/ }).check();
  await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
  await payOnStripe(page, 'Pay');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_fake_\d+&credits=100$/);
  await expect(page.getByText('100 AI credits were added to your workspace.')).toBeVisible();
  await expect(page.getByText('Test mode.')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const credits = (await (await page.request.get('/api/credits')).json()) as { available: number };
  expect(credits.available).toBe(700);

  // Cancelling goes to Stripe (cancel at the period's end); the trial stays to its end.
  await page.goto('/projects');
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await expect(page.getByText(BILLING_MESSAGES.cancelled)).toBeVisible();
  await page.waitForEvent('load');
  menu = await openAccountMenu(page);
  await expect(menu).toContainText('cancelled');

  // Manage Billing opens Stripe's portal for this customer, which shows the cancellation Stripe now has.
  const portalTab = page.context().waitForEvent('page');
  await menu.getByRole('menuitem', { name: 'Manage Billing' }).click();
  const portal = await portalTab;
  await expect(portal).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/portal\/bps_fake_\d+$/);
  await expect(portal.getByText(/price_e2e_pro_600: Cancels on \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await portal.getByRole('link', { name: 'Return to Tagwise' }).click();
  await expect(portal).toHaveURL(`${STRIPE_URL}/projects`);
});

test("with Stripe: a free operator subscribes to Pro 300, then cancels in Stripe's portal and the app follows", async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn();
  await page.goto('/choose-tier');
  await page.getByRole('button', { name: 'Get Started: Pro 300' }).click();
  await payOnStripe(page, 'Pay');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_fake_\d+$/);
  await expect(page.getByText('Your plan is active.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('welcome-plan')).toContainText('Pro 300');
  await expect(page.getByText('300 AI credits a month')).toBeVisible();

  // The test provider's own pages do not exist here: its portal address leads to the account page.
  await page.goto('/billing-portal');
  await expect(page).toHaveURL(/\/account$/);
  const plan = page.getByRole('region', { name: 'Your current plan' });
  await expect(plan).toContainText('Renews on');

  const portalTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  const portal = await portalTab;
  await portal.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(portal.getByText(/price_e2e_pro_300: Cancels on/)).toBeVisible();
  // Stripe's webhook told the app: the plan reads as cancelled, ending at its period's end.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your current plan' })).toContainText('Cancelled: ends on');
});
