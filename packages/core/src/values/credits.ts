// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/credits.ts re-exports them for the server and the forms.

/**
 * Plans and credits (commercial-side.md section 9, core-app.md sections 4 and 6). One credit per analysed
 * item; studio enhancement one more (pro only, free inside an analysis). Plan credits reset each period
 * without rollover; purchased packs never expire and are used after the plan's allowance.
 */
export const TIERS = ['freemium', 'basic', 'pro-300', 'pro-600', 'pro-900', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** Monthly allowance per tier; -1 is unlimited (never charged). */
export const TIER_ALLOWANCE: Record<Tier, number> = {
  freemium: 10,
  basic: 50,
  'pro-300': 300,
  'pro-600': 600,
  'pro-900': 900,
  enterprise: -1,
};
/** The plan names the pricing table uses (commercial-side.md section 9). */
export const PLAN_LABELS: Record<Tier, string> = {
  freemium: 'Free',
  basic: 'Basic',
  'pro-300': 'Pro 300',
  'pro-600': 'Pro 600',
  'pro-900': 'Pro 900',
  enterprise: 'Enterprise',
};

/** Older records say "pro": that is Pro 300. */
export const LEGACY_TIER_ALIASES: Record<string, Tier> = { pro: 'pro-300' };
/** A trialing subscription is Pro with at least this many credits. */
export const TRIAL_MIN_ALLOWANCE = 300;

export const CREDIT_OPERATIONS = ['analysis', 'enhancement', 'promo'] as const;
export type CreditOperation = (typeof CREDIT_OPERATIONS)[number];
export const CREDIT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
/** Why credits were added: a bought pack, a correction, or the server's owner (`npm run admin -- grant`). */
export const CREDIT_GRANT_REASONS = ['pack', 'adjustment', 'admin'] as const;

/** The spec's way on when credits run out (core-app.md section 8): the credits dialog sells packs. */
const PURCHASE_MORE_CREDITS = 'Please purchase more credits to continue using AI analysis features.';

export const CREDIT_MESSAGES = {
  notEnough: (used: number, allowance: number) =>
    `You don't have enough AI credits to perform this analysis. You've used ${used}/${allowance} credits this month. ${PURCHASE_MORE_CREDITS}`,
  /** The enhancement variant the spec mentions without wording it (core-app.md section 8). */
  notEnoughToEnhance: (used: number, allowance: number) =>
    `You don't have enough AI credits to enhance this photo. You've used ${used}/${allowance} credits this month. ${PURCHASE_MORE_CREDITS}`,
  /** The promotional-material variant (core-app.md section 8 names it without wording it). */
  notEnoughForPromo: (used: number, allowance: number) =>
    `You don't have enough AI credits to generate promotional material. You've used ${used}/${allowance} credits this month. ${PURCHASE_MORE_CREDITS}`,
  loadFailed: 'Failed to load credit history. Please try again.',
  /** The ledger itself failed (core-app.md section 8). */
  startFailed: 'Failed to initiate credit transaction',
  /** Why an analysis's credit went back although its item was saved (the credit history shows it). */
  analyzerAbstained: 'The offline analyzer could not identify the item',
} as const;

/** Fired on window when credits run out; the purchase-credits modal listens (commercial-side.md section 2). */
export const PURCHASE_CREDITS_EVENT = 'show-purchase-credits-modal';
