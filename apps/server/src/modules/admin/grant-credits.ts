import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { Database } from '../../db/client.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { getBalance } from '../credits/ledger.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { findAccount } from './find-account.ts';

/** The most one grant adds: a typo of a few extra digits is refused rather than applied. */
export const ADMIN_GRANT_MAX = 100_000;

/**
 * Adds AI credits to an account's workspace by the server owner's hand, as a grant in the ledger (reason
 * "admin"): like a pack, they do not expire and are spent after the plan's credits, and the workspace's
 * credit history lists them. Taken under the subscription row's lock, as every charge is.
 */
export async function grantCredits(db: Database, { email, credits }: { email: string; credits: number }) {
  const account = await findAccount(db, email);
  await db.transaction(async (tx) => {
    await lockSubscription(tx, account.actor.ownerId);
    await tx
      .insert(creditGrants)
      .values({ ownerId: account.actor.ownerId, reason: 'admin', credits, remaining: credits });
  });
  const balance: CreditBalance = await getBalance(db, account.actor);
  return { account, balance };
}
