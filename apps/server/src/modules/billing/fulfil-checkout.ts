import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { creditGrants } from '../../db/schema/credits.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { startPlanOf } from './start-plan.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/**
 * What a paid checkout buys, given once, inside the caller's transaction with the checkout locked:
 * - a pack: its credits as a grant (reason "pack") that never expires and is spent after the plan's, keyed
 *   on the checkout id, so a repeated fulfilment (a retried payment, a provider's repeated event) adds
 *   nothing;
 * - a plan: the workspace moves onto it (start-plan.ts). A visitor's plan waits, paid, for the account
 *   that claims it (claim-checkout.ts).
 */
export async function fulfilCheckout(tx: Database, checkout: CheckoutRow, now = new Date()) {
  let trial = checkout.trial === 1;
  if (checkout.mode === 'payment') {
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
  } else if (checkout.ownerId) {
    // A trial asked for but no longer available (the workspace had one since) starts the plan paid: the
    // checkout records what was bought, as the purchase history shows it.
    ({ trial } = await startPlanOf(tx, checkout.ownerId, checkout, now));
  }
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now, lastError: null, trial: trial ? 1 : 0 })
    .where(eq(checkoutSessions.id, checkout.id));
}
