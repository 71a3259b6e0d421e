import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutCreated, type CreateCheckoutRequest } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { openCheckout, priceFor } from './open-checkout.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { eq } from 'drizzle-orm';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import { user } from '../../db/schema/auth.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { LOCAL_ID_PREFIXES, providerCustomerOf } from './provider-customer.ts';
import { trialAvailable } from './trial-available.ts';

const accountEmail = async (db: Database, userId: string) =>
  (await db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

/** Whether the workspace pays for a plan through a Stripe subscription now. */
async function hasStripePlan(db: Database, ownerId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId));
  const remote = row?.providerSubscriptionId;
  return Boolean(row && remote && !remote.startsWith(LOCAL_ID_PREFIXES.subscription) && isPaidPlan(row));
}

export interface CreateCheckoutInput {
  db: Database;
  actor: Actor;
  provider: PaymentProvider;
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
  provider,
  publicUrl,
  request,
  now = new Date(),
}: CreateCheckoutInput): Promise<CheckoutCreated> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  const entry = priceFor(provider.prices, request);
  if (entry.mode === 'subscription' && provider.kind === 'stripe' && (await hasStripePlan(db, actor.ownerId))) {
    // A second checkout would start a second subscription beside the first, both charged.
    throw new AppError('CONFLICT', BILLING_MESSAGES.changeInPortal);
  }
  const trial = request.trial === true;
  if (trial && !(await trialAvailable(db, actor.ownerId))) throw new AppError('CONFLICT', BILLING_MESSAGES.trialUsed);
  return openCheckout({
    db,
    provider,
    entry,
    trial,
    ownerId: actor.ownerId,
    buyerUserId: actor.userId,
    customerId: await providerCustomerOf(db, actor.ownerId),
    // The receipt goes to the buyer's own address, filled in on the checkout rather than typed again.
    customerEmail: await accountEmail(db, actor.userId),
    publicUrl,
    now,
  });
}
