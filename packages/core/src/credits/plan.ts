import { LEGACY_TIER_ALIASES, TIER_ALLOWANCE, TIERS, TRIAL_MIN_ALLOWANCE, type Tier } from '../schemas/credits.ts';

/** Statuses under which a paid tier counts (commercial-side.md section 4: "Paid plan means ..."). */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface PlanRecord {
  tier: string;
  status: string;
  /** The spec's features.max_items_per_month when set: overrides the tier's allowance; -1 unlimited. */
  maxItemsPerMonth: number | null;
}

/** A paid plan: not the free tier, and active, trialing or past due (Manage Billing and Cancel show). */
export const isPaidPlan = ({ tier, status }: Pick<PlanRecord, 'tier' | 'status'>) =>
  tier !== 'freemium' && PAID_STATUSES.has(status);

export interface EffectivePlan {
  tier: Tier;
  /** Plan credits per period; -1 when unlimited. */
  allowance: number;
  unlimited: boolean;
}

const asTier = (tier: string): Tier =>
  LEGACY_TIER_ALIASES[tier] ?? ((TIERS as readonly string[]).includes(tier) ? (tier as Tier) : 'freemium');

/**
 * What a subscription record allows this period. A paid tier whose status is not paid (canceled,
 * unpaid) falls back to the free tier; a trial is Pro with at least 300 credits; enterprise or an
 * override of -1 is unlimited and never charged (core-app.md sections 4 and 6).
 */
export function effectivePlan(record: PlanRecord): EffectivePlan {
  let tier = asTier(record.tier);
  if (tier !== 'freemium' && !PAID_STATUSES.has(record.status)) tier = 'freemium';
  if (record.status === 'trialing' && !tier.startsWith('pro-') && tier !== 'enterprise') tier = 'pro-300';
  let allowance = record.maxItemsPerMonth ?? TIER_ALLOWANCE[tier];
  if (record.status === 'trialing' && allowance !== -1) allowance = Math.max(allowance, TRIAL_MIN_ALLOWANCE);
  const unlimited = tier === 'enterprise' || allowance === -1;
  return { tier, allowance: unlimited ? -1 : allowance, unlimited };
}

/** The same day-of-month `months` later, clamped to the month's last day (31 January + 1 = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The monthly period counted from `anchor` that contains `now` (credits reset monthly on the billing date). */
export function periodFrom(anchor: Date, now: Date): { start: Date; end: Date } {
  let months = 0;
  while (addMonths(anchor, months + 1) <= now) months++;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/**
 * The billing period that contains `now`, counted in whole months from the period's anchor. Null when
 * `now` is still inside the current period.
 */
export function periodContaining(anchor: Date, periodEnd: Date, now: Date): { start: Date; end: Date } | null {
  return now < periodEnd ? null : periodFrom(anchor, now);
}
