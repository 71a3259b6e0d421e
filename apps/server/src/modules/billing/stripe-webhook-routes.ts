import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../billing-config.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { errorResponse } from '../../http/on-error.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import type { PriceBook } from './price-book.ts';
import { stripeId } from './stripe-id.ts';
import { stripeClient } from './stripe-provider.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * Stripe's webhook endpoint: the raw body is verified against STRIPE_WEBHOOK_SECRET by the SDK (a missing,
 * wrong, tampered or too old signature is refused with 400 and changes nothing), then applied once
 * (handle-stripe-event.ts). A completed plan checkout's subscription is read from Stripe first, outside the
 * database transaction, so the plan starts as Stripe has it whatever order its events arrive in.
 */
export function stripeWebhookRoutes(
  db: Database,
  config: Extract<BillingConfig, { provider: 'stripe' }>,
  prices: PriceBook,
) {
  const stripe = stripeClient(config);
  stripe.catch(() => undefined); // a failed load is the first webhook's error
  return new Hono<AppEnv>().post(STRIPE_WEBHOOK_PATH, async (c) => {
    const payload = await c.req.text();
    const client = await stripe;
    let event: Stripe.Event;
    try {
      event = client.webhooks.constructEvent(payload, c.req.header('stripe-signature') ?? '', config.webhookSecret);
    } catch {
      return errorResponse(c, 400, 'BAD_REQUEST', 'The Stripe signature of this event does not match.');
    }
    let subscription: Stripe.Subscription | undefined;
    if (event.type === 'checkout.session.completed' && event.data.object.subscription) {
      subscription = await client.subscriptions.retrieve(stripeId(event.data.object.subscription)!);
    }
    const outcome = await handleStripeEvent({ db, prices, event, subscription });
    return c.json({ received: true, outcome }, 200);
  });
}
