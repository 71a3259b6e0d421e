import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  PACKS,
  PLANS,
  type BillingOffers,
  type CheckoutCreated,
  type CheckoutState,
  type VisitorCheckoutState,
  type ClaimResult,
  type PortalCreated,
  type PurchaseList,
  type SubscriptionView,
} from '@tagwise/core/schemas/billing';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { addMonths } from '@tagwise/core/credits/plan';
import { user } from '../src/db/schema/auth.ts';
import { billingEvents, checkoutSessions } from '../src/db/schema/billing.ts';
import { creditGrants, subscriptions } from '../src/db/schema/credits.ts';
import { claimedAs, payerCookieOf } from './support/claims.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  deliver,
  nowSeconds,
  signatureOf,
  startFakeStripe,
  type FakeEvent,
  type FakeStripe,
} from './fakes/stripe-server.ts';

// Tagwise with Stripe as its payment provider, the real `stripe` SDK talking to a fake Stripe API on
// loopback (fakes/stripe-server.ts): what the checkout asks Stripe for, the webhook's signed events applied
// exactly once and in Stripe's order, a visitor's purchase claimed, cancellation, the portal, and Stripe's
// refusals.

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_test_fake';
const PRICES = {
  basic: 'price_fake_basic',
  'pro-300': 'price_fake_pro_300',
  'pro-600': 'price_fake_pro_600',
  'pro-900': 'price_fake_pro_900',
  'pack-100': 'price_fake_pack_100',
  'pack-250': 'price_fake_pack_250',
  'pack-500': 'price_fake_pack_500',
} as const;
const DAY_SECONDS = 24 * 60 * 60;

let t: TestApp;
let fake: FakeStripe;
let publicUrl: string;
let counter = 0;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      STRIPE_PRICE_BASIC: PRICES.basic,
      STRIPE_PRICE_PRO_300: PRICES['pro-300'],
      STRIPE_PRICE_PRO_600: PRICES['pro-600'],
      STRIPE_PRICE_PRO_900: PRICES['pro-900'],
      STRIPE_PRICE_PACK_100: PRICES['pack-100'],
      STRIPE_PRICE_PACK_250: PRICES['pack-250'],
      STRIPE_PRICE_PACK_500: PRICES['pack-500'],
    },
  });
  publicUrl = t.config.publicUrl;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response, status: number) =>
  (await json<{ error: { code: string; message: string } }>(res, status)).error;
const post = (path: string, cookie?: string, body?: unknown) =>
  t.request(path, { method: 'POST', ...(cookie && { cookie }), ...(body !== undefined && { json: body }) });

/** A fresh account: the admin of its own workspace, on the free tier; its owner id is its user id. */
async function admin(label: string) {
  const email = `${label}-${++counter}@example.com`;
  const cookie = await t.signUp(email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, cookie, ownerId: row!.id };
}

/** Stripe posts its events itself: no browser Origin, no cookie. */
const appRequest = (path: string, init: RequestInit) => Promise.resolve(t.app.request(path, init));
const send = (event: FakeEvent, options?: Parameters<typeof deliver>[3]) =>
  deliver(appRequest, event, WEBHOOK_SECRET, options);
/** Delivers a correctly signed event; answers the webhook's outcome. */
const webhook = async (event: FakeEvent) =>
  (await json<{ received: boolean; outcome: string }>(await send(event))).outcome;

const subscription = async (cookie: string) =>
  json<SubscriptionView>(await t.request('/api/billing/subscription', { cookie }));
const balance = async (cookie: string) => json<CreditBalance>(await t.request('/api/credits', { cookie }));
const purchases = async (cookie: string) =>
  (await json<PurchaseList>(await t.request('/api/billing/purchases', { cookie }))).purchases;
const planRow = async (ownerId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId)))[0]!;
const checkoutRow = async (sessionId: string) =>
  (await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0];
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * A visitor opens a plan's checkout (before having an account); answers it with the signed cookie that
 * marks this browser as the payer's (decision 0022), which a claim from the same browser carries.
 */
async function visitorCheckout(body: { priceId: string; trial?: boolean; customerEmail?: string }) {
  const res = await post('/api/billing/signup-checkout', undefined, { mode: 'subscription', ...body });
  const created = await json<CheckoutCreated>(res);
  const payerCookie = payerCookieOf(res);
  expect(payerCookie).toBeDefined();
  return { ...created, payerCookie: payerCookie! };
}
const claim = async (cookie: string, sessionId: string) =>
  json<ClaimResult>(await post('/api/billing/claim', cookie, { sessionId }));

const checkout = (cookie: string, priceId: string, mode: 'payment' | 'subscription', trial?: boolean) =>
  post('/api/billing/checkout', cookie, { priceId, mode, trial });
/** The params the SDK sent to create this checkout session. */
const sessionParams = (sessionId: string) => fake.sessions.get(sessionId)!._params;

/**
 * An admin's plan, bought and paid: the checkout, Stripe completing it, and the checkout.session.completed
 * event delivered. Answers the fake's subscription and the events of the completion.
 */
async function buyPlan(cookie: string, tier: keyof typeof PRICES, trial?: boolean) {
  const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES[tier], 'subscription', trial));
  const paid = fake.complete(sessionId);
  expect(await webhook(paid.events[0]!)).toBe('applied');
  return { sessionId, subscription: paid.subscription!, events: paid.events };
}

describe('Stripe as the payment provider', () => {
  it('offers the plans and packs under the configured Stripe price ids, not in test mode', async () => {
    const offers = await json<BillingOffers>(await t.request('/api/billing/offers'));
    expect(offers).toMatchObject({ provider: 'stripe', testMode: false });
    expect(Object.fromEntries(offers.plans.map((plan) => [plan.tier, plan.priceId]))).toEqual({
      basic: 'price_fake_basic',
      'pro-300': 'price_fake_pro_300',
      'pro-600': 'price_fake_pro_600',
      'pro-900': 'price_fake_pro_900',
    });
    expect(Object.fromEntries(offers.packs.map((pack) => [pack.id, pack.priceId]))).toEqual({
      'pack-100': 'price_fake_pack_100',
      'pack-250': 'price_fake_pack_250',
      'pack-500': 'price_fake_pack_500',
    });
    expect(offers.plans).toHaveLength(PLANS.length);
    expect(offers.packs).toHaveLength(PACKS.length);
    // The built-in test provider's checkout pages are not there.
    expect((await t.request('/api/billing/test-checkout/cs_test_x')).status).toBe(404);
    expect((await post('/api/billing/test-checkout/cs_test_x/pay', undefined, { cardNumber: '4242' })).status).toBe(
      404,
    );
    // And the test provider's price ids are not sold.
    const { cookie } = await admin('testprice');
    expect((await errorOf(await checkout(cookie, 'price_test_pack_100', 'payment'), 400)).message).toBe(
      BILLING_MESSAGES.unknownPrice,
    );
  });

  it("an admin's Pro 600 trial: the checkout Stripe is asked for, then the webhook starts the trial", async () => {
    const { cookie, ownerId, email } = await admin('trial');
    const before = fake.requests.length;
    const created = await json<CheckoutCreated>(await checkout(cookie, PRICES['pro-600'], 'subscription', true));
    expect(created.sessionId).toMatch(/^cs_test_fake_\d+$/);
    expect(created.url).toBe(`${fake.url}/pay/${created.sessionId}`);
    // One request, the SDK's, with the secret key.
    const sent = fake.requests.slice(before);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(sent[0]!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent[0]!.params).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_fake_pro_600', quantity: '1' }],
      success_url: `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&trial=true`,
      cancel_url: `${publicUrl}/checkout/cancel`,
      client_reference_id: ownerId,
      // The buyer's own address, filled in on Stripe's page for the receipt.
      customer_email: email,
      subscription_data: { trial_period_days: '7' },
    });
    // Opening a checkout changes nothing yet.
    expect(await subscription(cookie)).toMatchObject({ provider: 'stripe', tier: 'freemium', paid: false });
    expect(await checkoutRow(created.sessionId)).toMatchObject({ ownerId, status: 'open', trial: 1, offer: 'pro-600' });

    const paid = fake.complete(created.sessionId);
    const sub = paid.subscription!;
    expect(paid.events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    const beforeWebhook = fake.requests.length;
    expect(await webhook(paid.events[0]!)).toBe('applied');
    // The webhook read the subscription from Stripe.
    expect(fake.requests.slice(beforeWebhook).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /v1/subscriptions/${sub.id}`,
    ]);

    const plan = await subscription(cookie);
    expect(plan).toEqual({
      provider: 'stripe',
      tier: 'pro-600',
      status: 'trialing',
      paid: true,
      trialing: true,
      monthlyCredits: 600,
      currentPeriodEnd: iso(sub.items.data[0]!.current_period_end),
      cancelAtPeriodEnd: false,
      trialAvailable: false,
    });
    expect(sub.items.data[0]!.current_period_end - sub.items.data[0]!.current_period_start).toBe(7 * DAY_SECONDS);
    expect(await balance(cookie)).toMatchObject({ tier: 'pro-600', allowance: 600, used: 0, available: 600 });
    expect(await purchases(cookie)).toEqual([
      {
        sessionId: created.sessionId,
        name: 'Pro 600',
        mode: 'subscription',
        amountCents: 0,
        credits: 600,
        trial: true,
        paidAt: (await checkoutRow(created.sessionId))!.completedAt!.toISOString(),
      },
    ]);
    expect(await planRow(ownerId)).toMatchObject({
      providerCustomerId: paid.session.customer,
      providerSubscriptionId: sub.id,
      providerPriceId: 'price_fake_pro_600',
      trialEndsAt: new Date(sub.trial_end! * 1000),
    });
    expect(await checkoutRow(created.sessionId)).toMatchObject({
      status: 'complete',
      providerCustomerId: paid.session.customer,
      providerSubscriptionId: sub.id,
    });
    // Stripe's customer.subscription.created says the same: applied, nothing moves.
    expect(await webhook(paid.events[1]!)).toBe('applied');
    expect(await subscription(cookie)).toEqual(plan);

    // Another plan is not a second checkout (two subscriptions, both charged): Stripe's portal switches it.
    const asked = fake.received('POST', '/v1/checkout/sessions').length;
    for (const trial of [true, false]) {
      expect((await errorOf(await checkout(cookie, PRICES['pro-900'], 'subscription', trial), 409)).message).toBe(
        BILLING_MESSAGES.changeInPortal,
      );
    }
    expect(fake.received('POST', '/v1/checkout/sessions')).toHaveLength(asked);
  });

  it('a pack: the payment checkout makes a customer, and its credits arrive once however often the event does', async () => {
    const { cookie, ownerId, email } = await admin('pack');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pack-100'], 'payment'));
    expect(sessionParams(sessionId)).toEqual({
      mode: 'payment',
      line_items: [{ price: 'price_fake_pack_100', quantity: '1' }],
      success_url: `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&credits=100`,
      cancel_url: `${publicUrl}/checkout/cancel`,
      client_reference_id: ownerId,
      customer_email: email,
      customer_creation: 'always',
    });
    expect((await balance(cookie)).packCredits).toBe(0);

    const [completed] = fake.complete(sessionId).events;
    expect(await webhook(completed!)).toBe('applied');
    expect(await balance(cookie)).toMatchObject({ packCredits: 100, available: 110 });
    // Stripe retries (a timeout on its side) and replays: acknowledged, nothing added.
    expect(await webhook(completed!)).toBe('duplicate');
    // The same session in another event (a later async_payment_succeeded): the checkout is already complete.
    const again = fake.event('checkout.session.async_payment_succeeded', completed!.data.object);
    expect(await webhook(again)).toBe('ignored');
    expect(await balance(cookie)).toMatchObject({ packCredits: 100, available: 110 });
    const grants = await t.database.db.select().from(creditGrants).where(eq(creditGrants.ownerId, ownerId));
    expect(grants).toMatchObject([{ reason: 'pack', credits: 100, remaining: 100, reference: sessionId }]);
    // The workspace is now Stripe's customer: the next checkout names it instead of making another.
    const customer = fake.sessions.get(sessionId)!.customer!;
    expect((await planRow(ownerId)).providerCustomerId).toBe(customer);
    const next = await json<CheckoutCreated>(await checkout(cookie, PRICES['pack-250'], 'payment'));
    expect(sessionParams(next.sessionId)).toMatchObject({ customer });
    expect(sessionParams(next.sessionId)).not.toHaveProperty('customer_creation');
    expect(await purchases(cookie)).toMatchObject([{ sessionId, name: '100 credits', amountCents: 2000 }]);
  });

  it('the same event delivered at the same moment several times is applied by exactly one delivery', async () => {
    const { cookie } = await admin('race');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pack-250'], 'payment'));
    const [completed] = fake.complete(sessionId).events;
    const outcomes = await Promise.all([1, 2, 3].map(() => webhook(completed!)));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await balance(cookie)).packCredits).toBe(250);
  });

  it('refuses an event whose signature does not match (tampered, another secret, none, too old): nothing changes', async () => {
    const { cookie } = await admin('tamper');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pack-500'], 'payment'));
    const [completed] = fake.complete(sessionId).events;
    const payload = JSON.stringify(completed);
    // Another event id, as a replay would need to pass as new.
    const tampered = JSON.stringify({ ...completed, id: 'evt_forged' });
    const refusals: Parameters<typeof send>[1][] = [
      // Signed for another payload.
      { payload: tampered, signature: signatureOf(payload, WEBHOOK_SECRET) },
      // Signed with another endpoint's secret.
      { payload, signature: signatureOf(payload, 'whsec_someone_else') },
      { payload, signature: null },
      { payload, signature: 'garbage' },
      // A replay of a signature older than the SDK's five minutes' tolerance.
      { payload, signature: signatureOf(payload, WEBHOOK_SECRET, nowSeconds() - 600) },
    ];
    for (const options of refusals) {
      const error = await errorOf(await send(completed!, options), 400);
      expect(error).toEqual({ code: 'BAD_REQUEST', message: 'The Stripe signature of this event does not match.' });
    }
    expect((await balance(cookie)).packCredits).toBe(0);
    expect(await checkoutRow(sessionId)).toMatchObject({ status: 'open', completedAt: null });
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, completed!.id))).toEqual([]);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_forged'))).toEqual([]);
    // The same event, signed as Stripe signs it, is applied: the refusals were the signatures'.
    expect(await webhook(completed!)).toBe('applied');
    expect((await balance(cookie)).packCredits).toBe(500);
  });

  it('applies subscription events in the order Stripe created them, whatever order they arrive in', async () => {
    const { cookie, ownerId } = await admin('order');
    const { subscription: sub } = await buyPlan(cookie, 'pro-600', true);
    const start = nowSeconds();
    // Created in this order by Stripe (T1 < T2)...
    const older = fake.subscriptionUpdated(sub.id, { status: 'trialing', cancel_at_period_end: false }, start + 60);
    const newer = fake.subscriptionUpdated(sub.id, { status: 'active', cancel_at_period_end: true }, start + 120);
    // ...delivered the other way round.
    expect(await webhook(newer)).toBe('applied');
    const cancelled = await subscription(cookie);
    expect(cancelled).toMatchObject({ tier: 'pro-600', status: 'active', paid: true, cancelAtPeriodEnd: true });
    expect(await webhook(older)).toBe('ignored');
    expect(await subscription(cookie)).toEqual(cancelled);
    expect((await planRow(ownerId)).providerStateAt).toEqual(new Date((start + 120) * 1000));

    // The subscription ends: the free tier, nothing left to manage.
    expect(await webhook(fake.subscriptionDeleted(sub.id, start + 180))).toBe('applied');
    expect(await subscription(cookie)).toMatchObject({
      tier: 'freemium',
      status: 'active',
      paid: false,
      cancelAtPeriodEnd: false,
    });
    expect(await balance(cookie)).toMatchObject({ tier: 'freemium', allowance: 10 });
    expect(await planRow(ownerId)).toMatchObject({ providerSubscriptionId: null, providerPriceId: null });
    // A late invoice of the ended subscription changes nothing.
    expect(await webhook(fake.invoiceEvent('invoice.paid', sub.id, start + 90))).toBe('ignored');
    expect((await errorOf(await post('/api/billing/portal', cookie, {}), 404)).message).toBe(
      BILLING_MESSAGES.noBillingAccount,
    );
  });

  it("a paid checkout's plan is as Stripe has it when the event arrives (read from Stripe, not the event)", async () => {
    const { cookie } = await admin('fresh');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pro-300'], 'subscription'));
    const paid = fake.complete(sessionId);
    // Between the event and its delivery (a retry hours later), the subscription changed at Stripe.
    const stored = fake.subscriptions.get(paid.subscription!.id)!;
    const periodEnd = stored.items.data[0]!.current_period_end + 3 * DAY_SECONDS;
    stored.items.data[0]!.current_period_end = periodEnd;
    stored.cancel_at_period_end = true;
    expect(await webhook(paid.events[0]!)).toBe('applied');
    expect(await subscription(cookie)).toMatchObject({
      tier: 'pro-300',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: iso(periodEnd),
    });
  });

  it('a failed invoice makes the plan past due (still paid), a paid one active again', async () => {
    const { cookie } = await admin('invoice');
    const { subscription: sub } = await buyPlan(cookie, 'pro-300');
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-300', status: 'active' });
    const start = nowSeconds();
    expect(await webhook(fake.invoiceEvent('invoice.payment_failed', sub.id, start + 60))).toBe('applied');
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-300', status: 'past_due', paid: true });
    expect(await balance(cookie)).toMatchObject({ tier: 'pro-300', allowance: 300 });
    expect(await webhook(fake.invoiceEvent('invoice.paid', sub.id, start + 120))).toBe('applied');
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-300', status: 'active', paid: true });
    // An invoice of a subscription nobody here has.
    const stranger = fake.event('invoice.paid', {
      id: 'in_fake_x',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_unknown' } },
    });
    expect(await webhook(stranger)).toBe('ignored');
  });

  it('a renewal (a new period) resets the credits used; another change in the same period does not', async () => {
    const { cookie, ownerId } = await admin('renewal');
    const { subscription: sub } = await buyPlan(cookie, 'basic');
    const item = sub.items.data[0]!;
    const setUsed = (used: number) =>
      t.database.db.update(subscriptions).set({ usedThisPeriod: used }).where(eq(subscriptions.ownerId, ownerId));
    await setUsed(37);
    expect(await balance(cookie)).toMatchObject({ tier: 'basic', allowance: 50, used: 37, available: 13 });
    const start = nowSeconds();

    // Same period, the cancellation flag only: the use stays.
    expect(await webhook(fake.subscriptionUpdated(sub.id, { cancel_at_period_end: true }, start + 60))).toBe('applied');
    expect(await balance(cookie)).toMatchObject({ used: 37 });
    expect((await subscription(cookie)).cancelAtPeriodEnd).toBe(true);

    const renewedStart = item.current_period_end;
    const renewedEnd = Math.floor(addMonths(new Date(renewedStart * 1000), 1).getTime() / 1000);
    const renewal = fake.subscriptionUpdated(
      sub.id,
      { cancel_at_period_end: false, current_period_start: renewedStart, current_period_end: renewedEnd },
      start + 120,
    );
    expect(await webhook(renewal)).toBe('applied');
    expect(await balance(cookie)).toMatchObject({
      tier: 'basic',
      used: 0,
      available: 50,
      periodStart: iso(renewedStart),
      periodEnd: iso(renewedEnd),
    });
    expect(await subscription(cookie)).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: iso(renewedEnd) });
  });

  it("a visitor's plan: the checkout without a workspace, paid, then claimed by a new account", async () => {
    const { sessionId, url, payerCookie } = await visitorCheckout({
      priceId: PRICES['pro-900'],
      trial: true,
      customerEmail: 'Visitor@Example.com',
    });
    expect(url).toBe(`${fake.url}/pay/${sessionId}`);
    const params = sessionParams(sessionId);
    expect(params).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_fake_pro_900', quantity: '1' }],
      success_url: `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&trial=true`,
      cancel_url: `${publicUrl}/checkout/cancel`,
      customer_email: 'Visitor@Example.com',
      subscription_data: { trial_period_days: '7' },
    });
    expect(params).not.toHaveProperty('client_reference_id');

    const paid = fake.complete(sessionId);
    const sub = paid.subscription!;
    // Stripe's subscription event may come first: nobody has the subscription yet.
    expect(await webhook(paid.events[1]!)).toBe('ignored');
    expect(await webhook(paid.events[0]!)).toBe('applied');
    expect(await checkoutRow(sessionId)).toMatchObject({
      ownerId: null,
      status: 'complete',
      providerCustomerId: paid.session.customer,
      providerSubscriptionId: sub.id,
    });

    const { cookie, ownerId } = await admin('claimer');
    expect(await claim(`${cookie}; ${payerCookie}`, sessionId)).toEqual(claimedAs('pro-900', true));
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-900', status: 'trialing', paid: true });
    expect(await planRow(ownerId)).toMatchObject({
      providerCustomerId: paid.session.customer,
      providerSubscriptionId: sub.id,
      providerPriceId: 'price_fake_pro_900',
    });
    // Stripe's later events about that subscription reach the workspace that claimed it (the claim read
    // Stripe's state just now: only an event created after it is news).
    const later = Math.floor(Date.now() / 1000) + 2;
    const updated = fake.subscriptionUpdated(sub.id, { status: 'active', cancel_at_period_end: true }, later);
    expect(await webhook(updated)).toBe('applied');
    expect(await subscription(cookie)).toMatchObject({
      tier: 'pro-900',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: iso(sub.items.data[0]!.current_period_end),
    });
    // And its portal is the customer's.
    const portal = await json<PortalCreated>(await post('/api/billing/portal', cookie, {}));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_\d+$/);
    expect(fake.received('POST', '/v1/billing_portal/sessions').at(-1)!.params.customer).toBe(paid.session.customer);
  });

  it('cancels at the period end at Stripe, keeps the plan after all, and changes nothing when Stripe refuses', async () => {
    const { cookie, ownerId } = await admin('cancel');
    const { subscription: sub } = await buyPlan(cookie, 'pro-300');
    const path = `/v1/subscriptions/${sub.id}`;

    const cancelled = await json<SubscriptionView>(await post('/api/billing/cancel', cookie));
    expect(cancelled).toMatchObject({ tier: 'pro-300', paid: true, cancelAtPeriodEnd: true });
    expect(fake.received('POST', path).map((request) => request.params)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect(await subscription(cookie)).toEqual(cancelled);

    const resumed = await json<SubscriptionView>(await post('/api/billing/resume', cookie));
    expect(resumed).toMatchObject({ tier: 'pro-300', cancelAtPeriodEnd: false });
    expect(fake.received('POST', path).at(-1)!.params).toEqual({ cancel_at_period_end: 'false' });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);

    for (const status of [400, 500] as const) {
      fake.failSubscriptionUpdates = status;
      const attempts = fake.received('POST', path).length;
      try {
        const error = await errorOf(await post('/api/billing/cancel', cookie), 502);
        expect(error).toEqual({ code: 'BAD_GATEWAY', message: BILLING_MESSAGES.cancelFailed });
      } finally {
        fake.failSubscriptionUpdates = null;
      }
      expect(fake.received('POST', path).length).toBeGreaterThan(attempts);
      expect(await subscription(cookie)).toEqual(resumed);
      expect((await planRow(ownerId)).cancelAtPeriodEnd).toBe(0);
    }
  });

  it('a plan the test provider sold before Stripe was set up is cancelled here alone (Stripe never had it)', async () => {
    const { cookie, ownerId } = await admin('local');
    await t.request('/api/credits', { cookie });
    await t.database.db
      .update(subscriptions)
      .set({
        tier: 'pro-300',
        status: 'active',
        providerSubscriptionId: 'sub_local_old',
        providerCustomerId: 'cus_local_old',
      })
      .where(eq(subscriptions.ownerId, ownerId));
    const asked = fake.received('POST', '/v1/subscriptions/sub_local_old').length;
    expect(await json<SubscriptionView>(await post('/api/billing/cancel', cookie))).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(fake.received('POST', '/v1/subscriptions/sub_local_old')).toHaveLength(asked);
  });

  it("a visitor's trial claimed after it ended at Stripe starts as Stripe has it: active, not a new trial", async () => {
    const { sessionId, payerCookie } = await visitorCheckout({ priceId: PRICES['pro-600'], trial: true });
    const paid = fake.complete(sessionId);
    expect(await webhook(paid.events[0]!)).toBe('applied');
    // Ten days on at Stripe: the trial became the paid plan with its first month.
    const start = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
    const end = start + 30 * 24 * 3600;
    fake.subscriptionUpdated(paid.subscription!.id, {
      status: 'active',
      current_period_start: start,
      current_period_end: end,
    });
    const { cookie } = await admin('late-claimer');
    expect(await claim(`${cookie}; ${payerCookie}`, sessionId)).toMatchObject({
      success: true,
      isTrial: false,
      tier: 'pro-600',
    });
    expect(await subscription(cookie)).toMatchObject({
      status: 'active',
      trialing: false,
      currentPeriodEnd: iso(end),
    });
  });

  it("a visitor's trial claimed by a workspace that already had its trial ends the trial at Stripe: billed from today", async () => {
    const { cookie } = await admin('second-trial');
    // This workspace's own trial first, through its own checkout.
    await buyPlan(cookie, 'pro-600', true);
    expect(await subscription(cookie)).toMatchObject({ status: 'trialing' });
    // Then, signed out, a visitor's trial checkout, claimed by the same workspace from the paying browser.
    const { sessionId, payerCookie } = await visitorCheckout({ priceId: PRICES['pro-900'], trial: true });
    const paid = fake.complete(sessionId);
    expect(await webhook(paid.events[0]!)).toBe('applied');
    expect(await claim(`${cookie}; ${payerCookie}`, sessionId)).toMatchObject({
      success: true,
      isTrial: false,
      tier: 'pro-900',
    });
    const ended = fake.received('POST', `/v1/subscriptions/${paid.subscription!.id}`);
    expect(ended.map((r) => r.params.trial_end)).toEqual(['now']);
    expect(fake.subscriptions.get(paid.subscription!.id)!.status).toBe('active');
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-900', status: 'active', trialing: false });
  });

  it('a visitor who signs up before Stripe delivers the webhook still gets the plan: the claim asks Stripe', async () => {
    const { sessionId, payerCookie } = await visitorCheckout({ priceId: PRICES['pro-300'] });
    const paid = fake.complete(sessionId);
    const { cookie, ownerId } = await admin('quick');
    expect(await claim(`${cookie}; ${payerCookie}`, sessionId)).toMatchObject({
      success: true,
      isTrial: false,
      tier: 'pro-300',
    });
    expect(fake.received('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
    expect(await planRow(ownerId)).toMatchObject({
      tier: 'pro-300',
      providerSubscriptionId: paid.subscription!.id,
      providerCustomerId: paid.session.customer,
    });
    // The webhook, when it comes, finds the checkout fulfilled and changes nothing.
    expect(await webhook(paid.events[0]!)).toBe('ignored');
    expect(await checkoutRow(sessionId)).toMatchObject({ ownerId, status: 'complete' });
    expect(await purchases(cookie)).toHaveLength(1);
  });

  it("a visitor's plan is found at a sign-up without the session id by the e-mail the payer gave Stripe", async () => {
    const email = `stripe-payer-${++counter}@example.com`;
    // Opened with no address: the payer types it on Stripe's page, which reports it in customer_details.
    const { sessionId } = await json<CheckoutCreated>(
      await post('/api/billing/signup-checkout', undefined, { priceId: PRICES['pro-600'], mode: 'subscription' }),
    );
    expect(sessionParams(sessionId)).not.toHaveProperty('customer_email');
    const paid = fake.complete(sessionId, { email: email.toUpperCase() });
    expect(await webhook(paid.events[0]!)).toBe('applied');
    expect(await checkoutRow(sessionId)).toMatchObject({ ownerId: null, status: 'complete', customerEmail: email });

    const cookie = await t.signUp(email);
    const sync = () => post('/api/billing/sync', cookie);
    // Only once its owner has proved the address.
    expect(await json(await sync())).toEqual({ success: true, tier: 'freemium' });
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect(await json(await sync())).toEqual({ success: true, tier: 'pro-600' });
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-600', status: 'active', paid: true });
    expect((await checkoutRow(sessionId))?.claimedAt).toBeInstanceOf(Date);
  });

  it('a payer back on the success page before the webhook: the checkout is asked of Stripe and its credits added once', async () => {
    const { cookie } = await admin('back-first');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pack-250'], 'payment'));
    const confirm = (who = cookie) => post(`/api/billing/checkouts/${sessionId}/confirm`, who);
    // Not paid yet (the payer pressed Back, or is still on Stripe's page): open, nothing added.
    expect(await json<CheckoutState>(await confirm())).toEqual({
      sessionId,
      status: 'open',
      mode: 'payment',
      credits: 250,
      trial: false,
    });
    expect((await balance(cookie)).packCredits).toBe(0);

    const [completed] = fake.complete(sessionId).events;
    expect(await json<CheckoutState>(await confirm())).toMatchObject({ status: 'complete', credits: 250 });
    expect(await balance(cookie)).toMatchObject({ packCredits: 250 });
    // Asked of Stripe while open only: once unpaid, once paid, then never again.
    const asked = fake.received('GET', `/v1/checkout/sessions/${sessionId}`).length;
    expect(asked).toBe(2);
    expect(await json<CheckoutState>(await confirm())).toMatchObject({ status: 'complete' });
    expect(fake.received('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(asked);
    // The webhook, arriving after, finds it fulfilled.
    expect(await webhook(completed!)).toBe('ignored');
    expect(await balance(cookie)).toMatchObject({ packCredits: 250 });

    // Another workspace cannot read it, nor a visitor.
    const other = await admin('back-other');
    expect((await errorOf(await confirm(other.cookie), 404)).message).toBe(BILLING_MESSAGES.checkoutNotFound);
    expect((await post(`/api/billing/checkouts/${sessionId}/confirm`)).status).toBe(401);
  });

  it("an admin's plan confirmed before its webhook starts as Stripe has it", async () => {
    const { cookie, ownerId } = await admin('plan-back-first');
    const { sessionId } = await json<CheckoutCreated>(await checkout(cookie, PRICES['pro-600'], 'subscription', true));
    const paid = fake.complete(sessionId);
    expect(await json<CheckoutState>(await post(`/api/billing/checkouts/${sessionId}/confirm`, cookie))).toMatchObject({
      status: 'complete',
      mode: 'subscription',
      trial: true,
    });
    expect(await planRow(ownerId)).toMatchObject({
      tier: 'pro-600',
      status: 'trialing',
      providerSubscriptionId: paid.subscription!.id,
    });
    expect(await webhook(paid.events[0]!)).toBe('ignored');
  });

  it("a stranger holding a Stripe checkout's id is refused and changes nothing at Stripe; the payer's confirmed address claims it", async () => {
    const email = `stripe-visitor-${++counter}@example.com`;
    const { sessionId, payerCookie } = await visitorCheckout({ priceId: PRICES['pro-600'], trial: true });
    // Paid on Stripe's page with the address typed there; the webhook is late.
    const paid = fake.complete(sessionId, { email });
    // A stranger whose workspace already had its trial: a payer's claim would end Stripe's trial now.
    const stranger = await admin('stripe-stranger');
    await buyPlan(stranger.cookie, 'pro-300');
    const askedBefore = fake.received('POST', `/v1/subscriptions/${paid.subscription!.id}`).length;
    expect(await claim(stranger.cookie, sessionId)).toEqual({
      success: false,
      isTrial: false,
      tier: 'pro-300',
      error: BILLING_MESSAGES.claimNotPayer('s***@example.com'),
      code: 'not_payer',
    });
    expect(fake.received('POST', `/v1/subscriptions/${paid.subscription!.id}`)).toHaveLength(askedBefore);
    expect(fake.subscriptions.get(paid.subscription!.id)!.status).toBe('trialing');
    // The claim asked Stripe and fulfilled the checkout meanwhile, as the webhook would: still nobody's.
    expect(await checkoutRow(sessionId)).toMatchObject({ status: 'complete', ownerId: null, customerEmail: email });

    // The success page in the paying browser is told the address, for the sign-up form; nobody else is.
    const visitorState = async (cookie?: string) =>
      json<VisitorCheckoutState>(await post(`/api/billing/signup-checkouts/${sessionId}/confirm`, cookie));
    expect(await visitorState(payerCookie)).toMatchObject({ status: 'complete', paidHere: true, payerEmail: email });
    expect(await visitorState()).toMatchObject({ status: 'complete', paidHere: false, payerEmail: null });

    // The payer in another browser: the same address, confirmed, claims it without the cookie.
    const cookie = await t.signUp(email);
    expect((await claim(cookie, sessionId)).code).toBe('confirm_email');
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect(await claim(cookie, sessionId)).toEqual(claimedAs('pro-600', true));
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-600', status: 'trialing' });
  });

  it('the success page in the paying browser asks Stripe when its webhook is late; an unknown id is not found', async () => {
    const { sessionId, payerCookie } = await visitorCheckout({ priceId: PRICES.basic });
    const confirm = (id = sessionId) => post(`/api/billing/signup-checkouts/${id}/confirm`, payerCookie);
    // Back before paying (the Back button): not paid, and it says so.
    expect(await json<VisitorCheckoutState>(await confirm())).toMatchObject({ status: 'open', paidHere: true });
    fake.complete(sessionId, { email: 'late-hook@example.com' });
    expect(await json<VisitorCheckoutState>(await confirm())).toEqual({
      sessionId,
      status: 'complete',
      trial: false,
      claimed: false,
      paidHere: true,
      payerEmail: 'late-hook@example.com',
    });
    expect((await checkoutRow(sessionId))?.status).toBe('complete');
    expect((await errorOf(await confirm('cs_test_unknown'), 404)).message).toBe(BILLING_MESSAGES.checkoutNotFound);
  });

  it('a claim of a checkout Stripe says is still unpaid is refused as not paid', async () => {
    const { sessionId } = await json<CheckoutCreated>(
      await post('/api/billing/signup-checkout', undefined, { priceId: PRICES['basic'], mode: 'subscription' }),
    );
    const { cookie } = await admin('early');
    expect(await json<ClaimResult>(await post('/api/billing/claim', cookie, { sessionId }))).toMatchObject({
      success: false,
      error: BILLING_MESSAGES.claimNotPaid,
    });
  });

  it("opens Stripe's portal for the workspace's customer, and says there is no billing account otherwise", async () => {
    const { cookie, ownerId } = await admin('portal');
    const portalRequests = () => fake.received('POST', '/v1/billing_portal/sessions');
    // No paid plan: Stripe is not asked.
    const asked = portalRequests().length;
    expect((await errorOf(await post('/api/billing/portal', cookie, {}), 404)).message).toBe(
      BILLING_MESSAGES.noBillingAccount,
    );
    expect(portalRequests()).toHaveLength(asked);

    const { sessionId } = await buyPlan(cookie, 'pro-900');
    const customer = fake.sessions.get(sessionId)!.customer!;
    const returnUrl = `${publicUrl}/account?tab=billing`;
    const { url } = await json<PortalCreated>(await post('/api/billing/portal', cookie, { returnUrl }));
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_\d+$/);
    expect(portalRequests().at(-1)!.params).toEqual({ customer, return_url: returnUrl });
    // A return address elsewhere is not passed on.
    await json(await post('/api/billing/portal', cookie, { returnUrl: 'https://evil.example/x' }));
    expect(portalRequests().at(-1)!.params).toEqual({ customer, return_url: `${publicUrl}/projects` });

    // A paid plan whose customer Stripe does not know (deleted there, another Stripe account's).
    await t.database.db
      .update(subscriptions)
      .set({ providerCustomerId: 'cus_gone' })
      .where(eq(subscriptions.ownerId, ownerId));
    const before = portalRequests().length;
    expect((await errorOf(await post('/api/billing/portal', cookie, {}), 404)).message).toBe(
      BILLING_MESSAGES.noBillingAccount,
    );
    expect(portalRequests()).toHaveLength(before + 1);
    expect(portalRequests().at(-1)!.params.customer).toBe('cus_gone');
  });

  it('a price Stripe does not have: 502 asking to contact support, and no checkout recorded', async () => {
    const { cookie, ownerId } = await admin('noprice');
    const before = fake.received('POST', '/v1/checkout/sessions').length;
    fake.failCheckouts = true;
    try {
      const error = await errorOf(await checkout(cookie, PRICES['pro-600'], 'subscription', true), 502);
      expect(error).toEqual({ code: 'BAD_GATEWAY', message: BILLING_MESSAGES.unknownPrice });
      const visitor = await post('/api/billing/signup-checkout', undefined, {
        priceId: PRICES.basic,
        mode: 'subscription',
      });
      expect((await errorOf(visitor, 502)).message).toBe(BILLING_MESSAGES.unknownPrice);
    } finally {
      fake.failCheckouts = false;
    }
    // Stripe was asked (and refused) both times.
    expect(fake.received('POST', '/v1/checkout/sessions')).toHaveLength(before + 2);
    expect(await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.ownerId, ownerId))).toEqual(
      [],
    );
    expect(await subscription(cookie)).toMatchObject({ tier: 'freemium', trialAvailable: true });
  });

  it('refuses a checkout address that is not on the payment provider, recording nothing', async () => {
    const { cookie, ownerId } = await admin('badurl');
    fake.checkoutUrlOverride = 'https://phish.example/pay/cs_x';
    try {
      const error = await errorOf(await checkout(cookie, PRICES['pack-100'], 'payment'), 502);
      expect(error.message).toBe('Invalid checkout URL format received from server');
    } finally {
      fake.checkoutUrlOverride = null;
    }
    expect(await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.ownerId, ownerId))).toEqual(
      [],
    );
  });
});

describe('the fake Stripe itself', () => {
  const client = (key: string) => {
    const endpoint = new URL(fake.url);
    return new Stripe(key, { host: endpoint.hostname, port: endpoint.port, protocol: 'http', maxNetworkRetries: 0 });
  };

  it("refuses another API key, and answers unknown objects and routes in Stripe's error shape", async () => {
    await expect(client('sk_test_wrong').subscriptions.retrieve('sub_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(client(SECRET_KEY).subscriptions.retrieve('sub_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_nope'",
    });
    const unknown = await client(SECRET_KEY)
      .customers.retrieve('cus_x')
      .catch((error: unknown) => error);
    expect(unknown).toMatchObject({ statusCode: 404 });
    expect((unknown as Error).message).toMatch(/^Unrecognized request URL \(GET: \/v1\/customers\/cus_x\)/);
    await expect(
      client(SECRET_KEY).billingPortal.sessions.create({ customer: 'cus_x', return_url: 'http://x/y' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', message: "No such customer: 'cus_x'" });
  });
});
