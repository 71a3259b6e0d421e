import type { Database } from '../../db/client.ts';
import { completeStripeCheckout } from './complete-stripe-checkout.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeId } from './stripe-id.ts';

/**
 * A checkout still open here, asked of the payment provider: Stripe sends the payer back at once and its
 * webhook a moment later (or, on a bad day, much later). One Stripe has paid is fulfilled now, exactly as
 * its webhook would (whichever comes second changes nothing); the provider's word, never the browser's.
 * Answers whether it was fulfilled. The test provider's checkouts are paid on our own page: nothing to ask.
 */
export async function catchUpWithProvider(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const remote = await provider.retrieveCheckout(sessionId);
  if (remote?.status !== 'complete') return false;
  const subscriptionId = stripeId(remote.subscription);
  const subscription = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
  return db.transaction((tx) => completeStripeCheckout(tx, provider.prices, remote, subscription, now));
}
