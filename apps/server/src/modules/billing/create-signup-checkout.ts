import type { CheckoutCreated, SignupCheckoutRequest } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { openCheckout, priceFor } from './open-checkout.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface CreateSignupCheckoutInput {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  request: SignupCheckoutRequest;
  now?: Date;
}

/**
 * A visitor buys a plan before having an account (/signup-checkout). The checkout belongs to no workspace
 * until the payer signs up or signs in with its session id and claims it (claim-checkout.ts); whether the
 * trial is still available is decided then, by the account that claims it.
 */
export async function createSignupCheckout({
  db,
  provider,
  publicUrl,
  request,
  now = new Date(),
}: CreateSignupCheckoutInput): Promise<CheckoutCreated> {
  const entry = priceFor(provider.prices, request);
  return openCheckout({
    db,
    provider,
    entry,
    trial: request.trial === true,
    ownerId: null,
    buyerUserId: null,
    customerEmail: request.customerEmail,
    publicUrl,
    now,
  });
}
