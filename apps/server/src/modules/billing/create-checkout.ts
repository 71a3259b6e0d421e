import { randomBytes } from 'node:crypto';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutCreated, type CreateCheckoutRequest } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import type { PriceBook } from './price-book.ts';

/** How long a checkout stays payable (Stripe's hosted checkout: 24 hours by default). */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A checkout id: the secret part of the test checkout's address, as unguessable as a session token. */
const newCheckoutId = () => `cs_test_${randomBytes(24).toString('base64url')}`;

export interface CreateCheckoutInput {
  db: Database;
  actor: Actor;
  prices: PriceBook;
  publicUrl: string;
  request: CreateCheckoutRequest;
  now?: Date;
}

/**
 * Starts the purchase of a credit pack with the built-in test provider (the spec's create-checkout-session):
 * the price must be one this server sells, in the mode it is sold in, and bought by the workspace's admin
 * (billing is the admin's alone, DESIGN section 5). Answers the address of the checkout page; after paying,
 * the payer comes back to /checkout/success with the session id and the credits bought.
 */
export async function createCheckout({
  db,
  actor,
  prices,
  publicUrl,
  request,
  now = new Date(),
}: CreateCheckoutInput): Promise<CheckoutCreated> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  const entry = prices.find(request.priceId);
  if (!entry) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPrice);
  if (entry.mode !== request.mode) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.packIsPayment);
  const id = newCheckoutId();
  const successUrl = `${publicUrl}/checkout/success?session_id=${id}&credits=${entry.pack.credits}`;
  await db.insert(checkoutSessions).values({
    id,
    ownerId: actor.ownerId,
    buyerUserId: actor.userId,
    mode: entry.mode,
    priceId: entry.priceId,
    offer: entry.pack.id,
    credits: entry.pack.credits,
    amountCents: entry.pack.priceCents,
    successUrl,
    cancelUrl: `${publicUrl}/checkout/cancel`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  });
  return { sessionId: id, url: `${publicUrl}/test-checkout/${id}` };
}
