import type { BillingProviderKind, SubscriptionView } from '@tagwise/core/schemas/billing';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
import { planOf } from '../credits/plan-of.ts';
import { trialOpen } from './trial-available.ts';
import type { Database } from '../../db/client.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';

/** The workspace's plan as the menus and the account page show it (a team member sees the admin's). */
export async function getSubscription(
  db: Database,
  actor: Actor,
  provider: BillingProviderKind,
  now = new Date(),
): Promise<SubscriptionView> {
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, actor.ownerId, now);
    const { tier, allowance } = planOf(row);
    return {
      provider,
      tier,
      status: row.status,
      // Without billing nothing is paid for: no Manage Billing, nothing to cancel.
      paid: provider !== 'none' && isPaidPlan({ tier, status: row.status }),
      trialing: row.status === 'trialing',
      monthlyCredits: allowance,
      currentPeriodEnd: row.periodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
      trialAvailable: provider !== 'none' && trialOpen(row),
    };
  });
}
