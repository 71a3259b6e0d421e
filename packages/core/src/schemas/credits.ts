import { z } from 'zod';

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
/** Older records say "pro": that is Pro 300. */
export const LEGACY_TIER_ALIASES: Record<string, Tier> = { pro: 'pro-300' };
/** A trialing subscription is Pro with at least this many credits. */
export const TRIAL_MIN_ALLOWANCE = 300;

export const CREDIT_OPERATIONS = ['analysis', 'enhancement', 'promo'] as const;
export type CreditOperation = (typeof CREDIT_OPERATIONS)[number];
export const CREDIT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;

/** What the signed-in person's workspace has this period (the credits meter and the history header). */
export const CreditBalance = z.object({
  tier: z.enum(TIERS),
  status: z.string(),
  unlimited: z.boolean(),
  /** Plan credits this period; -1 when unlimited. */
  allowance: z.number().int(),
  used: z.number().int(),
  /** Purchased pack credits left. */
  packCredits: z.number().int(),
  /** Credits that can still be spent now (allowance - used + packs); -1 when unlimited. */
  available: z.number().int(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
});
export type CreditBalance = z.infer<typeof CreditBalance>;

export const CreditTransaction = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  operation: z.enum(CREDIT_OPERATIONS),
  status: z.enum(CREDIT_STATUSES),
  credits: z.number().int(),
  /** Where the credit came from: the plan's allowance, a pack, or none (unlimited plan). */
  source: z.enum(['plan', 'pack', 'none']),
  itemId: z.string().nullable(),
  /** The item's name now, or null when it was deleted (the row stays). */
  itemName: z.string().nullable(),
  actorName: z.string().nullable(),
  error: z.string().nullable(),
});
export type CreditTransaction = z.infer<typeof CreditTransaction>;

export const CreditTransactionPage = z.object({
  transactions: z.array(CreditTransaction),
  nextCursor: z.string().nullable(),
});
export type CreditTransactionPage = z.infer<typeof CreditTransactionPage>;

export const CREDIT_MESSAGES = {
  notEnough: (used: number, allowance: number) =>
    `You don't have enough AI credits to perform this analysis. You've used ${used}/${allowance} credits this month. Please purchase more credits to continue using AI analysis features.`,
  loadFailed: 'Failed to load credit history. Please try again.',
} as const;

/** Fired on window when credits run out; the purchase-credits modal listens (commercial-side.md section 2). */
export const PURCHASE_CREDITS_EVENT = 'show-purchase-credits-modal';
