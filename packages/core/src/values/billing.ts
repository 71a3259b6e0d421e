// Plain values (no zod), read by the pages, the Terms and the server. The one source of what Tagwise sells
// (commercial-side.md section 9): monthly plans and one-off credit packs. (A plan's credits per month are
// TIER_ALLOWANCE in credits.ts, which the ledger charges against.)
import { TIER_ALLOWANCE, TIERS, type Tier } from './credits.ts';
import { formatUsNumber } from './us-number.ts';

/** A plan sold by monthly subscription (the free tier is the absence of one; Enterprise is arranged). */
export interface PlanOffer {
  tier: Exclude<Tier, 'freemium' | 'enterprise'>;
  name: string;
  priceCents: number;
  credits: number;
  description: string;
  features: readonly string[];
  /** "Most Popular": Pro 600, also the plan selected at first. */
  popular: boolean;
  /** Starts with the Pro trial of TRIAL_DAYS (Pro 600 and Pro 900). */
  trial: boolean;
}

/** Days of the Pro trial; its credits are the plan's (at least TRIAL_MIN_ALLOWANCE). */
export const TRIAL_DAYS = 7;
/** The line a trial plan's card lists while the workspace can still start the trial (its first plan). */
export const TRIAL_FEATURE = `${TRIAL_DAYS}-day free trial`;

/** Projects a Basic plan may hold at once (commercial-side.md section 9: "up to 5 projects"). */
export const BASIC_PROJECT_LIMIT = 5;

export const PLANS: readonly PlanOffer[] = [
  {
    tier: 'basic',
    name: 'Basic',
    priceCents: 900,
    credits: TIER_ALLOWANCE.basic,
    description: 'For a small sale now and then',
    features: [
      `${TIER_ALLOWANCE.basic} AI credits a month`,
      `Up to ${BASIC_PROJECT_LIMIT} projects`,
      'Price tags, reports and CSV',
    ],
    popular: false,
    trial: false,
  },
  {
    tier: 'pro-300',
    name: 'Pro 300',
    priceCents: 3900,
    credits: TIER_ALLOWANCE['pro-300'],
    description: 'For a sale or two a month',
    features: [`${TIER_ALLOWANCE['pro-300']} AI credits a month`, 'Unlimited projects', 'Studio photos'],
    popular: false,
    trial: false,
  },
  {
    tier: 'pro-600',
    name: 'Pro 600',
    priceCents: 6900,
    credits: TIER_ALLOWANCE['pro-600'],
    description: 'For a busy estate-sale company',
    features: [`${TIER_ALLOWANCE['pro-600']} AI credits a month`, 'Unlimited projects', 'Studio photos', TRIAL_FEATURE],
    popular: true,
    trial: true,
  },
  {
    tier: 'pro-900',
    name: 'Pro 900',
    priceCents: 9900,
    credits: TIER_ALLOWANCE['pro-900'],
    description: 'For several crews and sales a week',
    features: [`${TIER_ALLOWANCE['pro-900']} AI credits a month`, 'Unlimited projects', 'Studio photos', TRIAL_FEATURE],
    popular: false,
    trial: true,
  },
];

/** The plan chosen when the pricing page opens. */
export const DEFAULT_PLAN: PlanOffer['tier'] = 'pro-600';

/** Where a tier stands in the spec's order (freemium, basic, pro-300, pro-600, pro-900; then enterprise). */
export const tierRank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * A plan card's button (commercial-side.md section 2): Get Started for a visitor or a free account,
 * Upgrade above the current plan, Downgrade below it, Switch Plan otherwise (from Enterprise, say).
 */
export function planAction(
  current: Tier | null,
  target: Tier,
): 'Get Started' | 'Upgrade' | 'Downgrade' | 'Switch Plan' {
  if (current === null || current === 'freemium') return 'Get Started';
  if (current === 'enterprise') return 'Switch Plan';
  const difference = tierRank(target) - tierRank(current);
  return difference > 0 ? 'Upgrade' : difference < 0 ? 'Downgrade' : 'Switch Plan';
}

/** The plan label a trial shows whatever Pro tier it runs on (commercial-side.md section 4). */
export const TRIAL_LABEL = `${TRIAL_DAYS}-Day Pro Trial`;

/** The button that starts the trial: the home page's and a trial plan card's (commercial-side.md section 2). */
export const TRIAL_BUTTON_LABEL = `Start ${TRIAL_DAYS}-Day Free Trial`;

/** "Pro 600 and Pro 900": the plans that start with the trial, as sentences name them. */
export const TRIAL_PLAN_NAMES = ((names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''))(
  PLANS.filter((plan) => plan.trial).map((plan) => plan.name),
);

export interface PackOffer {
  id: 'pack-100' | 'pack-250' | 'pack-500';
  name: string;
  priceCents: number;
  credits: number;
  description: string;
  /** "Best value": the 500 pack, also the pack selected at first. */
  popular: boolean;
}

export const PACKS: readonly PackOffer[] = [
  {
    id: 'pack-100',
    name: '100 credits',
    priceCents: 2000,
    credits: 100,
    description: 'A few more items',
    popular: false,
  },
  { id: 'pack-250', name: '250 credits', priceCents: 4500, credits: 250, description: 'A whole sale', popular: false },
  { id: 'pack-500', name: '500 credits', priceCents: 8000, credits: 500, description: 'Several sales', popular: true },
];

/** The pack chosen when the credits dialog opens. */
export const DEFAULT_PACK: PackOffer['id'] = 'pack-500';

/**
 * Card numbers the built-in test checkout knows, as Stripe's test mode does: one succeeds, one is declined,
 * one asks the card holder to confirm first. Any other number is refused as not a test card.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;

/** "$69", "$20": whole dollars, as the price tables show them. */
export const formatDollars = (cents: number) => `$${formatUsNumber(cents / 100)}`;

/** "100 for $20, 250 for $45, 500 for $80": the packs' prices as the pricing and terms pages list them. */
export const PACK_PRICES_TEXT = PACKS.map((pack) => `${pack.credits} for ${formatDollars(pack.priceCents)}`).join(', ');

/** Section 8 of commercial-side.md, word for word where it gives the words. */
export const BILLING_MESSAGES = {
  invalidPriceFormat: 'Invalid price format',
  invalidMode: 'Checkout mode must be payment or subscription',
  unknownPrice: 'Invalid price configuration. Please contact support.',
  checkoutFailed: 'Failed to create checkout session',
  /** A checkout request that got no answer within CHECKOUT_TIMEOUT_MS (section 8). */
  requestTimeout: 'Request timeout',
  /** The credits dialog's words when a checkout request failed without an answer (section 8). */
  creditsNetworkError: 'Network error. Please check your internet connection and try again.',
  /** The credits dialog's fallback (section 8). */
  startCheckoutFailed: 'Failed to start checkout',
  mustSignInToBuy: 'You must be logged in to purchase credits',
  adminOnly: "Only your team's admin can buy credits. Ask them to add credits to the workspace.",
  packIsPayment: 'A credit pack is bought once: its checkout mode is payment.',
  authFailed: 'Authentication failed. Please sign in again.',
  checkoutNotFound: 'This checkout has ended or does not exist.',
  checkoutClosed: 'This checkout is already finished.',
  cardDeclined: 'Your card was declined. Try another card.',
  notATestCard: 'Use one of the test card numbers shown: this is test mode, no real card is charged.',
  /** The test checkout asks for the payer's e-mail, as a hosted checkout does. */
  payerEmailMissing: 'Enter your e-mail address: the receipt goes there.',
  actionNotConfirmed: 'The card holder did not confirm the payment.',
  trialUsed: 'The free trial is for a workspace’s first plan, once. Choose the plan without the trial.',
  /** Stripe bills the plan: switching happens in its portal, so one subscription replaces the other. */
  changeInPortal: 'Your plan is billed by Stripe: change it in Manage Billing, where the new plan replaces this one.',
  noTrialOnPlan: `Only ${TRIAL_PLAN_NAMES} start with the ${TRIAL_DAYS}-day trial.`,
  planIsSubscription: 'A plan is a monthly subscription: its checkout mode is subscription.',
  /** Portal (section 8): no paid plan to manage. */
  noBillingAccount: 'No billing account found. Please upgrade to a paid plan first.',
  signInForBilling: 'Please sign in again to manage billing',
  /** Cancel (section 8). */
  signInToCancel: 'Please sign in again to cancel subscription',
  cancelFailed: 'Failed to cancel subscription. Please try again or contact support.',
  cancelled: 'Subscription cancelled successfully. You will retain access until the end of your billing period.',
  nothingToCancel: 'There is no paid plan to cancel.',
  resumed: 'Your plan will renew as usual.',
  nothingToResume: 'There is no cancelled plan to keep.',
  /** Claim toasts (section 8). */
  paymentSuccessSignIn: 'Payment successful! Please sign in to claim your subscription.',
  trialPaymentSuccessSignIn: `Trial payment successful! Sign in to activate your ${TRIAL_DAYS}-day Pro trial.`,
  linked: 'Subscription successfully linked to your account!',
  linkFailedSignIn: 'Failed to link your subscription. Please contact support.',
  maybeClaimed: 'Subscription may have already been claimed or expired.',
  linkFailed: 'Failed to link subscription. Please contact support.',
  /** Signed up in the pricing view's own form: the plans are still on screen (commercial-side.md section 4). */
  accountCreatedChoosePlan: 'Account created! Now choose your plan.',
  accountCreatedTrial: `Account created and ${TRIAL_DAYS}-day Pro trial activated!`,
  accountCreatedLinked: 'Account created and subscription linked successfully!',
  accountCreatedLinkFailed: (reason: string) =>
    `Account created but failed to link subscription: ${reason}. Please contact support.`,
  accountCreatedMaybeClaimed: 'Account created but subscription may have already been claimed.',
  accountCreationIssue: 'Account creation issue. Please try signing in or contact support.',
  /** Claim results the server gives (the claim's error message). */
  claimNotPaid: 'This checkout has not been paid.',
  claimAlreadyClaimed: 'This purchase has already been claimed.',
  claimExpired: 'This purchase can no longer be claimed: its claim period has ended.',
  claimNotFound: 'No purchase with this checkout was found.',
  claimAdminOnly: "Only your team's admin can take a plan for the workspace.",
  /**
   * A claim from neither the payer's confirmed address nor the browser that paid (decision 0022): how the
   * payer claims it, with their address masked, since whoever holds the checkout's id may be a stranger.
   */
  claimNotPayer: (maskedPayerEmail: string | null) =>
    maskedPayerEmail
      ? `Sign in with the address you paid with (${maskedPayerEmail}) and confirm it, or open the link in the browser you paid with.`
      : 'Open the link in the browser you paid with.',
  /** The claimer's address is the payer's but not confirmed yet: confirming it claims the plan. */
  claimConfirmEmail:
    'This plan was paid with your e-mail address, which is not confirmed yet. Confirm it to claim the plan: we e-mail you a link.',
  /** The workspace's purchases and checkouts are its admin's, like buying (DESIGN section 5). */
  billingAdminOnly: "Billing is your team's admin's: ask them about the workspace's plan and purchases.",
  /** Post-checkout: the plan is not there yet (core-app.md section 8). */
  activating: 'Subscription is being activated. Please refresh the page in a moment.',
} as const;

/** How long a checkout request may take before the browser gives up on it (commercial-side.md section 9). */
export const CHECKOUT_TIMEOUT_MS = 60_000;

/**
 * Why a claim was refused (the claim result's code): no such plan checkout, not paid, claimed by another
 * workspace, past the claim window, not the admin, and not the payer (neither the payer's confirmed address
 * nor the browser that paid), of which confirm_email is the case where confirming the address would do.
 */
export const CLAIM_REFUSALS = [
  'not_found',
  'not_paid',
  'already_claimed',
  'expired',
  'admin_only',
  'not_payer',
  'confirm_email',
] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** Days after payment that a purchase made before sign-up can still be claimed by an account. */
export const CLAIM_WINDOW_DAYS = 30;
