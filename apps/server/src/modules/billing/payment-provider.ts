import type Stripe from 'stripe';
import type { PriceBook, PriceEntry } from './price-book.ts';

/** A checkout opened with the provider: its id, the page to send the payer to, and where they return. */
export interface HostedCheckout {
  id: string;
  url: string;
  successUrl: string;
}

export interface OpenHostedCheckout {
  entry: PriceEntry;
  trial: boolean;
  /** What /checkout/success reads besides the session id (credits=n, trial=true). */
  successQuery: URLSearchParams;
  cancelUrl: string;
  /** The workspace it is for (null for a visitor) and its customer at the provider, if it has one. */
  ownerId: string | null;
  customerId: string | null;
  customerEmail: string | undefined;
}

/**
 * One interface for whoever takes the payments (issue 17): the built-in test provider or Stripe. The
 * fulfilment behind it is shared: the test checkout's payment and Stripe's webhooks both end in
 * fulfil-checkout.ts.
 */
export interface PaymentProvider {
  kind: 'test' | 'stripe';
  /** Every page the test provider touches says test mode. */
  testMode: boolean;
  prices: PriceBook;
  openCheckout(input: OpenHostedCheckout): Promise<HostedCheckout>;
  /** The billing portal of a customer, returning to returnUrl. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Cancel at the period's end (true) or keep the plan after all (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** The provider's own record of a subscription (Stripe's; the test provider keeps none). */
  retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription | undefined>;
  /** The provider's own record of a checkout (Stripe's; the test provider's is our row alone). */
  retrieveCheckout(sessionId: string): Promise<Stripe.Checkout.Session | undefined>;
  /**
   * Ends a subscription's trial now, so it is billed from today (Stripe: trial_end "now"); the subscription as
   * it then stands. The test provider's plans never reach a claim trialing, so it has none to end.
   */
  endTrialNow(subscriptionId: string): Promise<Stripe.Subscription | undefined>;
}
