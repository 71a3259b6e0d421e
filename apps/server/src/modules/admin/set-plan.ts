import { eq } from 'drizzle-orm';
import type { Tier } from '@tagwise/core/schemas/credits';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { getBalance } from '../credits/ledger.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { findAccount } from './find-account.ts';

/**
 * Puts an account's workspace on a plan by the server owner's hand (until payments exist, the only way
 * off the free tier): active from now, no trial, not cancelling; the current period and what was used in
 * it stay, so a move to a bigger plan adds its credits at once and a move down takes effect at once.
 */
export async function setPlan(db: Database, { email, tier }: { email: string; tier: Tier }) {
  const account = await findAccount(db, email);
  await db.transaction(async (tx) => {
    await lockSubscription(tx, account.actor.ownerId);
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
