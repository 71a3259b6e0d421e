import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/**
 * What a paid checkout buys, given once: the pack's credits as a grant (reason "pack") that never expires
 * and is spent after the plan's, keyed on the checkout id, so a repeated fulfilment (a retried payment, a
 * provider's repeated event) adds nothing. Runs inside the caller's transaction with the checkout locked;
 * the subscription row is locked as every charge locks it, so a running analysis sees the credits at once.
 */
export async function fulfilCheckout(tx: Database, checkout: CheckoutRow, now = new Date()) {
  if (!checkout.ownerId) throw new Error(`Checkout ${checkout.id} has no workspace to fulfil`);
  await lockSubscription(tx, checkout.ownerId, now);
  await tx
    .insert(creditGrants)
    .values({
      ownerId: checkout.ownerId,
      reason: 'pack',
      credits: checkout.credits,
      remaining: checkout.credits,
      reference: checkout.id,
      createdAt: now,
    })
    .onConflictDoNothing({ target: creditGrants.reference });
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now, lastError: null })
    .where(eq(checkoutSessions.id, checkout.id));
}
