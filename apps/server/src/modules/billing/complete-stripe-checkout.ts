import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { applySubscriptionState } from './apply-subscription-state.ts';
import { fulfilCheckout } from './fulfil-checkout.ts';
import type { PriceBook } from './price-book.ts';
import { stripeId } from './stripe-id.ts';

/**
 * A paid Stripe Checkout Session, fulfilled as the test checkout's payment is (a pack's credits, or the
 * plan with Stripe's customer and subscription; a visitor's plan waits for its claim), once: a checkout
 * already complete changes nothing. From the webhook's checkout.session.completed, or from a claim that
 * arrived before it (the payer signed up faster than Stripe delivered). The e-mail the payer gave Stripe
 * is kept, so a sign-up without the session id finds the purchase (sync-subscription.ts). Answers whether
 * it fulfilled.
 */
export async function completeStripeCheckout(
  tx: Database,
  prices: PriceBook,
  session: Stripe.Checkout.Session,
  subscription: Stripe.Subscription | undefined,
  at: Date,
): Promise<boolean> {
  // A checkout paid later (bank transfer) completes unpaid and succeeds afterwards: fulfil only once paid.
  if (session.payment_status === 'unpaid') return false;
  const [checkout] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)).for('update');
  if (!checkout || checkout.status === 'complete') return false;
  const linked = {
    ...checkout,
    providerCustomerId: stripeId(session.customer),
    providerSubscriptionId: stripeId(session.subscription),
  };
  await tx
    .update(checkoutSessions)
    .set({
      providerCustomerId: linked.providerCustomerId,
      providerSubscriptionId: linked.providerSubscriptionId,
      customerEmail: session.customer_details?.email?.toLowerCase() ?? checkout.customerEmail,
    })
    .where(eq(checkoutSessions.id, checkout.id));
  await fulfilCheckout(tx, linked, at);
  if (checkout.mode === 'payment' && checkout.ownerId && linked.providerCustomerId) {
    // The workspace becomes a Stripe customer with its first purchase; later checkouts reuse it.
    await tx
      .update(subscriptions)
      .set({ providerCustomerId: linked.providerCustomerId })
      .where(eq(subscriptions.ownerId, checkout.ownerId));
  }
  if (checkout.mode === 'subscription' && checkout.ownerId && subscription) {
    await applySubscriptionState(tx, prices, subscription, at, checkout.ownerId);
  }
  return true;
}
