import { z } from 'zod';
import { CREDIT_GRANT_REASONS, CREDIT_OPERATIONS, CREDIT_STATUSES, TIERS } from '../values/credits.ts';

export {
  CREDIT_GRANT_REASONS,
  CREDIT_MESSAGES,
  CREDIT_OPERATIONS,
  CREDIT_STATUSES,
  LEGACY_TIER_ALIASES,
  PURCHASE_CREDITS_EVENT,
  TIER_ALLOWANCE,
  TIERS,
  TRIAL_MIN_ALLOWANCE,
  type CreditOperation,
  type Tier,
} from '../values/credits.ts';

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

/** Credits added on top of the plan: bought packs, adjustments, and grants by the server's owner. */
export const CreditGrant = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  reason: z.enum(CREDIT_GRANT_REASONS),
  credits: z.number().int(),
  /** Not yet spent (they never expire). */
  remaining: z.number().int(),
});
export type CreditGrant = z.infer<typeof CreditGrant>;

export const CreditGrantList = z.object({ grants: z.array(CreditGrant) });
export type CreditGrantList = z.infer<typeof CreditGrantList>;

export const CreditTransactionPage = z.object({
  transactions: z.array(CreditTransaction),
  nextCursor: z.string().nullable(),
});
export type CreditTransactionPage = z.infer<typeof CreditTransactionPage>;
