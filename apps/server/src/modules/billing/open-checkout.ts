import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutCreated } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { offerOf, type PriceBook, type PriceEntry } from './price-book.ts';

/** How long a checkout stays payable (Stripe's hosted checkout: 24 hours by default). */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CheckoutRequest {
  priceId: string;
  mode: 'payment' | 'subscription';
  trial?: boolean | undefined;
}

/**
 * The price a checkout asks for, checked as the spec's create-checkout-session checks it: one this server
 * sells, in the mode it is sold in, and a trial only where the plan has one.
 */
export function priceFor(prices: PriceBook, { priceId, mode, trial }: CheckoutRequest): PriceEntry {
  const entry = prices.find(priceId);
  if (!entry) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPrice);
  if (entry.mode !== mode) {
    throw new AppError(
      'BAD_REQUEST',
      entry.mode === 'payment' ? BILLING_MESSAGES.packIsPayment : BILLING_MESSAGES.planIsSubscription,
    );
  }
  if (trial && (entry.mode !== 'subscription' || !entry.plan.trial)) {
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.noTrialOnPlan);
  }
  return entry;
}

export interface OpenCheckoutInput {
  db: Database;
  provider: PaymentProvider;
  entry: PriceEntry;
  trial: boolean;
  /** The workspace it is for; null for a visitor, whose purchase is claimed after signing up. */
  ownerId: string | null;
  buyerUserId: string | null;
  /** The workspace's customer at the provider, when it has one (Stripe keeps one card and history). */
  customerId?: string | null;
  customerEmail?: string | undefined;
  publicUrl: string;
  now: Date;
}

/**
 * Opens a checkout with the payment provider and records it, answering the page to send the payer to.
 * After paying, the payer comes back to /checkout/success with the session id, and the credits bought (a
 * pack) or trial=true (a plan's trial), as the spec's success page reads them.
 */
export async function openCheckout(input: OpenCheckoutInput): Promise<CheckoutCreated> {
  const { db, provider, entry, trial, ownerId, buyerUserId, customerId = null, customerEmail, publicUrl, now } = input;
  const offer = offerOf(entry);
  const successQuery = new URLSearchParams();
  if (entry.mode === 'payment') successQuery.set('credits', String(offer.credits));
  if (trial) successQuery.set('trial', 'true');
  const cancelUrl = `${publicUrl}/checkout/cancel`;
  const hosted = await provider.openCheckout({
    entry,
    trial,
    successQuery,
    cancelUrl,
    ownerId,
    customerId,
    customerEmail,
  });
  await db.insert(checkoutSessions).values({
    id: hosted.id,
    ownerId,
    buyerUserId,
    mode: entry.mode,
    priceId: entry.priceId,
    offer: offer.offer,
    credits: offer.credits,
    amountCents: offer.amountCents,
    trial: trial ? 1 : 0,
    customerEmail: customerEmail?.toLowerCase() ?? null,
    successUrl: hosted.successUrl,
    cancelUrl,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  });
  return { sessionId: hosted.id, url: hosted.url };
}
