import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutCreated, type CreateCheckoutRequest } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { openCheckout, priceFor } from './open-checkout.ts';
import type { PriceBook } from './price-book.ts';
import { trialAvailable } from './trial-available.ts';

export interface CreateCheckoutInput {
  db: Database;
  actor: Actor;
  prices: PriceBook;
  publicUrl: string;
  request: CreateCheckoutRequest;
  now?: Date;
}

/**
 * Starts the purchase of a plan or a credit pack for the signed-in workspace (the spec's
 * create-checkout-session). Billing is the workspace admin's alone (DESIGN section 5), and a workspace has
 * one free trial.
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
  const entry = priceFor(prices, request);
  const trial = request.trial === true;
  if (trial && !(await trialAvailable(db, actor.ownerId))) throw new AppError('CONFLICT', BILLING_MESSAGES.trialUsed);
  return openCheckout({ db, entry, trial, ownerId: actor.ownerId, buyerUserId: actor.userId, publicUrl, now });
}
