import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { axeViolations, shot } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// Buying a credit pack with the built-in test provider, as an operator out of credits would: the credits
// dialog, the test checkout with its cards, the success and cancel pages, and the credits in the meter.

async function openCreditsDialog(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AI credits' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const creditsLeft = async (page: Page) => {
  const res = await page.request.get('/api/credits');
  return ((await res.json()) as { available: number; packCredits: number }).packCredits;
};

test('an admin buys the 250 pack: a declined card first, then the test card; the credits arrive once', async ({
  page,
  signIn,
}) => {
  const { email } = await signIn();
  await seedCredits(page.request, { usedThisPeriod: 10 });
  await page.goto('/projects');
  const dialog = await openCreditsDialog(page);
  await dialog.getByRole('radio', { name: /250 credits/ }).check();
  await dialog.getByRole('button', { name: 'Purchase Credits' }).click();

  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByRole('heading', { level: 1, name: '250 credits for $45' })).toBeVisible();
  await expect(page.getByText('Test mode.')).toBeVisible();
  await shot(page, 'test-checkout-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // The payer's e-mail: the signed-in buyer's to start with, and asked for when emptied, as on a hosted checkout.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('For the receipt.', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Pay $45' }).click();
  await expect(page.getByRole('alert')).toHaveText(BILLING_MESSAGES.payerEmailMissing);
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Pay $45' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidEmail);
  await page.getByLabel('Email').fill(uniqueEmail('pack-payer'));
  const card = page.getByLabel('Card number');
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $45' }).click();
  await expect(page.getByRole('alert')).toHaveText(BILLING_MESSAGES.cardDeclined);
  expect(await creditsLeft(page)).toBe(0);

  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $45' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_[\w-]+&credits=250$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText('250 AI credits were added to your workspace.')).toBeVisible();
  await shot(page, 'checkout-success-desktop');
  expect(await axeViolations(page)).toEqual([]);
  expect(await creditsLeft(page)).toBe(250);

  // Back in the app the meter counts them; going back to the paid checkout pays nothing again.
  await page.getByRole('link', { name: 'See your credits' }).click();
  await expect(page.getByText('Extra credits left: 250')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('This checkout is paid.')).toBeVisible();
  expect(await creditsLeft(page)).toBe(250);
});

test('the card that asks for confirmation pays after Confirm; a failed confirmation adds nothing', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/credit-history');
  await page.getByRole('button', { name: 'Buy credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AI credits' });
  await dialog.getByRole('radio', { name: /100 credits/ }).check();
  await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);

  await page.getByLabel('Email').fill(uniqueEmail('confirm-payer'));
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay $20' }).click();
  const confirm = page.getByRole('region', { name: 'Confirm this payment' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Fail confirmation' }).click();
  await expect(page.getByRole('alert')).toHaveText(BILLING_MESSAGES.actionNotConfirmed);
  expect(await creditsLeft(page)).toBe(0);
  // The failed attempt is over: the form is back, with the card field to try again.
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay $20' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?.*credits=100$/);
  expect(await creditsLeft(page)).toBe(100);
});

test('cancelling the checkout returns to the cancel page, charges nothing, and the checkout stays closed', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  const dialog = await openCreditsDialog(page);
  await expect(dialog.getByRole('radio', { name: /500 credits/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Cancel and return to Tagwise' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(checkoutUrl);
  await expect(page.getByText('This checkout was cancelled. Nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tagwise' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  expect(await creditsLeft(page)).toBe(0);
});

test('a team member is told to ask the admin, and an unknown checkout says so', async ({ page, signIn }) => {
  const admin = uniqueEmail('admin');
  await signIn(admin);
  await page.context().clearCookies();
  await signIn(uniqueEmail('helper'), { subUserOf: admin });
  await page.goto('/projects');
  const dialog = await openCreditsDialog(page);
  await expect(dialog).toContainText(BILLING_MESSAGES.adminOnly);
  await expect(dialog.getByRole('button', { name: 'Purchase Credits' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.goto('/test-checkout/cs_test_nothing');
  await expect(page.getByRole('alert')).toContainText('Checkout not found');
});

test('the success page says "added" only once the payment is in: confirming, still processing, then added', async ({
  page,
  signIn,
}) => {
  await signIn();
  // A checkout started but not paid (the payer came back by another way, or the payment is slow).
  const offers = (await (await page.request.get('/api/billing/offers')).json()) as {
    packs: { credits: number; priceId: string }[];
  };
  const priceId = offers.packs.find((pack) => pack.credits === 100)!.priceId;
  const { sessionId } = (await (
    await page.request.post('/api/billing/checkout', { data: { priceId, mode: 'payment' } })
  ).json()) as { sessionId: string };

  await page.clock.install();
  await page.goto(`/checkout/success?session_id=${sessionId}&credits=100`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByText('were added')).toHaveCount(0);
  // The spec's retry schedule spent (1.5 s, then ten reads up to 8 s apart): still open is "processing".
  // Each read waits for its answer before the next is timed, so the clock moves one delay at a time.
  const processing = page.getByRole('heading', { level: 1, name: 'Your payment is still being processed' });
  await expect(async () => {
    await page.clock.runFor(8_000);
    await expect(processing).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Your 100 AI credits will be added as soon as the payment is confirmed')).toBeVisible();
  await shot(page, 'checkout-processing-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await page.request.post(`/api/billing/test-checkout/${sessionId}/pay`, {
    data: { email: uniqueEmail('late-payer'), cardNumber: '4242424242424242' },
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('100 AI credits were added to your workspace.')).toBeVisible();
  expect(await creditsLeft(page)).toBe(100);

  // A checkout given up says so; an address without one, too.
  const cancelled = (await (
    await page.request.post('/api/billing/checkout', { data: { priceId, mode: 'payment' } })
  ).json()) as { sessionId: string };
  await page.request.post(`/api/billing/test-checkout/${cancelled.sessionId}/cancel`);
  await page.goto(`/checkout/success?session_id=${cancelled.sessionId}&credits=100`);
  await expect(page.getByRole('heading', { level: 1, name: 'This checkout was not completed' })).toBeVisible();
  await expect(page.getByText('It was cancelled. Nothing was charged.')).toBeVisible();
  await page.goto('/checkout/success');
  await expect(page.getByRole('heading', { level: 1, name: 'No payment to confirm' })).toBeVisible();
});

test('the welcome page says credits were added only for a checkout of this workspace, not for its address alone', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/welcome?credits=100');
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Free');
  await expect(page.getByText(/AI credits were added/)).toHaveCount(0);
  // Another workspace's (or no) checkout: not claimed, and nothing said to be added.
  await page.goto('/welcome?session_id=cs_test_not_ours&credits=100');
  await expect(
    page.getByText(BILLING_MESSAGES.maybeClaimed).or(page.getByText(BILLING_MESSAGES.linkFailed)),
  ).toBeVisible();
  await expect(page.getByText(/AI credits were added/)).toHaveCount(0);
});
