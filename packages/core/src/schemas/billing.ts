import { z } from 'zod';
import { BILLING_MESSAGES, CLAIM_REFUSALS } from '../values/billing.ts';
import { TIERS } from '../values/credits.ts';
import { Email } from './auth.ts';

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
  plans: z.array(
    z.object({
      tier: z.enum(TIERS),
      name: z.string(),
      priceCents: z.number().int(),
      credits: z.number().int(),
      description: z.string(),
      features: z.array(z.string()),
      popular: z.boolean(),
      trial: z.boolean(),
      priceId: z.string(),
    }),
  ),
});
export type BillingOffers = z.infer<typeof BillingOffers>;

/** POST /api/billing/checkout (the spec's create-checkout-session). */
export const CreateCheckoutRequest = z.object({
  priceId: PriceId,
  mode: z.enum(['payment', 'subscription'], { error: BILLING_MESSAGES.invalidMode }),
  /** Start a plan with the 7-day trial (Pro 600 and Pro 900, once per workspace). */
  trial: z.boolean().optional(),
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequest>;

/**
 * POST /api/billing/signup-checkout: a visitor pays for a plan before having an account
 * (/signup-checkout); the purchase is claimed when they sign up or sign in with its session id.
 */
export const SignupCheckoutRequest = z.object({
  priceId: PriceId,
  mode: z.literal('subscription', { error: BILLING_MESSAGES.planIsSubscription }),
  trial: z.boolean().optional(),
  /** Lets a sign-up without the session id find the purchase (the spec's manual subscription sync). */
  customerEmail: z.email().max(254).optional(),
});
export type SignupCheckoutRequest = z.infer<typeof SignupCheckoutRequest>;

/** The workspace's plan as the menus and the account page show it (commercial-side.md section 3). */
export const SubscriptionView = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  tier: z.enum(TIERS),
  status: z.string(),
  /** Paid plan: not free and active, trialing or past due (Manage Billing and Cancel Subscription show). */
  paid: z.boolean(),
  trialing: z.boolean(),
  /** The plan's AI credits per period (a trial's at least 300); -1 when unlimited. */
  monthlyCredits: z.number().int(),
  /** The end of the current period (the trial's end while trialing): the renewal date. */
  currentPeriodEnd: z.iso.datetime(),
  /** True once cancelled: the plan ends at currentPeriodEnd and the workspace returns to the free tier. */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether this workspace may still start the 7-day trial (its first plan, once). */
  trialAvailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

/** Claiming a purchase made before the account existed (the spec's claim_pending_subscription). */
export const ClaimRequest = z.object({ sessionId: z.string().min(1).max(100) });
export type ClaimRequest = z.infer<typeof ClaimRequest>;

export const ClaimResult = z.object({
  success: z.boolean(),
  isTrial: z.boolean(),
  tier: z.enum(TIERS),
  /** Why not, when success is false: already claimed, expired, not paid, not found, not the payer. */
  error: z.string().nullable(),
  /** The refusal's code (null on success): the page offers the way on that fits (confirm_email: a link). */
  code: z.enum(CLAIM_REFUSALS).nullable(),
});
export type ClaimResult = z.infer<typeof ClaimResult>;

/** The spec's manual subscription sync: the tier found for the signed-in account (freemium = none). */
export const SyncResult = z.object({ success: z.boolean(), tier: z.enum(TIERS) });
export type SyncResult = z.infer<typeof SyncResult>;

/** POST /api/billing/portal: where the billing portal sends the user back to. */
export const PortalRequest = z.object({ returnUrl: z.string().max(2000).optional() });
export type PortalRequest = z.infer<typeof PortalRequest>;
export const PortalCreated = z.object({ url: z.string() });
export type PortalCreated = z.infer<typeof PortalCreated>;

/** One paid checkout of the workspace: the purchase history. */
export const Purchase = z.object({
  sessionId: z.string(),
  name: z.string(),
  mode: z.enum(['payment', 'subscription']),
  amountCents: z.number().int(),
  credits: z.number().int(),
  trial: z.boolean(),
  paidAt: z.iso.datetime(),
});
export type Purchase = z.infer<typeof Purchase>;
export const PurchaseList = z.object({ purchases: z.array(Purchase) });
export type PurchaseList = z.infer<typeof PurchaseList>;

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
  /** A plan that starts with the 7-day trial: nothing is charged today. */
  trial: z.boolean(),
  /** Where the payer goes after paying (success, with the session id) or giving up (cancel). */
  successUrl: z.string(),
  cancelUrl: z.string(),
  lastError: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /**
   * The payer's e-mail, to start the form with: only for the signed-in person who opened the checkout (their
   * own address); null for anyone else holding its id.
   */
  customerEmail: z.string().nullable(),
});
export type TestCheckout = z.infer<typeof TestCheckout>;

/**
 * The payer's e-mail on a checkout, required as a hosted checkout requires it: kept with the purchase, it
 * lets a sign-up without the checkout's session id find it (the manual subscription sync).
 */
export const PayerEmail = z.string().trim().min(1, BILLING_MESSAGES.payerEmailMissing).pipe(Email);

/**
 * Paying on the test checkout: the payer's e-mail, a test card number (spaces allowed), and the card
 * holder's confirmation.
 */
export const PayTestCheckoutRequest = z.object({
  email: PayerEmail,
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

/**
 * POST /api/billing/checkouts/{sessionId}/confirm: where the workspace's own checkout stands when the payer
 * comes back (/checkout/success). A checkout Stripe has paid but not yet told us about is fulfilled first.
 */
export const CheckoutState = z.object({
  sessionId: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  mode: z.enum(['payment', 'subscription']),
  credits: z.number().int(),
  trial: z.boolean(),
});
export type CheckoutState = z.infer<typeof CheckoutState>;

/**
 * POST /api/billing/signup-checkouts/{sessionId}/confirm: a visitor's plan checkout as the page after it
 * sees it (/checkout/success, and sign-up prefilling the payer's e-mail). Paid or not is the server's word,
 * asked of the payment provider when it has not reported yet; the payer's e-mail only to the browser that
 * paid (its signed cookie, decision 0022), never to whoever holds the id.
 */
export const VisitorCheckoutState = z.object({
  sessionId: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  trial: z.boolean(),
  /** An account has taken it: nothing left to claim. */
  claimed: z.boolean(),
  /** This browser opened or paid the checkout (its signed cookie): its claim is accepted. */
  paidHere: z.boolean(),
  /** The e-mail given at the checkout, for the sign-up form: only when paidHere. */
  payerEmail: z.string().nullable(),
});
export type VisitorCheckoutState = z.infer<typeof VisitorCheckoutState>;
