import { eq } from 'drizzle-orm';
import { addMonths } from '@tagwise/core/credits/plan';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import type { PriceBook } from './price-book.ts';
import { stripeId } from './stripe-id.ts';

const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/** Stripe statuses after which the plan is over: the workspace returns to the free tier. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Writes Stripe's view of a subscription onto the workspace's plan: tier by price, status, the period
 * (plan credits reset when a new one starts), the trial's end, cancellation. `at` is when Stripe created
 * the event: one older than the last applied arrived late and changes nothing, so out-of-order deliveries
 * cannot move the plan backwards. The workspace is the one whose plan has this subscription, or `ownerId`
 * when a checkout has just linked them. Answers whether it applied.
 */
export async function applySubscriptionState(
  tx: Database,
  prices: PriceBook,
  subscription: Stripe.Subscription,
  at: Date,
  ownerId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(ownerId ? eq(subscriptions.ownerId, ownerId) : eq(subscriptions.providerSubscriptionId, subscription.id))
    .for('update');
  if (!row) return false;
  if (row.providerStateAt && at < row.providerStateAt) return false;
  if (ENDED.has(subscription.status)) {
    // Only the subscription the plan is on can end it (not an older one replaced since).
    if (row.providerSubscriptionId !== subscription.id) return false;
    await tx
      .update(subscriptions)
      .set({
        tier: 'freemium',
        status: 'active',
        cancelAtPeriodEnd: 0,
        providerSubscriptionId: null,
        providerPriceId: null,
        periodStart: at,
        periodEnd: addMonths(at, 1),
        usedThisPeriod: 0,
        providerStateAt: at,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.ownerId, row.ownerId));
    return true;
  }
  const item = subscription.items.data[0];
  const entry = item ? prices.find(item.price.id) : undefined;
  const tier = entry?.mode === 'subscription' ? entry.plan.tier : row.tier;
  const periodStart = item ? fromEpoch(item.current_period_start) : row.periodStart;
  const periodEnd = item ? fromEpoch(item.current_period_end) : row.periodEnd;
  const newPeriod = periodStart.getTime() !== row.periodStart.getTime();
  await tx
    .update(subscriptions)
    .set({
      tier,
      status: subscription.status,
      periodStart,
      periodEnd,
      ...(newPeriod && { usedThisPeriod: 0 }),
      trialEndsAt: subscription.trial_end ? fromEpoch(subscription.trial_end) : row.trialEndsAt,
      cancelAtPeriodEnd: subscription.cancel_at_period_end ? 1 : 0,
      providerCustomerId: stripeId(subscription.customer),
      providerSubscriptionId: subscription.id,
      providerPriceId: item?.price.id ?? row.providerPriceId,
      providerStateAt: at,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.ownerId, row.ownerId));
  return true;
}
