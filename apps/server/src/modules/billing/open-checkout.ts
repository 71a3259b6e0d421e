import { randomBytes } from 'node:crypto';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutCreated } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { offerOf, type PriceBook, type PriceEntry } from './price-book.ts';

/** How long a checkout stays payable (Stripe's hosted checkout: 24 hours by default). */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A checkout id: the secret part of the test checkout's address, as unguessable as a session token. */
const newCheckoutId = () => `cs_test_${randomBytes(24).toString('base64url')}`;

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
  entry: PriceEntry;
  trial: boolean;
  /** The workspace it is for; null for a visitor, whose purchase is claimed after signing up. */
  ownerId: string | null;
  buyerUserId: string | null;
  customerEmail?: string | undefined;
  publicUrl: string;
  now: Date;
}

/**
 * Records an open checkout with the built-in test provider and answers its page's address. After paying,
 * the payer comes back to /checkout/success with the session id, and the credits bought (a pack) or
 * trial=true (a plan's trial), as the spec's success page reads them.
 */
export async function openCheckout(input: OpenCheckoutInput): Promise<CheckoutCreated> {
  const { db, entry, trial, ownerId, buyerUserId, customerEmail, publicUrl, now } = input;
  const id = newCheckoutId();
  const offer = offerOf(entry);
  const query = new URLSearchParams({ session_id: id });
  if (entry.mode === 'payment') query.set('credits', String(offer.credits));
  if (trial) query.set('trial', 'true');
  await db.insert(checkoutSessions).values({
    id,
    ownerId,
    buyerUserId,
    mode: entry.mode,
    priceId: entry.priceId,
    offer: offer.offer,
    credits: offer.credits,
    amountCents: offer.amountCents,
    trial: trial ? 1 : 0,
    customerEmail: customerEmail?.toLowerCase() ?? null,
    successUrl: `${publicUrl}/checkout/success?${query.toString()}`,
    cancelUrl: `${publicUrl}/checkout/cancel`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  });
  return { sessionId: id, url: `${publicUrl}/test-checkout/${id}` };
}
