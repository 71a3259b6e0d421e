import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type SubscriptionView } from '@tagwise/core/schemas/billing';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { LOCAL_ID_PREFIXES } from './provider-customer.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { getSubscription } from './get-subscription.ts';

/**
 * Cancel Subscription (at the period's end: the plan and its credits stay until then, then the workspace
 * is on the free tier) or, before that day, keep it after all. The admin's alone; only a paid plan can be
 * cancelled, and only a cancelled one kept.
 */
export async function setCancelAtPeriodEnd(
  db: Database,
  actor: Actor,
  provider: PaymentProvider,
  cancel: boolean,
  now = new Date(),
): Promise<SubscriptionView> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  const check = (row: typeof subscriptions.$inferSelect) => {
    const paid = isPaidPlan(row);
    if (cancel && (!paid || row.tier === 'enterprise'))
      throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
    if (!cancel && (!paid || row.cancelAtPeriodEnd !== 1)) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToResume);
    }
  };
  // The provider first, outside the transaction (a slow answer must not hold the plan's lock): if Stripe
  // refuses, nothing changes here either. A plan the test provider sold has nothing at Stripe.
  const before = await db.transaction(async (tx) => lockSubscription(tx, actor.ownerId, now));
  check(before);
  const remote = before.providerSubscriptionId;
  if (remote && !remote.startsWith(LOCAL_ID_PREFIXES.subscription)) await provider.setCancelAtPeriodEnd(remote, cancel);
  await db.transaction(async (tx) => {
    check(await lockSubscription(tx, actor.ownerId, now));
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel ? 1 : 0, updatedAt: now })
      .where(eq(subscriptions.ownerId, actor.ownerId));
  });
  return getSubscription(db, actor, provider.kind, now);
}
