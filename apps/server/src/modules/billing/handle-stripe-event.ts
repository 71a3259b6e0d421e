import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingEvents, checkoutSessions } from '../../db/schema/billing.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { applySubscriptionState } from './apply-subscription-state.ts';
import { completeStripeCheckout } from './complete-stripe-checkout.ts';
import type { PriceBook } from './price-book.ts';
import { stripeId } from './stripe-id.ts';

/** The outcome of one delivery, for the webhook's answer and its log line. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

export interface HandleStripeEventInput {
  db: Database;
  prices: PriceBook;
  event: Stripe.Event;
  /** The subscription a completed plan checkout created, read from Stripe before the transaction. */
  subscription?: Stripe.Subscription | undefined;
}

/**
 * Applies one verified Stripe event exactly once: its id is recorded in the same transaction as its
 * changes, so a retried or replayed delivery is acknowledged and changes nothing, and a failure leaves
 * nothing half-written (Stripe delivers it again).
 * - checkout.session.completed: the purchase is fulfilled as the test checkout's payment is (a pack's
 *   credits, or the plan with Stripe's customer and subscription; a visitor's waits for its claim);
 * - checkout.session.expired: the checkout ends;
 * - customer.subscription.created/updated/deleted: the plan follows Stripe (apply-subscription-state.ts,
 *   which refuses to move it backwards);
 * - invoice.paid / invoice.payment_failed: the plan is active again / past due.
 */
export async function handleStripeEvent({
  db,
  prices,
  event,
  subscription,
}: HandleStripeEventInput): Promise<EventOutcome> {
  const at = new Date(event.created * 1000);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return (await completeStripeCheckout(tx, prices, event.data.object, subscription, at)) ? 'applied' : 'ignored';
      case 'checkout.session.expired':
        await tx
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, event.data.object.id), eq(checkoutSessions.status, 'open')));
        return 'applied';
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return (await applySubscriptionState(tx, prices, event.data.object, at)) ? 'applied' : 'ignored';
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return (await applyInvoice(tx, event.data.object, event.type === 'invoice.paid' ? 'active' : 'past_due', at))
          ? 'applied'
          : 'ignored';
      default:
        return 'ignored';
    }
  });
}

async function applyInvoice(tx: Database, invoice: Stripe.Invoice, status: 'active' | 'past_due', at: Date) {
  const subscriptionId = stripeId(invoice.parent?.subscription_details?.subscription ?? null);
  if (!subscriptionId) return false;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscriptionId))
    .for('update');
  if (!row || (row.providerStateAt && at < row.providerStateAt)) return false;
  // A paid invoice ends a past-due spell; it does not end a trial (Stripe's subscription event says that).
  const next = status === 'active' && row.status !== 'past_due' ? row.status : status;
  await tx
    .update(subscriptions)
    .set({ status: next, providerStateAt: at, updatedAt: new Date() })
    .where(eq(subscriptions.ownerId, row.ownerId));
  return true;
}
