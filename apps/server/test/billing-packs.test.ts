import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  PACKS,
  TEST_CARDS,
  type BillingOffers,
  type CheckoutCreated,
  type CheckoutState,
  type TestCheckout,
} from '@tagwise/core/schemas/billing';
import type { CreditBalance, CreditGrantList } from '@tagwise/core/schemas/credits';
import { checkoutSessions } from '../src/db/schema/billing.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Buying a credit pack with the built-in test provider, through the HTTP API as the browser does it: the
// offers, a checkout for the admin, the test checkout's cards, and the credits, added exactly once.

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async (label: string) => {
  const email = `${label}-${++counter}@example.com`;
  return { email, cookie: await t.signUp(email) };
};
const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response, status: number) =>
  (await json<{ error: { code: string; message: string } }>(res, status)).error;

async function priceIdOf(credits: number) {
  const offers = await json<BillingOffers>(await t.request('/api/billing/offers'));
  return offers.packs.find((pack) => pack.credits === credits)!.priceId;
}
async function startCheckout(cookie: string, credits = 500) {
  const res = await t.request('/api/billing/checkout', {
    method: 'POST',
    cookie,
    json: { priceId: await priceIdOf(credits), mode: 'payment' },
  });
  return json<CheckoutCreated>(res);
}
/** Pays on the test checkout as its page does: the payer's e-mail and a card (confirmed, for the card that asks). */
const pay = (sessionId: string, cardNumber: string, confirmed?: boolean) =>
  t.request(`/api/billing/test-checkout/${sessionId}/pay`, {
    method: 'POST',
    json: { email: 'admin@example.com', cardNumber, confirmed },
  });
const balance = async (cookie: string) => json<CreditBalance>(await t.request('/api/credits', { cookie }));

describe('credit packs with the test provider', () => {
  it('offers the three packs of the price list, in test mode, to anyone', async () => {
    const offers = await json<BillingOffers>(await t.request('/api/billing/offers'));
    expect(offers).toMatchObject({ provider: 'test', testMode: true });
    expect(offers.packs.map(({ credits, priceCents, popular }) => ({ credits, priceCents, popular }))).toEqual([
      { credits: 100, priceCents: 2000, popular: false },
      { credits: 250, priceCents: 4500, popular: false },
      { credits: 500, priceCents: 8000, popular: true },
    ]);
    for (const pack of offers.packs) expect(pack.priceId).toMatch(/^price_/);
    expect(offers.packs).toHaveLength(PACKS.length);
  });

  it('pays a 500 pack with the test card: the credits arrive once, and the checkout returns with them', async () => {
    const { cookie, email } = await admin('buyer');
    const before = await balance(cookie);
    const { sessionId, url } = await startCheckout(cookie);
    expect(url).toBe(`${t.config.publicUrl}/test-checkout/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_[\w-]{32}$/);

    const view = async (viewer?: string) =>
      json<TestCheckout>(await t.request(`/api/billing/test-checkout/${sessionId}`, viewer ? { cookie: viewer } : {}));
    const page = await view(cookie);
    expect(page).toMatchObject({ status: 'open', name: '500 credits', amountCents: 8000, credits: 500 });
    // The buyer is signed in: the receipt's address is theirs, not typed again.
    expect(page.customerEmail).toBe(email);
    // Anyone else holding the checkout's id (it travels in addresses) sees the checkout, not whose it is.
    expect(await view()).toMatchObject({ status: 'open', credits: 500, customerEmail: null });
    expect((await view((await admin('stranger')).cookie)).customerEmail).toBeNull();

    const paid = await json<{ outcome: string; redirectUrl: string }>(await pay(sessionId, '4242 4242 4242 4242'));
    expect(paid).toEqual({
      outcome: 'paid',
      redirectUrl: `${t.config.publicUrl}/checkout/success?session_id=${sessionId}&credits=500`,
    });
    const after = await balance(cookie);
    expect(after.packCredits).toBe(before.packCredits + 500);
    expect(after.available).toBe(before.available + 500);
    const { grants } = await json<CreditGrantList>(await t.request('/api/credits/grants', { cookie }));
    expect(grants).toEqual([expect.objectContaining({ reason: 'pack', credits: 500, remaining: 500 })]);

    // Paying again, or twice at once, adds nothing.
    expect((await errorOf(await pay(sessionId, TEST_CARDS.succeeds), 409)).message).toBe(
      BILLING_MESSAGES.checkoutClosed,
    );
    expect((await balance(cookie)).packCredits).toBe(after.packCredits);
    expect((await json<TestCheckout>(await t.request(`/api/billing/test-checkout/${sessionId}`))).status).toBe(
      'complete',
    );
  });

  it('two payments of one checkout at the same moment credit it once', async () => {
    const { cookie } = await admin('race');
    const { sessionId } = await startCheckout(cookie, 100);
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(sessionId, TEST_CARDS.succeeds)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await balance(cookie)).packCredits).toBe(100);
  });

  it('a declined card adds nothing, says so, and the checkout can still be paid with another', async () => {
    const { cookie } = await admin('declined');
    const { sessionId } = await startCheckout(cookie, 250);
    const declined = await errorOf(await pay(sessionId, TEST_CARDS.declined), 402);
    expect(declined.message).toBe(BILLING_MESSAGES.cardDeclined);
    expect((await json<TestCheckout>(await t.request(`/api/billing/test-checkout/${sessionId}`))).lastError).toBe(
      BILLING_MESSAGES.cardDeclined,
    );
    expect((await balance(cookie)).packCredits).toBe(0);
    expect((await errorOf(await pay(sessionId, '4111 1111 1111 1111'), 400)).message).toBe(
      BILLING_MESSAGES.notATestCard,
    );
    await json(await pay(sessionId, TEST_CARDS.succeeds));
    expect((await balance(cookie)).packCredits).toBe(250);
  });

  it('the card that asks for confirmation pays only once the card holder confirms', async () => {
    const { cookie } = await admin('confirm');
    const { sessionId } = await startCheckout(cookie, 100);
    expect(await json(await pay(sessionId, TEST_CARDS.requiresAction))).toEqual({
      outcome: 'requires_action',
      redirectUrl: null,
    });
    expect((await balance(cookie)).packCredits).toBe(0);
    expect((await errorOf(await pay(sessionId, TEST_CARDS.requiresAction, false), 402)).message).toBe(
      BILLING_MESSAGES.actionNotConfirmed,
    );
    expect((await json<{ outcome: string }>(await pay(sessionId, TEST_CARDS.requiresAction, true))).outcome).toBe(
      'paid',
    );
    expect((await balance(cookie)).packCredits).toBe(100);
  });

  it('a cancelled checkout returns to the cancel page and can no longer be paid', async () => {
    const { cookie } = await admin('cancel');
    const { sessionId } = await startCheckout(cookie, 100);
    const cancelled = await json<{ redirectUrl: string }>(
      await t.request(`/api/billing/test-checkout/${sessionId}/cancel`, { method: 'POST' }),
    );
    expect(cancelled.redirectUrl).toBe(`${t.config.publicUrl}/checkout/cancel`);
    expect((await errorOf(await pay(sessionId, TEST_CARDS.succeeds), 409)).message).toBe(
      BILLING_MESSAGES.checkoutClosed,
    );
    expect((await balance(cookie)).packCredits).toBe(0);
  });

  it('an expired checkout cannot be paid', async () => {
    const { cookie } = await admin('expired');
    const { sessionId } = await startCheckout(cookie, 100);
    await t.database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, sessionId));
    expect((await json<TestCheckout>(await t.request(`/api/billing/test-checkout/${sessionId}`))).status).toBe(
      'expired',
    );
    expect((await errorOf(await pay(sessionId, TEST_CARDS.succeeds), 409)).message).toBe(
      BILLING_MESSAGES.checkoutNotFound,
    );
    expect((await balance(cookie)).packCredits).toBe(0);
  });
});

describe('starting a checkout', () => {
  it('refuses a price id without the price_ prefix, an unknown price, a wrong mode, with the spec messages', async () => {
    const { cookie } = await admin('invalid');
    const start = (body: unknown) => t.request('/api/billing/checkout', { method: 'POST', cookie, json: body });
    // Validation names the field, as for every form (http/validation-hook.ts).
    expect((await errorOf(await start({ priceId: 'pack_500', mode: 'payment' }), 400)).message).toBe(
      `priceId: ${BILLING_MESSAGES.invalidPriceFormat}`,
    );
    expect((await errorOf(await start({ priceId: 'price_nothing', mode: 'payment' }), 400)).message).toBe(
      BILLING_MESSAGES.unknownPrice,
    );
    const priceId = await priceIdOf(100);
    expect((await errorOf(await start({ priceId, mode: 'setup' }), 400)).message).toBe(
      `mode: ${BILLING_MESSAGES.invalidMode}`,
    );
    expect((await errorOf(await start({ priceId, mode: 'subscription' }), 400)).message).toBe(
      BILLING_MESSAGES.packIsPayment,
    );
    expect(
      await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.priceId, 'price_nothing')),
    ).toEqual([]);
  });

  it('asks a visitor to sign in, and leaves buying to the workspace admin', async () => {
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { priceId: await priceIdOf(100), mode: 'payment' },
    });
    expect((await errorOf(res, 401)).message).toBe(BILLING_MESSAGES.mustSignInToBuy);

    const { email } = await admin('team');
    const helper = await t.signUpSubUser(`helper-${++counter}@example.com`, email);
    const refused = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: helper,
      json: { priceId: await priceIdOf(100), mode: 'payment' },
    });
    expect((await errorOf(refused, 403)).message).toBe(BILLING_MESSAGES.adminOnly);
  });

  it('an unknown checkout id is 404, and a checkout credits only the workspace that started it', async () => {
    expect((await errorOf(await t.request('/api/billing/test-checkout/cs_test_nothing'), 404)).message).toBe(
      BILLING_MESSAGES.checkoutNotFound,
    );
    const buyer = await admin('mine');
    const other = await admin('other');
    const { sessionId } = await startCheckout(buyer.cookie, 100);
    await json(await pay(sessionId, TEST_CARDS.succeeds));
    expect((await balance(buyer.cookie)).packCredits).toBe(100);
    expect((await balance(other.cookie)).packCredits).toBe(0);
  });

  it('the success page reads where its own checkout stands; another workspace gets 404', async () => {
    const buyer = await admin('confirm');
    const { sessionId } = await startCheckout(buyer.cookie, 250);
    const confirm = (cookie: string, id = sessionId) =>
      t.request(`/api/billing/checkouts/${id}/confirm`, { method: 'POST', cookie });
    expect(await json<CheckoutState>(await confirm(buyer.cookie))).toEqual({
      sessionId,
      status: 'open',
      mode: 'payment',
      credits: 250,
      trial: false,
    });
    await json(await pay(sessionId, TEST_CARDS.succeeds));
    expect(await json<CheckoutState>(await confirm(buyer.cookie))).toMatchObject({ status: 'complete', credits: 250 });
    expect((await balance(buyer.cookie)).packCredits).toBe(250);

    const other = await admin('confirm-other');
    expect((await errorOf(await confirm(other.cookie), 404)).message).toBe(BILLING_MESSAGES.checkoutNotFound);
    expect((await errorOf(await confirm(buyer.cookie, 'cs_test_nothing'), 404)).message).toBe(
      BILLING_MESSAGES.checkoutNotFound,
    );
    expect((await errorOf(await confirm(buyer.cookie, 'x'.repeat(101)), 400)).code).toBe('VALIDATION_FAILED');
  });
});
