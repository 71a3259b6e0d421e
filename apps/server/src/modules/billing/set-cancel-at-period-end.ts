import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type SubscriptionView } from '@tagwise/core/schemas/billing';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
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
  cancel: boolean,
  now = new Date(),
): Promise<SubscriptionView> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, actor.ownerId, now);
    const paid = isPaidPlan(row);
    if (cancel && (!paid || row.tier === 'enterprise'))
      throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
    if (!cancel && (!paid || row.cancelAtPeriodEnd !== 1)) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToResume);
    }
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel ? 1 : 0, updatedAt: now })
      .where(eq(subscriptions.ownerId, actor.ownerId));
  });
  return getSubscription(db, actor, now);
}
