import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Tier } from '@tagwise/core/schemas/credits';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { PLAN_LABELS } from '@tagwise/core/values/credits';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { LOCAL_ID_PREFIXES } from '../billing/provider-customer.ts';
import { getBalance } from '../credits/ledger.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { findAccount } from './find-account.ts';

/**
 * Puts an account's workspace on a plan by the server owner's hand (Enterprise, a demo, a plan given
 * without payment): active from now, no trial, not cancelling; the current period and what was used in it
 * stay, so a move to a bigger plan adds its credits at once and a move down takes effect at once.
 *
 * Refused while the workspace pays for a plan through Stripe: Stripe's next subscription update (every
 * renewal) would put its plan back, and detaching the subscription instead would leave Stripe charging a
 * customer the app no longer knows of. The owner changes or cancels it at Stripe first; once Stripe ends it
 * the command works. A plan the built-in test provider sold has nothing at Stripe and is simply replaced.
 */
export async function setPlan(db: Database, { email, tier }: { email: string; tier: Tier }) {
  const account = await findAccount(db, email);
  await db.transaction(async (tx) => {
    const current = await lockSubscription(tx, account.actor.ownerId);
    const remote = current.providerSubscriptionId;
    if (remote && !remote.startsWith(LOCAL_ID_PREFIXES.subscription)) {
      throw new AppError(
        'CONFLICT',
        `${account.workspaceEmail}'s workspace pays for ${PLAN_LABELS[current.tier as Tier] ?? current.tier} ` +
          `through Stripe (subscription ${remote}), and Stripe's next update would put that plan back. ` +
          'Change or cancel the subscription at Stripe first (in your Stripe dashboard, or the workspace admin ' +
          'does it in Manage Billing); ' +
          'once Stripe has ended it, set the plan here. Nothing was changed.',
      );
    }
    await tx
      .update(subscriptions)
      .set({
        tier,
        status: 'active',
        trialEndsAt: null,
        cancelAtPeriodEnd: 0,
        maxItemsPerMonth: null,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.ownerId, account.actor.ownerId));
  });
  const balance: CreditBalance = await getBalance(db, account.actor);
  return { account, balance };
}
