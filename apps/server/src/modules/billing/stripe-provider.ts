import type Stripe from 'stripe';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, TRIAL_DAYS } from '@tagwise/core/values/billing';
import type { BillingConfig } from '../../billing-config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripePriceBook } from './price-book.ts';

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>;

/**
 * The Stripe SDK, pointed at STRIPE_API_URL when set (a fake on loopback in tests). Imported only when
 * Stripe takes the payments: it is ~6 MB of heap that a server without it need not hold (DESIGN section 8).
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const endpoint = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(endpoint && {
      host: endpoint.hostname,
      port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
      protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * What Stripe's refusal means for the person (commercial-side.md section 8): a price or key problem is the
 * server's configuration ("contact support"); anything else, the checkout could not be created.
 */
function checkoutFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/no such price|publishable api key/i.test(message))
    return new AppError('BAD_GATEWAY', BILLING_MESSAGES.unknownPrice);
  return new AppError('BAD_GATEWAY', BILLING_MESSAGES.checkoutFailed);
}

/**
 * Stripe: Checkout Sessions for plans (with the 7-day trial on Pro 600 and Pro 900) and packs, the customer
 * portal, and cancellation at the period's end. What a payment buys arrives by webhook
 * (stripe-webhook.ts), never from the browser's return.
 */
export function stripeProvider(config: StripeConfig, publicUrl: string): PaymentProvider {
  const stripe = stripeClient(config);
  stripe.catch(() => undefined); // a failed load is the first payment call's error
  // The checkout page Stripe answers must be Stripe's own (or the fake's in tests): a payer is sent there.
  const checkoutHost = config.apiUrl ? new URL(config.apiUrl).hostname : 'checkout.stripe.com';
  return {
    kind: 'stripe',
    testMode: false,
    prices: stripePriceBook(config.prices),
    async openCheckout({ entry, trial, successQuery, cancelUrl, ownerId, customerId, customerEmail }) {
      const extra = successQuery.size > 0 ? `&${successQuery.toString()}` : '';
      const successUrl = `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}${extra}`;
      let session: Stripe.Checkout.Session;
      try {
        session = await (
          await stripe
        ).checkout.sessions.create({
          mode: entry.mode,
          line_items: [{ price: entry.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          ...(customerId ? { customer: customerId } : customerEmail ? { customer_email: customerEmail } : {}),
          ...(ownerId && { client_reference_id: ownerId }),
          ...(entry.mode === 'subscription' && trial && { subscription_data: { trial_period_days: TRIAL_DAYS } }),
          ...(entry.mode === 'payment' && !customerId && { customer_creation: 'always' as const }),
        });
      } catch (error) {
        throw checkoutFailure(error);
      }
      // The spec's returned-URL checks: present, a string, on the payment provider's domain.
      if (!session.url) throw new AppError('BAD_GATEWAY', 'No checkout URL received from server');
      if (!URL.canParse(session.url) || new URL(session.url).hostname !== checkoutHost) {
        throw new AppError('BAD_GATEWAY', 'Invalid checkout URL format received from server');
      }
      return { id: session.id, url: session.url, successUrl: successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
    },
    async portalUrl(customerId, returnUrl) {
      try {
        const portal = await (
          await stripe
        ).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return portal.url;
      } catch (error) {
        if (error instanceof Error && /no such customer|customer not found/i.test(error.message)) {
          throw new AppError('NOT_FOUND', BILLING_MESSAGES.noBillingAccount);
        }
        throw new AppError('BAD_GATEWAY', 'The billing portal could not be opened. Please try again.');
      }
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return await (await stripe).subscriptions.retrieve(subscriptionId);
      } catch {
        throw new AppError('BAD_GATEWAY', 'Stripe could not be reached. Please try again in a moment.');
      }
    },
    async retrieveCheckout(sessionId) {
      try {
        return await (await stripe).checkout.sessions.retrieve(sessionId);
      } catch {
        throw new AppError('BAD_GATEWAY', 'Stripe could not be reached. Please try again in a moment.');
      }
    },
    async endTrialNow(subscriptionId) {
      try {
        return await (await stripe).subscriptions.update(subscriptionId, { trial_end: 'now' });
      } catch {
        throw new AppError('BAD_GATEWAY', 'Stripe could not be reached. Please try again in a moment.');
      }
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      try {
        await (await stripe).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      } catch {
        throw new AppError('BAD_GATEWAY', BILLING_MESSAGES.cancelFailed);
      }
    },
  };
}
