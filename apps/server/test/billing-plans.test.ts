import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BASIC_PROJECT_LIMIT,
  BILLING_MESSAGES,
  CLAIM_WINDOW_DAYS,
  PLANS,
  TEST_CARDS,
  TRIAL_DAYS,
  type BillingOffers,
  type CheckoutCreated,
  type ClaimRefusal,
  type ClaimResult,
  type PayTestCheckoutResult,
  type PortalCreated,
  type PurchaseList,
  type SubscriptionView,
  type SyncResult,
  type TestCheckout,
  type VisitorCheckoutState,
} from '@tagwise/core/schemas/billing';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { ProjectList } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { addMonths } from '@tagwise/core/credits/plan';
import { user } from '../src/db/schema/auth.ts';
import { checkoutSessions } from '../src/db/schema/billing.ts';
import { PAYER_COOKIE } from '../src/modules/billing/payer-browser.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { claimedAs, payerCookieOf } from './support/claims.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Monthly plans with the built-in test provider, through the HTTP API as the browser does it: the plans on
// offer, a plan (with or without the 7-day trial) bought by a workspace's admin or by a visitor who claims
// it after signing up, cancelling and keeping it, the end of a period, the portal, the purchase history,
// the manual sync by verified e-mail, and the Basic plan's project limit.

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let publicUrl: string;
let offers: BillingOffers;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
  publicUrl = t.config.publicUrl;
  offers = await json<BillingOffers>(await t.request('/api/billing/offers'));
});
afterAll(() => t.close());

const newEmail = (label: string) => `${label}-${++counter}@example.com`;
/** A fresh account: the admin of its own workspace, on the free tier. */
const admin = async (label: string) => {
  const email = newEmail(label);
  return { email, cookie: await t.signUp(email) };
};
const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response, status: number) =>
  (await json<{ error: { code: string; message: string } }>(res, status)).error;

type PaidTier = (typeof PLANS)[number]['tier'];
const planPrice = (tier: PaidTier) => offers.plans.find((plan) => plan.tier === tier)!.priceId;
const packPrice = (credits: number) => offers.packs.find((pack) => pack.credits === credits)!.priceId;

const post = (path: string, cookie?: string, body?: unknown) =>
  t.request(path, { method: 'POST', ...(cookie && { cookie }), ...(body !== undefined && { json: body }) });
/** Pays on the test checkout as its page does: the payer's e-mail and a card. */
const pay = (sessionId: string, cardNumber: string = TEST_CARDS.succeeds, email = 'payer@example.com') =>
  post(`/api/billing/test-checkout/${sessionId}/pay`, undefined, { email, cardNumber });
const checkoutView = async (sessionId: string) =>
  json<TestCheckout>(await t.request(`/api/billing/test-checkout/${sessionId}`));
/** The payer's e-mail kept with a checkout (a later sign-up with it finds the purchase). */
const keptEmail = async (sessionId: string) =>
  (
    await t.database.db
      .select({ email: checkoutSessions.customerEmail })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
  )[0]!.email;

/** Asks for a signed-in plan checkout; the answer as it came. */
const startPlanCheckoutRaw = (cookie: string, tier: PaidTier, trial?: boolean) =>
  post('/api/billing/checkout', cookie, { priceId: planPrice(tier), mode: 'subscription', trial });
/** Starts a signed-in plan checkout (not paid). */
const startPlanCheckout = async (cookie: string, tier: PaidTier, trial?: boolean) =>
  json<CheckoutCreated>(await startPlanCheckoutRaw(cookie, tier, trial));
/** Buys a plan for the signed-in admin's workspace: checkout, then the test card that pays. */
async function buyPlan(cookie: string, tier: PaidTier, trial?: boolean) {
  const { sessionId } = await startPlanCheckout(cookie, tier, trial);
  const paid = await json<PayTestCheckoutResult>(await pay(sessionId));
  expect(paid.outcome).toBe('paid');
  return { sessionId, redirectUrl: paid.redirectUrl };
}
async function buyPack(cookie: string, credits: number) {
  const { sessionId } = await json<CheckoutCreated>(
    await post('/api/billing/checkout', cookie, { priceId: packPrice(credits), mode: 'payment' }),
  );
  await json(await pay(sessionId));
  return sessionId;
}
/**
 * The payer's browser of each visitor checkout: the signed cookie opening it set (decision 0022), as the
 * browser would keep it. A request carrying it comes from the browser that paid.
 */
const payerBrowsers = new Map<string, string>();
/** A signed-in account's cookie, sent from the browser that paid this checkout. */
const inPayerBrowser = (cookie: string, sessionId: string) => `${cookie}; ${payerBrowsers.get(sessionId)!}`;
/** A visitor (no cookie) starts paying for a plan before signing up. */
async function visitorCheckout(tier: PaidTier, extra: { trial?: boolean; customerEmail?: string } = {}) {
  const res = await post('/api/billing/signup-checkout', undefined, {
    priceId: planPrice(tier),
    mode: 'subscription',
    ...extra,
  });
  const created = await json<CheckoutCreated>(res);
  payerBrowsers.set(created.sessionId, payerCookieOf(res)!);
  return created;
}
/** A visitor's plan checkout, paid (with the e-mail it was opened with, as its page starts with it): what waits to be claimed. */
async function visitorPaid(tier: PaidTier, extra: { trial?: boolean; customerEmail?: string } = {}) {
  const { sessionId } = await visitorCheckout(tier, extra);
  await json(await pay(sessionId, TEST_CARDS.succeeds, extra.customerEmail));
  return sessionId;
}
const claim = async (cookie: string, sessionId: string) =>
  json<ClaimResult>(await post('/api/billing/claim', cookie, { sessionId }));
/** Claims from the browser that paid (its cookie beside the account's). */
const claimAsPayer = (cookie: string, sessionId: string) => claim(inPayerBrowser(cookie, sessionId), sessionId);

const subscription = async (cookie: string) =>
  json<SubscriptionView>(await t.request('/api/billing/subscription', { cookie }));
const balance = async (cookie: string) => json<CreditBalance>(await t.request('/api/credits', { cookie }));
const purchases = async (cookie: string) =>
  (await json<PurchaseList>(await t.request('/api/billing/purchases', { cookie }))).purchases;

/** The workspace owner id of an admin (their user id), to move its subscription in time. */
async function ownerIdOf(email: string) {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}
const setSubscription = async (email: string, values: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.ownerId, await ownerIdOf(email)));

/** Within a minute of the expected instant: the server takes its own `now`. */
const expectNear = (iso: string, expectedMs: number) =>
  expect(Math.abs(new Date(iso).getTime() - expectedMs)).toBeLessThan(60_000);

describe('the plans on offer', () => {
  it('lists the four plans of the price list, with their prices, credits, trials and price ids', () => {
    expect(offers).toMatchObject({ provider: 'test', testMode: true });
    expect(
      offers.plans.map(({ tier, name, priceCents, credits, popular, trial }) => ({
        tier,
        name,
        priceCents,
        credits,
        popular,
        trial,
      })),
    ).toEqual([
      { tier: 'basic', name: 'Basic', priceCents: 900, credits: 50, popular: false, trial: false },
      { tier: 'pro-300', name: 'Pro 300', priceCents: 3900, credits: 300, popular: false, trial: false },
      { tier: 'pro-600', name: 'Pro 600', priceCents: 6900, credits: 600, popular: true, trial: true },
      { tier: 'pro-900', name: 'Pro 900', priceCents: 9900, credits: 900, popular: false, trial: true },
    ]);
    // Everything else (descriptions, features) exactly as PLANS says, and a distinct price id for each.
    expect(offers.plans).toMatchObject(PLANS.map((plan) => ({ ...plan, features: [...plan.features] })));
    for (const plan of offers.plans) expect(plan.priceId).toMatch(/^price_/);
    expect(new Set(offers.plans.map((plan) => plan.priceId)).size).toBe(PLANS.length);
  });
});

describe('an admin buys a plan', () => {
  it('Pro 600 with the trial: trialing for 7 days with its 600 credits, and the trial is used up', async () => {
    const { cookie } = await admin('trial');
    expect(await subscription(cookie)).toMatchObject({ tier: 'freemium', paid: false, trialAvailable: true });

    const { sessionId, url } = await startPlanCheckout(cookie, 'pro-600', true);
    expect(url).toBe(`${publicUrl}/test-checkout/${sessionId}`);
    expect(await checkoutView(sessionId)).toMatchObject({
      status: 'open',
      mode: 'subscription',
      name: 'Pro 600',
      trial: true,
      credits: 600,
      amountCents: 6900,
    });

    const paid = await json<PayTestCheckoutResult>(await pay(sessionId, '4242424242424242'));
    expect(paid).toEqual({
      outcome: 'paid',
      redirectUrl: `${publicUrl}/checkout/success?session_id=${sessionId}&trial=true`,
    });
    const plan = await subscription(cookie);
    expect(plan).toMatchObject({
      provider: 'test',
      tier: 'pro-600',
      status: 'trialing',
      paid: true,
      trialing: true,
      cancelAtPeriodEnd: false,
      trialAvailable: false,
    });
    expectNear(plan.currentPeriodEnd, Date.now() + TRIAL_DAYS * DAY_MS);
    expect(await balance(cookie)).toMatchObject({ tier: 'pro-600', allowance: 600, used: 0, available: 600 });
    expect((await checkoutView(sessionId)).status).toBe('complete');
  });

  it('Pro 300 without a trial: active for a month, its credits at once', async () => {
    const { cookie } = await admin('pro300');
    const { sessionId, redirectUrl } = await buyPlan(cookie, 'pro-300');
    expect(redirectUrl).toMatch(new RegExp(`^${publicUrl}/checkout/success\\?session_id=cs_test_[\\w-]+$`));
    // /welcome claims the session id it is given: the workspace's own checkout is a success.
    expect(await claim(cookie, sessionId)).toEqual(claimedAs('pro-300', false));
    const plan = await subscription(cookie);
    expect(plan).toMatchObject({
      tier: 'pro-300',
      status: 'active',
      paid: true,
      trialing: false,
      // The trial is for a workspace's first plan: a paying one upgrades without it.
      trialAvailable: false,
    });
    expectNear(plan.currentPeriodEnd, addMonths(new Date(), 1).getTime());
    expect((await errorOf(await startPlanCheckoutRaw(cookie, 'pro-600', true), 409)).message).toBe(
      BILLING_MESSAGES.trialUsed,
    );
    expect(await balance(cookie)).toMatchObject({ allowance: 300, available: 300 });
  });

  it('a workspace gets one trial: a second trial checkout is refused once the first is paid', async () => {
    const { cookie } = await admin('again');
    await buyPlan(cookie, 'pro-600', true);
    const again = await post('/api/billing/checkout', cookie, {
      priceId: planPrice('pro-900'),
      mode: 'subscription',
      trial: true,
    });
    expect((await errorOf(again, 409)).message).toBe(BILLING_MESSAGES.trialUsed);
    // Without the trial it can still buy a plan.
    await buyPlan(cookie, 'pro-900');
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-900', status: 'active', trialAvailable: false });
  });

  it('two trial checkouts opened before either is paid give one trial: the second starts paid', async () => {
    const { cookie } = await admin('twotrials');
    const first = await startPlanCheckout(cookie, 'pro-600', true);
    const second = await startPlanCheckout(cookie, 'pro-900', true);
    await json(await pay(first.sessionId));
    await json(await pay(second.sessionId));
    const plan = await subscription(cookie);
    expect(plan).toMatchObject({ tier: 'pro-900', status: 'active', trialing: false, trialAvailable: false });
    expectNear(plan.currentPeriodEnd, addMonths(new Date(), 1).getTime());
    // The history says what each purchase turned out to be: the second is the plan at its price.
    expect(await purchases(cookie)).toMatchObject([
      { sessionId: second.sessionId, name: 'Pro 900', amountCents: 9900, trial: false },
      { sessionId: first.sessionId, name: 'Pro 600', amountCents: 0, trial: true },
    ]);
  });

  it('refuses a trial on a plan without one, the wrong mode, and a malformed price id', async () => {
    const { email, cookie } = await admin('refused');
    const start = (body: unknown) => post('/api/billing/checkout', cookie, body);
    for (const tier of ['pro-300', 'basic'] as const) {
      const res = await start({ priceId: planPrice(tier), mode: 'subscription', trial: true });
      expect((await errorOf(res, 400)).message).toBe(BILLING_MESSAGES.noTrialOnPlan);
    }
    expect((await errorOf(await start({ priceId: planPrice('pro-600'), mode: 'payment' }), 400)).message).toBe(
      BILLING_MESSAGES.planIsSubscription,
    );
    expect((await errorOf(await start({ priceId: packPrice(100), mode: 'subscription' }), 400)).message).toBe(
      BILLING_MESSAGES.packIsPayment,
    );
    // Validation names the field, as for every form (http/validation-hook.ts).
    expect((await errorOf(await start({ priceId: 'pro_600', mode: 'subscription' }), 400)).message).toBe(
      `priceId: ${BILLING_MESSAGES.invalidPriceFormat}`,
    );
    // None of the refusals opened a checkout, nor touched the plan or the trial.
    expect(
      await t.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.buyerUserId, await ownerIdOf(email))),
    ).toEqual([]);
    expect(await subscription(cookie)).toMatchObject({ tier: 'freemium', trialAvailable: true });
  });
});

describe('a visitor buys a plan and claims it after signing up', () => {
  it('pays the Pro 600 trial, then the new account claims it once: trialing Pro 600', async () => {
    const { sessionId, url } = await visitorCheckout('pro-600', { trial: true });
    expect(url).toBe(`${publicUrl}/test-checkout/${sessionId}`);
    expect(await checkoutView(sessionId)).toMatchObject({ name: 'Pro 600', trial: true, status: 'open' });
    const paid = await json<PayTestCheckoutResult>(await pay(sessionId));
    expect(paid.redirectUrl).toBe(`${publicUrl}/checkout/success?session_id=${sessionId}&trial=true`);

    const { cookie, email } = await admin('claimer');
    expect(await claimAsPayer(cookie, sessionId)).toEqual(claimedAs('pro-600', true));
    const plan = await subscription(cookie);
    expect(plan).toMatchObject({ tier: 'pro-600', status: 'trialing', paid: true, trialAvailable: false });
    expectNear(plan.currentPeriodEnd, Date.now() + TRIAL_DAYS * DAY_MS);
    expect(await balance(cookie)).toMatchObject({ allowance: 600, available: 600 });

    // Another new account cannot take it, and stays on the free tier.
    const late = await admin('late');
    expect(await claim(late.cookie, sessionId)).toEqual({
      success: false,
      isTrial: false,
      tier: 'freemium',
      error: BILLING_MESSAGES.claimAlreadyClaimed,
      code: 'already_claimed',
    });
    expect(await subscription(late.cookie)).toMatchObject({ tier: 'freemium', paid: false });
    // Claiming it again by its owner (a reload of /welcome) is a success that changes nothing: the period
    // and its use stay as they were.
    await setSubscription(email, { usedThisPeriod: 7 });
    const before = await subscription(cookie);
    expect(await claim(cookie, sessionId)).toEqual(claimedAs('pro-600', true));
    expect(await subscription(cookie)).toEqual(before);
    expect((await balance(cookie)).used).toBe(7);
  });

  it('two accounts claiming one purchase at the same moment: exactly one gets it', async () => {
    const sessionId = await visitorPaid('pro-900', { trial: true });
    const accounts = await Promise.all([admin('race-a'), admin('race-b'), admin('race-c')]);
    // Three accounts signed up in the browser that paid: each may claim it, one gets it.
    const results = await Promise.all(accounts.map(({ cookie }) => claimAsPayer(cookie, sessionId)));
    expect(results.filter((result) => result.success)).toHaveLength(1);
    const tiers = await Promise.all(accounts.map(async ({ cookie }) => (await subscription(cookie)).tier));
    expect(tiers.sort()).toEqual(['freemium', 'freemium', 'pro-900']);
  });

  it('refuses an unpaid checkout, an unknown id, a pack, a plan bought by a workspace, and a late claim', async () => {
    const { cookie } = await admin('refusals');
    const refused = (code: ClaimRefusal, error: string) => ({
      success: false,
      isTrial: false,
      tier: 'freemium',
      error,
      code,
    });

    const open = await visitorCheckout('pro-600', { trial: true });
    expect(await claim(cookie, open.sessionId)).toEqual(refused('not_paid', BILLING_MESSAGES.claimNotPaid));
    expect(await claim(cookie, 'cs_test_nothing')).toEqual(refused('not_found', BILLING_MESSAGES.claimNotFound));

    // Another workspace's purchases are not claimable: a pack is not a plan, a plan already has its workspace.
    const other = await admin('other');
    const pack = await buyPack(other.cookie, 100);
    expect(await claim(cookie, pack)).toEqual(refused('not_found', BILLING_MESSAGES.claimNotFound));
    const { sessionId: otherPlan } = await buyPlan(other.cookie, 'pro-300');
    expect(await claim(cookie, otherPlan)).toEqual(refused('already_claimed', BILLING_MESSAGES.claimAlreadyClaimed));

    // Past the claim window after payment.
    const late = await visitorPaid('pro-300');
    await t.database.db
      .update(checkoutSessions)
      .set({ completedAt: new Date(Date.now() - (CLAIM_WINDOW_DAYS + 1) * DAY_MS) })
      .where(eq(checkoutSessions.id, late));
    expect(await claim(cookie, late)).toEqual(refused('expired', BILLING_MESSAGES.claimExpired));

    expect(await subscription(cookie)).toMatchObject({ tier: 'freemium', paid: false, trialAvailable: true });
    expect(await subscription(other.cookie)).toMatchObject({ tier: 'pro-300' });
  });

  it('a visitor checkout sells plans only, by price id and mode', async () => {
    const start = (body: unknown) => post('/api/billing/signup-checkout', undefined, body);
    expect((await errorOf(await start({ priceId: planPrice('pro-600'), mode: 'payment' }), 400)).message).toBe(
      `mode: ${BILLING_MESSAGES.planIsSubscription}`,
    );
    expect((await errorOf(await start({ priceId: packPrice(500), mode: 'subscription' }), 400)).message).toBe(
      BILLING_MESSAGES.packIsPayment,
    );
    expect(
      (await errorOf(await start({ priceId: planPrice('basic'), mode: 'subscription', trial: true }), 400)).message,
    ).toBe(BILLING_MESSAGES.noTrialOnPlan);
    expect((await errorOf(await start({ priceId: 'pro_600', mode: 'subscription' }), 400)).message).toBe(
      `priceId: ${BILLING_MESSAGES.invalidPriceFormat}`,
    );
  });

  it('an account that already had its trial claims a trial purchase as the paid plan', async () => {
    const { cookie } = await admin('hadtrial');
    await buyPlan(cookie, 'pro-600', true);
    const sessionId = await visitorPaid('pro-900', { trial: true });
    expect(await claimAsPayer(cookie, sessionId)).toEqual(claimedAs('pro-900', false));
    const plan = await subscription(cookie);
    expect(plan).toMatchObject({ tier: 'pro-900', status: 'active', trialing: false, paid: true });
    expectNear(plan.currentPeriodEnd, addMonths(new Date(), 1).getTime());
    expect(await balance(cookie)).toMatchObject({ allowance: 900, available: 900 });
    expect((await purchases(cookie))[0]).toMatchObject({ sessionId, amountCents: 9900, trial: false });
  });

  it("billing is the admin's: a team member cannot claim, sync, read the purchases or confirm a checkout", async () => {
    const boss = await admin('boss');
    const memberEmail = newEmail('member');
    const member = await t.signUpSubUser(memberEmail, boss.email);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, memberEmail));
    // Paid by a visitor with the member's own (verified) address: still not the member's to take.
    const sessionId = await visitorPaid('pro-600', { trial: true, customerEmail: memberEmail });
    const refused = async (res: Response, message: string) => expect((await errorOf(res, 403)).message).toBe(message);
    await refused(
      await post('/api/billing/claim', inPayerBrowser(member, sessionId), { sessionId }),
      BILLING_MESSAGES.claimAdminOnly,
    );
    await refused(await post('/api/billing/sync', member), BILLING_MESSAGES.claimAdminOnly);
    expect((await checkoutView(sessionId)).status).toBe('complete');
    expect(await subscription(member)).toMatchObject({ tier: 'freemium' });

    expect((await claimAsPayer(boss.cookie, sessionId)).success).toBe(true);
    await refused(await t.request('/api/billing/purchases', { cookie: member }), BILLING_MESSAGES.billingAdminOnly);
    await refused(await post(`/api/billing/checkouts/${sessionId}/confirm`, member), BILLING_MESSAGES.billingAdminOnly);
    // The admin has both; the member sees the workspace's plan.
    expect(await purchases(boss.cookie)).toHaveLength(1);
    expect((await post(`/api/billing/checkouts/${sessionId}/confirm`, boss.cookie)).status).toBe(200);
    expect(await subscription(member)).toMatchObject({ tier: 'pro-600', status: 'trialing' });
  });
});

describe('a claim is bound to the payer (decision 0022)', () => {
  const notPayer = (masked: string | null) => ({
    success: false,
    isTrial: false,
    tier: 'freemium',
    error: BILLING_MESSAGES.claimNotPayer(masked),
    code: 'not_payer',
  });
  const unclaimed = async (sessionId: string) => {
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    return row!.ownerId === null && row!.claimedAt === null;
  };

  it('refuses another account that holds the id, telling how the payer claims it; the payer then claims it', async () => {
    const payerEmail = newEmail('visitor');
    const sessionId = await visitorPaid('pro-600', { trial: true, customerEmail: payerEmail });
    // Another account, its own address confirmed, pasted the id (it travels in addresses): refused, and the
    // payer's address is not given away.
    const stranger = await admin('stranger');
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, stranger.email));
    const refusal = await claim(stranger.cookie, sessionId);
    expect(refusal).toEqual(notPayer(`${payerEmail[0]}***@example.com`));
    expect(refusal.error).toBe(
      `Sign in with the address you paid with (${payerEmail[0]}***@example.com) and confirm it, or open the link in the browser you paid with.`,
    );
    expect(refusal.error).not.toContain(payerEmail);
    expect(await subscription(stranger.cookie)).toMatchObject({ tier: 'freemium', trialAvailable: true });
    expect(await unclaimed(sessionId)).toBe(true);
    // The sync finds nothing for the stranger either.
    expect(await json<SyncResult>(await post('/api/billing/sync', stranger.cookie))).toEqual({
      success: true,
      tier: 'freemium',
    });

    // The payer, signing up in the browser that paid, claims it: not told it is already claimed.
    const payer = await admin('payer-browser');
    expect(await claimAsPayer(payer.cookie, sessionId)).toMatchObject({ success: true, tier: 'pro-600', code: null });
  });

  it('the payer in a new browser: the same address, once confirmed through the e-mailed link, claims the plan', async () => {
    const email = newEmail('new-browser');
    const sessionId = await visitorPaid('pro-900', { trial: true, customerEmail: email });
    // Signed up elsewhere with the address paid with (not confirmed at sign-up, decision 0003).
    const cookie = await t.signUp(email.toUpperCase());
    expect(await claim(cookie, sessionId)).toEqual({
      success: false,
      isTrial: false,
      tier: 'freemium',
      error: BILLING_MESSAGES.claimConfirmEmail,
      code: 'confirm_email',
    });
    expect(await unclaimed(sessionId)).toBe(true);

    // "Confirm your e-mail to claim": better-auth's verification mail, whose link comes back to the claim.
    const callbackURL = `/welcome?session_id=${sessionId}&trial=true`;
    const asked = await post('/api/auth/send-verification-email', cookie, { email, callbackURL });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const mailbox = (await (await t.request('/api/dev/mailbox')).json()) as {
      messages: { to: string; text: string }[];
    };
    const mail = mailbox.messages.find((message) => message.to === email);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.text)![0]);
    const opened = await t.request(link.pathname + link.search, { cookie, redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(callbackURL);

    expect(await claim(cookie, sessionId)).toEqual(claimedAs('pro-900', true));
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-900', status: 'trialing' });
  });

  it("accepts the cookie of the browser that paid the test checkout, but not another checkout's, nor a forged one", async () => {
    const sessionId = await visitorPaid('basic');
    const other = await visitorPaid('basic');
    const { cookie } = await admin('forger');
    // The cookie of a checkout this browser did pay says nothing about another one.
    expect(await claim(inPayerBrowser(cookie, other), sessionId)).toEqual(notPayer('p***@example.com'));
    // A cookie naming this checkout, but not signed by the server: refused.
    const forged = `${PAYER_COOKIE}=${encodeURIComponent(`${sessionId}.${'A'.repeat(43)}=`)}`;
    expect(await claim(`${cookie}; ${forged}`, sessionId)).toEqual(notPayer('p***@example.com'));
    const tampered = payerBrowsers.get(other)!.replace(encodeURIComponent(other), encodeURIComponent(sessionId));
    expect(await claim(`${cookie}; ${tampered}`, sessionId)).toEqual(notPayer('p***@example.com'));

    // Opened in one browser, paid in another: the paying browser gets the cookie too.
    const { sessionId: paidElsewhere } = await visitorCheckout('basic');
    const paid = await pay(paidElsewhere);
    expect(paid.status).toBe(200);
    const payingBrowser = payerCookieOf(paid);
    expect(payingBrowser).toBeDefined();
    expect((await claim(`${cookie}; ${payingBrowser!}`, paidElsewhere)).success).toBe(true);
    expect(await unclaimed(sessionId)).toBe(true);
  });

  it('the manual sync claims a plan paid in this browser, without a confirmed address', async () => {
    const sessionId = await visitorPaid('pro-300', { customerEmail: newEmail('sync-browser') });
    const { cookie } = await admin('sync-browser-account');
    expect(await json<SyncResult>(await post('/api/billing/sync', cookie))).toEqual({
      success: true,
      tier: 'freemium',
    });
    expect(await json<SyncResult>(await post('/api/billing/sync', inPayerBrowser(cookie, sessionId)))).toEqual({
      success: true,
      tier: 'pro-300',
    });
  });
});

describe("the page after a visitor's checkout asks where it stands", () => {
  const confirm = (sessionId: string, cookie?: string) =>
    post(`/api/billing/signup-checkouts/${encodeURIComponent(sessionId)}/confirm`, cookie);
  const state = async (sessionId: string, cookie?: string) =>
    json<VisitorCheckoutState>(await confirm(sessionId, cookie));

  it('says paid only when paid, tells the payer e-mail to the paying browser alone, and knows no other id', async () => {
    const email = newEmail('success-page');
    const { sessionId } = await visitorCheckout('pro-600', { trial: true });
    const payerBrowser = payerBrowsers.get(sessionId)!;
    expect(await state(sessionId, payerBrowser)).toEqual({
      sessionId,
      status: 'open',
      trial: true,
      claimed: false,
      paidHere: true,
      payerEmail: null,
    });
    await json(await pay(sessionId, TEST_CARDS.succeeds, email));
    expect(await state(sessionId, payerBrowser)).toMatchObject({
      status: 'complete',
      paidHere: true,
      payerEmail: email,
    });
    // Whoever else holds the address: where it stands, not who paid.
    expect(await state(sessionId)).toMatchObject({ status: 'complete', paidHere: false, payerEmail: null });

    const cancelled = await visitorCheckout('basic');
    await json(await post(`/api/billing/test-checkout/${cancelled.sessionId}/cancel`));
    expect(await state(cancelled.sessionId)).toMatchObject({ status: 'cancelled' });

    // Any other id, a workspace's own checkout included, is not one.
    const { cookie } = await admin('own-checkout');
    const { sessionId: own } = await buyPlan(cookie, 'basic');
    for (const id of ['cs_test_anything', own, await buyPack(cookie, 100)]) {
      expect((await errorOf(await confirm(id), 404)).message).toBe(BILLING_MESSAGES.checkoutNotFound);
    }

    // Claimed, it says so.
    const claimer = await admin('success-claimer');
    expect((await claimAsPayer(claimer.cookie, sessionId)).success).toBe(true);
    expect(await state(sessionId)).toMatchObject({ status: 'complete', claimed: true });
  });
});

describe('cancelling and keeping a plan', () => {
  it('cancels at the period end (still paid until then), and keeps it after all', async () => {
    const { cookie } = await admin('cancel');
    await buyPlan(cookie, 'pro-300');
    const before = await subscription(cookie);
    const cancelled = await json<SubscriptionView>(await post('/api/billing/cancel', cookie));
    expect(cancelled).toMatchObject({ tier: 'pro-300', status: 'active', paid: true, cancelAtPeriodEnd: true });
    expect(cancelled.currentPeriodEnd).toBe(before.currentPeriodEnd);
    expect(await subscription(cookie)).toEqual(cancelled);
    expect(await balance(cookie)).toMatchObject({ tier: 'pro-300', allowance: 300 });

    const resumed = await json<SubscriptionView>(await post('/api/billing/resume', cookie));
    expect(resumed).toMatchObject({ tier: 'pro-300', paid: true, cancelAtPeriodEnd: false });
    expect((await errorOf(await post('/api/billing/resume', cookie), 409)).message).toBe(
      BILLING_MESSAGES.nothingToResume,
    );
  });

  it('refuses with nothing to cancel or keep, asks a visitor to sign in, and leaves it to the admin', async () => {
    const { email, cookie } = await admin('free');
    expect((await errorOf(await post('/api/billing/cancel', cookie), 409)).message).toBe(
      BILLING_MESSAGES.nothingToCancel,
    );
    expect((await errorOf(await post('/api/billing/resume', cookie), 409)).message).toBe(
      BILLING_MESSAGES.nothingToResume,
    );
    expect((await errorOf(await post('/api/billing/cancel'), 401)).message).toBe(BILLING_MESSAGES.signInToCancel);
    expect((await errorOf(await post('/api/billing/resume'), 401)).message).toBe(BILLING_MESSAGES.signInForBilling);
    expect((await errorOf(await post('/api/billing/portal', undefined, {}), 401)).message).toBe(
      BILLING_MESSAGES.signInForBilling,
    );
    expect((await t.request('/api/billing/subscription')).status).toBe(401);

    await buyPlan(cookie, 'pro-600');
    const member = await t.signUpSubUser(newEmail('crew'), email);
    expect((await errorOf(await post('/api/billing/cancel', member), 403)).message).toBe(BILLING_MESSAGES.adminOnly);
    expect((await errorOf(await post('/api/billing/portal', member, {}), 403)).message).toBe(
      BILLING_MESSAGES.adminOnly,
    );
    expect((await subscription(cookie)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('the end of a period', () => {
  it('a cancelled plan ends: the workspace is back on the free tier with its 10 credits', async () => {
    const { email, cookie } = await admin('ended');
    await buyPlan(cookie, 'pro-300');
    await json(await post('/api/billing/cancel', cookie));
    const end = new Date(Date.now() - DAY_MS);
    await setSubscription(email, { periodStart: addMonths(end, -1), periodEnd: end, usedThisPeriod: 120 });

    expect(await subscription(cookie)).toMatchObject({
      tier: 'freemium',
      status: 'active',
      paid: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: addMonths(end, 1).toISOString(),
    });
    expect(await balance(cookie)).toMatchObject({
      tier: 'freemium',
      allowance: 10,
      used: 0,
      periodStart: end.toISOString(),
    });
    // Nothing left to manage or keep.
    expect((await errorOf(await post('/api/billing/portal', cookie, {}), 404)).message).toBe(
      BILLING_MESSAGES.noBillingAccount,
    );
    expect((await errorOf(await post('/api/billing/resume', cookie), 409)).message).toBe(
      BILLING_MESSAGES.nothingToResume,
    );
  });

  it('a trial that ended becomes its paid plan, in a new monthly period from the trial end', async () => {
    const { email, cookie } = await admin('trialend');
    await buyPlan(cookie, 'pro-600', true);
    const end = new Date(Date.now() - DAY_MS);
    await setSubscription(email, {
      periodStart: new Date(end.getTime() - TRIAL_DAYS * DAY_MS),
      periodEnd: end,
      trialEndsAt: end,
      usedThisPeriod: 42,
    });

    expect(await subscription(cookie)).toMatchObject({
      tier: 'pro-600',
      status: 'active',
      paid: true,
      trialing: false,
      trialAvailable: false,
      currentPeriodEnd: addMonths(end, 1).toISOString(),
    });
    expect(await balance(cookie)).toMatchObject({
      tier: 'pro-600',
      allowance: 600,
      used: 0,
      available: 600,
      periodStart: end.toISOString(),
    });
  });

  it('a plan not cancelled renews: same tier, a period containing today, its credits unused again', async () => {
    const { email, cookie } = await admin('renew');
    await buyPlan(cookie, 'basic');
    await setSubscription(email, {
      periodStart: new Date(Date.now() - 40 * DAY_MS),
      periodEnd: new Date(Date.now() - 10 * DAY_MS),
      usedThisPeriod: 50,
    });
    const credits = await balance(cookie);
    expect(credits).toMatchObject({ tier: 'basic', allowance: 50, used: 0, available: 50 });
    expect(new Date(credits.periodStart).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(credits.periodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(await subscription(cookie)).toMatchObject({ tier: 'basic', status: 'active', paid: true });
  });
});

describe('the billing portal', () => {
  const portal = async (cookie: string, returnUrl?: string) =>
    new URL((await json<PortalCreated>(await post('/api/billing/portal', cookie, { returnUrl }))).url);

  it('leads a paid plan to the test portal, and back to an address of this app only', async () => {
    const { cookie } = await admin('portal');
    expect((await errorOf(await post('/api/billing/portal', cookie, {}), 404)).message).toBe(
      BILLING_MESSAGES.noBillingAccount,
    );
    await buyPlan(cookie, 'pro-600', true);

    const url = await portal(cookie, `${publicUrl}/account?tab=billing`);
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/billing-portal`);
    expect(url.searchParams.get('return_url')).toBe(`${publicUrl}/account?tab=billing`);
    expect((await portal(cookie, `${publicUrl}/projects`)).toString()).toBe(
      `${publicUrl}/billing-portal?return_url=${encodeURIComponent(`${publicUrl}/projects`)}`,
    );
    // Another origin, one that only begins like ours, or none at all: back to the projects.
    for (const returnUrl of ['https://evil.example/phish', `${publicUrl}.evil.example/projects`, undefined]) {
      expect((await portal(cookie, returnUrl)).searchParams.get('return_url')).toBe(`${publicUrl}/projects`);
    }
  });
});

describe('the purchase history', () => {
  it("lists the workspace's paid checkouts newest first, and nobody else's", async () => {
    const { cookie } = await admin('history');
    const other = await admin('nosy');
    expect(await purchases(cookie)).toEqual([]);

    const { sessionId: trial } = await buyPlan(cookie, 'pro-600', true);
    const pack = await buyPack(cookie, 250);
    await startPlanCheckout(cookie, 'pro-900'); // open, never paid: not a purchase
    const list = await purchases(cookie);
    // toMatchObject on an array asks for exactly these entries, in this order.
    expect(list).toMatchObject([
      {
        sessionId: pack,
        name: '250 credits',
        mode: 'payment',
        amountCents: 4500,
        credits: 250,
        trial: false,
      },
      {
        sessionId: trial,
        name: 'Pro 600',
        mode: 'subscription',
        amountCents: 0,
        credits: 600,
        trial: true,
      },
    ]);
    expectNear(list[0]!.paidAt, Date.now());
    expect(new Date(list[0]!.paidAt) >= new Date(list[1]!.paidAt)).toBe(true);

    expect(await purchases(other.cookie)).toEqual([]);
    expect((await t.request('/api/billing/purchases')).status).toBe(401);
  });

  it('a claimed visitor purchase joins the history of the workspace that claimed it', async () => {
    const sessionId = await visitorPaid('basic');
    const { cookie } = await admin('claimedhistory');
    expect((await claimAsPayer(cookie, sessionId)).success).toBe(true);
    expect(await purchases(cookie)).toEqual([
      expect.objectContaining({ sessionId, name: 'Basic', amountCents: 900, credits: 50, trial: false }),
    ]);
  });
});

describe('the manual subscription sync', () => {
  it("claims a visitor's plan by the account's e-mail only once that address is verified", async () => {
    const email = newEmail('sync');
    // The visitor typed the address in capitals; the account signs up in lower case.
    const sessionId = await visitorPaid('pro-600', { trial: true, customerEmail: email.toUpperCase() });
    const cookie = await t.signUp(email);

    expect(await json<SyncResult>(await post('/api/billing/sync', cookie))).toEqual({
      success: true,
      tier: 'freemium',
    });
    expect(await subscription(cookie)).toMatchObject({ tier: 'freemium', paid: false });
    expect((await checkoutView(sessionId)).status).toBe('complete');

    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect(await json<SyncResult>(await post('/api/billing/sync', cookie))).toEqual({
      success: true,
      tier: 'pro-600',
    });
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-600', status: 'trialing' });
    // Claimed: the session id no longer works for anyone else.
    const other = await admin('after-sync');
    expect((await claim(other.cookie, sessionId)).error).toBe(BILLING_MESSAGES.claimAlreadyClaimed);
  });

  it('finds the plan by the e-mail typed on the test checkout, when none was given before paying', async () => {
    const email = newEmail('typed');
    const { sessionId } = await visitorCheckout('pro-300');
    expect(await keptEmail(sessionId)).toBeNull();
    // The address is required and checked, as on a hosted checkout; a refusal leaves the checkout open.
    const noEmail = await post(`/api/billing/test-checkout/${sessionId}/pay`, undefined, {
      cardNumber: TEST_CARDS.succeeds,
    });
    expect(noEmail.status).toBe(400);
    expect((await errorOf(await pay(sessionId, TEST_CARDS.succeeds, '  '), 400)).message).toBe(
      `email: ${BILLING_MESSAGES.payerEmailMissing}`,
    );
    expect((await errorOf(await pay(sessionId, TEST_CARDS.succeeds, 'not an address'), 400)).message).toBe(
      `email: ${AUTH_MESSAGES.invalidEmail}`,
    );
    expect((await checkoutView(sessionId)).status).toBe('open');
    await json(await pay(sessionId, TEST_CARDS.succeeds, ` ${email.toUpperCase()} `));
    expect(await keptEmail(sessionId)).toBe(email);
    // Kept with the purchase, never shown to whoever holds the checkout's id.
    expect((await checkoutView(sessionId)).customerEmail).toBeNull();

    // Signed up later with that address, without the session id: found once the address is verified.
    const cookie = await t.signUp(email);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect(await json<SyncResult>(await post('/api/billing/sync', cookie))).toEqual({ success: true, tier: 'pro-300' });
    expect(await subscription(cookie)).toMatchObject({ tier: 'pro-300', status: 'active', paid: true });
  });

  it('keeps the e-mail given when a visitor opened the checkout, and shows it to nobody holding the id', async () => {
    const { sessionId } = await visitorCheckout('basic', { customerEmail: 'Given@Example.com' });
    expect(await keptEmail(sessionId)).toBe('given@example.com');
    // A visitor has no session to tell the payer from anyone the address reached: the form starts empty.
    expect((await checkoutView(sessionId)).customerEmail).toBeNull();
  });

  it('answers the current tier when there is nothing to claim', async () => {
    const { cookie } = await admin('nothing');
    await buyPlan(cookie, 'pro-300');
    expect(await json<SyncResult>(await post('/api/billing/sync', cookie))).toEqual({ success: true, tier: 'pro-300' });
  });
});

describe("the Basic plan's project limit", () => {
  const createProject = (cookie: string, name: string) => post('/api/projects', cookie, { name });
  const projectCount = async (cookie: string) =>
    (await json<ProjectList>(await t.request('/api/projects', { cookie }))).projects.length;

  it(`holds ${BASIC_PROJECT_LIMIT} projects on Basic, and any number again on Pro`, async () => {
    const { cookie } = await admin('basic');
    await buyPlan(cookie, 'basic');
    expect((await subscription(cookie)).tier).toBe('basic');
    for (let n = 1; n <= BASIC_PROJECT_LIMIT; n++) await json(await createProject(cookie, `Sale ${n}`), 201);

    const refused = await errorOf(await createProject(cookie, 'One too many'), 403);
    expect(refused.message).toBe(PROJECT_MESSAGES.basicLimit(5));
    expect(await projectCount(cookie)).toBe(BASIC_PROJECT_LIMIT);

    await buyPlan(cookie, 'pro-300');
    await json(await createProject(cookie, 'Sale 6'), 201);
    expect(await projectCount(cookie)).toBe(BASIC_PROJECT_LIMIT + 1);
  });

  it('does not limit the free tier', async () => {
    const { cookie } = await admin('freeprojects');
    for (let n = 1; n <= BASIC_PROJECT_LIMIT + 1; n++) await json(await createProject(cookie, `Sale ${n}`), 201);
    expect(await projectCount(cookie)).toBe(BASIC_PROJECT_LIMIT + 1);
  });
});
