import { eq } from 'drizzle-orm';
import { addMonths } from '@tagwise/core/credits/plan';
import { TRIAL_DAYS } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import type { checkoutSessions } from '../../db/schema/billing.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { LOCAL_ID_PREFIXES } from './provider-customer.ts';
import { trialOpen } from './trial-available.ts';

export interface StartPlanInput {
  ownerId: string;
  tier: string;
  priceId: string;
  /** The checkout that bought it: the test provider's subscription and customer ids derive from it. */
  checkoutId: string;
  /** Start with the 7-day trial, if the workspace has not had one (else the plan starts paid). */
  trial: boolean;
  /** Stripe's customer and subscription; the test provider's are derived from the workspace and checkout. */
  provider?: { customerId: string | null; subscriptionId: string | null } | undefined;
  now: Date;
}

/**
 * Puts a workspace on a paid plan from now: a new period (7 days of trial, else a month) with the plan's
 * credits unused, nothing cancelled. A plan bought over another replaces it at once, as a new subscription
 * would; pack credits are untouched (they never expire). Locks the subscription row as every charge does,
 * so a running analysis sees the new plan immediately. Answers whether the plan began with the trial.
 */
export async function startPlan(
  tx: Database,
  { ownerId, tier, priceId, checkoutId, trial: trialAsked, provider, now }: StartPlanInput,
): Promise<{ trial: boolean }> {
  const current = await lockSubscription(tx, ownerId, now);
  // Checked again under the lock: two trial checkouts paid one after the other get one trial, and a
  // workspace paying for a plan meanwhile gets none.
  const trial = trialAsked && trialOpen(current);
  const periodEnd = trial ? new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000) : addMonths(now, 1);
  await tx
    .update(subscriptions)
    .set({
      tier,
      status: trial ? 'trialing' : 'active',
      usedThisPeriod: 0,
      periodStart: now,
      periodEnd,
      trialEndsAt: trial ? periodEnd : current.trialEndsAt,
      cancelAtPeriodEnd: 0,
      providerCustomerId:
        provider?.customerId ?? current.providerCustomerId ?? `${LOCAL_ID_PREFIXES.customer}${ownerId}`,
      providerSubscriptionId:
        provider?.subscriptionId ?? `${LOCAL_ID_PREFIXES.subscription}${checkoutId.replace(/^cs_test_/, '')}`,
      providerPriceId: priceId,
      updatedAt: now,
    })
    .where(eq(subscriptions.ownerId, ownerId));
  return { trial };
}

/** The plan a paid plan checkout bought, started for `ownerId` (fulfilment, or a visitor's claim). */
export const startPlanOf = (
  tx: Database,
  ownerId: string,
  checkout: Pick<
    typeof checkoutSessions.$inferSelect,
    'id' | 'offer' | 'priceId' | 'trial' | 'providerCustomerId' | 'providerSubscriptionId'
  >,
  now: Date,
) =>
  startPlan(tx, {
    ownerId,
    tier: checkout.offer,
    priceId: checkout.priceId,
    checkoutId: checkout.id,
    trial: checkout.trial === 1,
    provider: checkout.providerSubscriptionId
      ? { customerId: checkout.providerCustomerId, subscriptionId: checkout.providerSubscriptionId }
      : undefined,
    now,
  });
