import type { CreditBalance, CreditGrant, CreditTransaction } from '@tagwise/core/schemas/credits';
import { TRIAL_LABEL } from '@tagwise/core/values/billing';
import { PLAN_LABELS } from '@tagwise/core/values/credits';
import { countOf } from '@tagwise/core/values/plural';
import { formatLocalDate } from '@/lib/local-dates';

/** The credit usage history page (the route is declared in app/routes.tsx). */
export const CREDIT_HISTORY_PATH = '/credit-history';

/** A trial is labelled as such whatever Pro tier it runs on (commercial-side.md section 4). */
export const planLabel = ({ tier, status }: Pick<CreditBalance, 'tier' | 'status'>) =>
  status === 'trialing' ? TRIAL_LABEL : PLAN_LABELS[tier];

/**
 * How worried the meter should look: the spec colours the bar amber above 60% used and red above 80%
 * (and puts a red dot on the avatar at the same point). Unlimited plans never run low.
 */
export type UsageLevel = 'normal' | 'warning' | 'critical';

/** Share of the period's plan credits used, 0 to 1 (pack credits are extra and not part of it). */
export function usedShare({ unlimited, used, allowance }: Pick<CreditBalance, 'unlimited' | 'used' | 'allowance'>) {
  if (unlimited || allowance <= 0) return 0;
  return Math.min(used / allowance, 1);
}

export function usageLevel(balance: Pick<CreditBalance, 'unlimited' | 'used' | 'allowance'>): UsageLevel {
  const share = usedShare(balance);
  if (share > 0.8) return 'critical';
  if (share > 0.6) return 'warning';
  return 'normal';
}

/** The bar's fill per level; kept here so the menu and the history page cannot disagree. */
export const USAGE_BAR_CLASS: Record<UsageLevel, string> = {
  normal: 'bg-primary',
  warning: 'bg-amber-500',
  critical: 'bg-destructive',
};

/** The meter's headline: what can still be spent now, packs included. */
export const creditsLeftText = ({ unlimited, available }: Pick<CreditBalance, 'unlimited' | 'available'>) =>
  unlimited ? 'Unlimited AI credits' : `${countOf(available, 'credit')} left`;

export const creditsUsedText = ({
  unlimited,
  used,
  allowance,
}: Pick<CreditBalance, 'unlimited' | 'used' | 'allowance'>) =>
  unlimited
    ? `${countOf(used, 'AI operation')} this period`
    : `${used.toLocaleString()} of ${countOf(allowance, 'credit')} used this period`;

/** Plan credits come back at the end of the period, without rollover (commercial-side.md section 9). */
export const resetsOnText = ({ periodEnd }: Pick<CreditBalance, 'periodEnd'>) =>
  `Resets on ${formatLocalDate(periodEnd)}`;

export const OPERATION_LABELS: Record<CreditTransaction['operation'], string> = {
  analysis: 'AI analysis',
  enhancement: 'Studio enhancement',
  promo: 'Promo text',
};

export const GRANT_REASON_LABELS: Record<CreditGrant['reason'], string> = {
  pack: 'Credit pack',
  adjustment: 'Adjustment',
  admin: 'Added by the person who runs this server',
};

export const STATUS_LABELS: Record<CreditTransaction['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/**
 * What a row cost. A refund gave the credit back, so it reads as a gain; an unlimited plan records the
 * operation at no cost, and says why it is free.
 */
export function transactionCreditsText({
  credits,
  status,
  source,
}: Pick<CreditTransaction, 'credits' | 'status' | 'source'>) {
  if (status === 'refunded') return `+${credits.toLocaleString()} refunded`;
  if (source === 'none') return '0 (unlimited)';
  return credits.toLocaleString();
}

/** The same with its unit, where no column header names it (the phone's cards). */
export function transactionCreditsPhrase({
  credits,
  status,
  source,
}: Pick<CreditTransaction, 'credits' | 'status' | 'source'>) {
  if (status === 'refunded') return `+${countOf(credits, 'credit')} refunded`;
  if (source === 'none') return '0 credits (unlimited)';
  return countOf(credits, 'credit');
}

/**
 * The item column: a link while the item exists. Only a completed operation ever had an item (an analysis
 * links the item it created; a failed or pending one never made one), so a completed row without an item
 * means it was deleted since; the others have nothing to show.
 */
export function transactionItem({
  itemId,
  itemName,
  status,
}: Pick<CreditTransaction, 'itemId' | 'itemName' | 'status'>):
  { kind: 'link'; href: string; name: string } | { kind: 'deleted' } | { kind: 'none' } {
  if (itemId && itemName !== null) return { kind: 'link', href: `/items/${itemId}`, name: itemName };
  return status === 'completed' ? { kind: 'deleted' } : { kind: 'none' };
}

/** Under the history, so "Load more" is announced with what it added. */
export function shownText(count: number, more: boolean) {
  if (more) return `Showing the latest ${count.toLocaleString()} transactions`;
  return count === 1 ? 'Showing 1 transaction' : `Showing all ${countOf(count, 'transaction')}`;
}
