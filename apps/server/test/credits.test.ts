import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { CreditBalance, CreditTransactionPage } from '@tagwise/core/schemas/credits';
import { resolveActor, type Actor } from '../src/auth/actor.ts';
import { user } from '../src/db/schema/auth.ts';
import { creditGrants, creditTransactions, subscriptions } from '../src/db/schema/credits.ts';
import { completeCharge, getBalance, refundCharge, startCharge } from '../src/modules/credits/ledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new workspace: its admin's cookie and actor. */
async function workspace(label: string) {
  const email = `${label}-${++counter}@example.com`;
  const cookie = await t.signUp(email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, cookie, actor: await resolveActor(t.database.db, row!.id) };
}
const charge = (actor: Actor, operationId: string = crypto.randomUUID()) =>
  startCharge(t.database.db, actor, { operation: 'analysis', operationId });
const balance = (actor: Actor) => getBalance(t.database.db, actor);
const setSubscription = (actor: Actor, values: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db.update(subscriptions).set(values).where(eq(subscriptions.ownerId, actor.ownerId));

describe('credit ledger', () => {
  it('starts a workspace on the free tier: 10 credits this month, none used', async () => {
    const { actor } = await workspace('fresh');
    expect(await balance(actor)).toMatchObject({
      tier: 'freemium',
      unlimited: false,
      allowance: 10,
      used: 0,
      packCredits: 0,
      available: 10,
    });
  });

  it('charges one credit per analysis, completes it, and refunds a failed one exactly once', async () => {
    const { actor } = await workspace('lifecycle');
    const done = await charge(actor);
    expect(done).toMatchObject({ credits: 1, unlimited: false });
    await completeCharge(t.database.db, actor, done.transactionId, { itemId: null });
    const failed = await charge(actor);
    expect((await balance(actor)).used).toBe(2);
    await refundCharge(t.database.db, actor, failed.transactionId, 'AI analysis request timed out. Please try again.');
    await refundCharge(t.database.db, actor, failed.transactionId, 'again');
    // A completed charge is not refundable afterwards.
    await refundCharge(t.database.db, actor, done.transactionId, 'late failure');
    expect((await balance(actor)).used).toBe(1);
    const rows = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.ownerId, actor.ownerId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(done.transactionId)).toMatchObject({ status: 'completed', error: null, source: 'plan' });
    expect(byId.get(failed.transactionId)).toMatchObject({
      status: 'refunded',
      error: 'AI analysis request timed out. Please try again.',
    });
  });

  it('with 9 of 10 used, 20 analyses at once charge exactly one and refuse the rest with the spec message', async () => {
    const { actor } = await workspace('race');
    await balance(actor);
    await setSubscription(actor, { usedThisPeriod: 9 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => charge(actor)));
    const charged = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(charged).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('PAYMENT_REQUIRED');
      expect((reason as AppError).message).toBe(
        "You don't have enough AI credits to perform this analysis. You've used 10/10 credits this month. Please purchase more credits to continue using AI analysis features.",
      );
    }
    expect(await balance(actor)).toMatchObject({ used: 10, available: 0 });
  });

  it('uses purchased packs after the allowance, oldest first, and a refund goes back to the pack', async () => {
    const { actor } = await workspace('packs');
    await balance(actor);
    await setSubscription(actor, { usedThisPeriod: 10 });
    const [older] = await t.database.db
      .insert(creditGrants)
      .values({ ownerId: actor.ownerId, reason: 'pack', credits: 1, remaining: 1, createdAt: new Date('2026-01-01') })
      .returning();
    const [newer] = await t.database.db
      .insert(creditGrants)
      .values({ ownerId: actor.ownerId, reason: 'pack', credits: 100, remaining: 100 })
      .returning();
    expect((await balance(actor)).available).toBe(101);
    const first = await charge(actor);
    const second = await charge(actor);
    const grants = async () =>
      new Map(
        (await t.database.db.select().from(creditGrants).where(eq(creditGrants.ownerId, actor.ownerId))).map((g) => [
          g.id,
          g.remaining,
        ]),
      );
    expect(await grants()).toEqual(
      new Map([
        [older!.id, 0],
        [newer!.id, 99],
      ]),
    );
    await refundCharge(t.database.db, actor, second.transactionId, 'failed');
    expect((await grants()).get(newer!.id)).toBe(100);
    expect((await balance(actor)).used).toBe(10);
    await completeCharge(t.database.db, actor, first.transactionId, { itemId: null });
  });

  it('never charges an unlimited plan (enterprise, or an allowance of -1)', async () => {
    const { actor } = await workspace('enterprise');
    await balance(actor);
    await setSubscription(actor, { tier: 'enterprise', usedThisPeriod: 5000 });
    const free = await charge(actor);
    expect(free).toMatchObject({ credits: 0, unlimited: true });
    expect(await balance(actor)).toMatchObject({ unlimited: true, allowance: -1, available: -1, used: 5000 });
    await refundCharge(t.database.db, actor, free.transactionId, 'provider down');
    const [row] = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.id, free.transactionId));
    expect(row).toMatchObject({ status: 'failed', credits: 0, source: 'none' });

    const other = await workspace('override');
    await balance(other.actor);
    await setSubscription(other.actor, { tier: 'basic', maxItemsPerMonth: -1 });
    expect(await charge(other.actor)).toMatchObject({ credits: 0, unlimited: true });
  });

  it('resets plan credits when a new period starts, and a refund from the old period does not go negative', async () => {
    const { actor } = await workspace('period');
    await balance(actor);
    const old = await charge(actor);
    await setSubscription(actor, {
      usedThisPeriod: 10,
      periodStart: new Date('2026-09-10T00:00:00Z'),
      periodEnd: new Date('2026-10-10T00:00:00Z'),
    });
    await t.database.db
      .update(creditTransactions)
      .set({ createdAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(creditTransactions.id, old.transactionId));
    const now = await balance(actor);
    expect(now).toMatchObject({ used: 0, available: 10 });
    expect(new Date(now.periodStart) <= new Date() && new Date() < new Date(now.periodEnd)).toBe(true);
    expect(now.periodStart.slice(8, 10)).toBe('10');
    await refundCharge(t.database.db, actor, old.transactionId, 'late');
    expect((await balance(actor)).used).toBe(0);
  });

  it('counts a trial as Pro with at least 300 credits', async () => {
    const { actor } = await workspace('trial');
    await balance(actor);
    await setSubscription(actor, { tier: 'freemium', status: 'trialing' });
    expect(await balance(actor)).toMatchObject({ tier: 'pro-300', allowance: 300, available: 300 });
  });

  it('refuses a second charge for the same operation', async () => {
    const { actor } = await workspace('twice');
    await charge(actor, 'job-1');
    await expect(charge(actor, 'job-1')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await balance(actor)).used).toBe(1);
  });
});

describe('credit routes', () => {
  it('show the balance and the history with item names, newest first, for the workspace only', async () => {
    const admin = await workspace('history');
    const project = (await (
      await t.request('/api/projects', { method: 'POST', cookie: admin.cookie, json: { name: 'Sale' } })
    ).json()) as { id: string };
    const item = (await (
      await t.request('/api/items', {
        method: 'POST',
        cookie: admin.cookie,
        json: { projectId: project.id, name: 'Walnut desk', category: 'Furniture' },
      })
    ).json()) as { id: string };
    const done = await charge(admin.actor);
    await completeCharge(t.database.db, admin.actor, done.transactionId, { itemId: item.id });
    const failed = await charge(admin.actor);
    await refundCharge(t.database.db, admin.actor, failed.transactionId, 'AI service is temporarily overloaded.');

    const res = await t.request('/api/credits/transactions', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as CreditTransactionPage;
    expect(page.nextCursor).toBeNull();
    expect(page.transactions.map((x) => [x.status, x.itemName, x.credits])).toEqual([
      ['refunded', null, 1],
      ['completed', 'Walnut desk', 1],
    ]);
    expect(page.transactions[0]).toMatchObject({
      error: 'AI service is temporarily overloaded.',
      operation: 'analysis',
    });
    const money = (await (await t.request('/api/credits', { cookie: admin.cookie })).json()) as CreditBalance;
    expect(money).toMatchObject({ used: 1, available: 9 });

    // A team member sees the workspace's credits; another workspace sees nothing of them.
    const helperEmail = `helper-${++counter}@example.com`;
    const helper = await t.signUpSubUser(helperEmail, admin.email);
    const seen = (await (
      await t.request('/api/credits/transactions', { cookie: helper })
    ).json()) as CreditTransactionPage;
    expect(seen.transactions).toHaveLength(2);
    const stranger = await workspace('stranger');
    const theirs = (await (
      await t.request('/api/credits/transactions', { cookie: stranger.cookie })
    ).json()) as CreditTransactionPage;
    expect(theirs.transactions).toEqual([]);
    expect(((await (await t.request('/api/credits', { cookie: stranger.cookie })).json()) as CreditBalance).used).toBe(
      0,
    );

    // A deleted item leaves its transaction in the history without a link.
    await t.request(`/api/items/${item.id}`, { method: 'DELETE', cookie: admin.cookie });
    const after = (await (
      await t.request('/api/credits/transactions', { cookie: admin.cookie })
    ).json()) as CreditTransactionPage;
    expect(after.transactions[1]).toMatchObject({ itemId: null, itemName: null, status: 'completed' });
  });

  it('pages by cursor and refuses a malformed cursor', async () => {
    const { actor, cookie } = await workspace('pages');
    await balance(actor);
    await setSubscription(actor, { tier: 'enterprise' });
    for (let i = 0; i < 55; i++) await charge(actor);
    const first = (await (await t.request('/api/credits/transactions', { cookie })).json()) as CreditTransactionPage;
    expect(first.transactions).toHaveLength(50);
    const second = (await (
      await t.request(`/api/credits/transactions?cursor=${first.nextCursor}`, { cookie })
    ).json()) as CreditTransactionPage;
    expect(second.transactions).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.transactions, ...second.transactions].map((x) => x.id));
    expect(ids.size).toBe(55);
    const bad = await t.request('/api/credits/transactions?cursor=nonsense', { cookie });
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    expect((await t.request('/api/credits')).status).toBe(401);
    expect((await t.request('/api/credits/transactions')).status).toBe(401);
  });
});
