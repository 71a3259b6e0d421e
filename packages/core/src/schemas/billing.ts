import { z } from 'zod';
import { BILLING_MESSAGES } from '../values/billing.ts';

export * from '../values/billing.ts';

/** Who takes payments on this server: the built-in test provider (default), Stripe, or nobody. */
export const BILLING_PROVIDERS = ['test', 'stripe', 'none'] as const;
export type BillingProviderKind = (typeof BILLING_PROVIDERS)[number];

const PriceId = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value.startsWith('price_'), BILLING_MESSAGES.invalidPriceFormat);

/** What can be bought here and now, with the price ids a checkout takes (commercial-side.md section 3). */
export const BillingOffers = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  /** True for the built-in test provider: every page it touches says no real card is charged. */
  testMode: z.boolean(),
  packs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      credits: z.number().int(),
      description: z.string(),
      popular: z.boolean(),
      priceId: z.string(),
    }),
  ),
});
export type BillingOffers = z.infer<typeof BillingOffers>;

/** POST /api/billing/checkout (the spec's create-checkout-session). */
export const CreateCheckoutRequest = z.object({
  priceId: PriceId,
  mode: z.enum(['payment', 'subscription'], { error: BILLING_MESSAGES.invalidMode }),
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequest>;

export const CheckoutCreated = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutCreated = z.infer<typeof CheckoutCreated>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'cancelled', 'expired'] as const;

/** The built-in test checkout page's view of one checkout (no owner, no internal ids). */
export const TestCheckout = z.object({
  sessionId: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  mode: z.enum(['payment', 'subscription']),
  name: z.string(),
  amountCents: z.number().int(),
  credits: z.number().int(),
  /** Where the payer goes after paying (success, with the session id) or giving up (cancel). */
  successUrl: z.string(),
  cancelUrl: z.string(),
  lastError: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type TestCheckout = z.infer<typeof TestCheckout>;

/** Paying on the test checkout: a test card number (spaces allowed), and the card holder's confirmation. */
export const PayTestCheckoutRequest = z.object({
  cardNumber: z
    .string()
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, '')),
  /** Set when the card holder confirmed a card that asks for it (the "requires action" card). */
  confirmed: z.boolean().optional(),
});
export type PayTestCheckoutRequest = z.infer<typeof PayTestCheckoutRequest>;

/** The answer to a payment attempt: paid (go to successUrl), or the card needs the holder to confirm. */
export const PayTestCheckoutResult = z.object({
  outcome: z.enum(['paid', 'requires_action']),
  redirectUrl: z.string().nullable(),
});
export type PayTestCheckoutResult = z.infer<typeof PayTestCheckoutResult>;
