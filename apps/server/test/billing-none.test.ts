import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOffers, SubscriptionView } from '@tagwise/core/schemas/billing';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema/credits.ts';
import { startCharge } from '../src/modules/credits/ledger.ts';
import { resolveActor } from '../src/auth/actor.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// BILLING_PROVIDER=none, for an operator hosting Tagwise for their own company: nothing is for sale, no
// credit is counted, every workspace has every feature. (A file of its own: the setting is the process's.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BILLING_PROVIDER: 'none' } });
});
afterAll(() => t.close());

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

describe('a server without billing', () => {
  it('says so in its public configuration and sells nothing', async () => {
    expect((await json<PublicConfig>(await t.request('/api/config'))).billing).toBe('none');
    expect(await json<BillingOffers>(await t.request('/api/billing/offers'))).toEqual({
      provider: 'none',
      testMode: false,
      plans: [],
      packs: [],
    });
  });

  it('has no checkout, claim, cancel or portal: those addresses do not exist', async () => {
    const cookie = await t.signUp('owner@example.com');
    for (const path of [
      '/api/billing/checkout',
      '/api/billing/signup-checkout',
      '/api/billing/claim',
      '/api/billing/cancel',
      '/api/billing/portal',
    ]) {
      const res = await t.request(path, { method: 'POST', cookie, json: {} });
      expect(res.status, path).toBe(404);
    }
    expect((await t.request('/api/billing/test-checkout/cs_test_x')).status).toBe(404);
    expect((await t.request('/api/billing/signup-checkouts/cs_test_x/confirm', { method: 'POST' })).status).toBe(404);
  });

  it('counts no credits: every workspace is unlimited and unpaid, whatever its plan row says', async () => {
    const cookie = await t.signUp('crew@example.com');
    const balance = await json<CreditBalance>(await t.request('/api/credits', { cookie }));
    expect(balance).toMatchObject({ unlimited: true, available: -1, allowance: -1, tier: 'enterprise' });
    const plan = await json<SubscriptionView>(await t.request('/api/billing/subscription', { cookie }));
    expect(plan).toMatchObject({ provider: 'none', paid: false, monthlyCredits: -1, cancelAtPeriodEnd: false });

    // Far more analyses than the free tier's 10 are charged nothing.
    const [row] = await t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, 'crew@example.com') });
    const actor = await resolveActor(t.database.db, row!.id);
    for (let n = 0; n < 12; n++) {
      const charge = await startCharge(t.database.db, actor, { operation: 'analysis', operationId: `run-${n}` });
      expect(charge).toMatchObject({ credits: 0, unlimited: true });
    }
  });

  it('limits no projects, even on a plan row that says Basic (five projects when billed)', async () => {
    const cookie = await t.signUp('many@example.com');
    await t.request('/api/credits', { cookie });
    const [owner] = await t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, 'many@example.com') });
    await t.database.db.update(subscriptions).set({ tier: 'basic' }).where(eq(subscriptions.ownerId, owner!.id));
    for (let n = 1; n <= 7; n++) {
      const res = await t.request('/api/projects', { method: 'POST', cookie, json: { name: `Sale ${n}` } });
      expect(res.status).toBe(201);
    }
  });
});
