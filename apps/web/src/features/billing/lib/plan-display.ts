import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { TRIAL_LABEL } from '@tagwise/core/values/billing';
import { PLAN_LABELS } from '@tagwise/core/values/credits';
import { formatLocalDate } from '@/lib/local-dates';

/** The trial's label ("7-Day Pro Trial") while trialing, else the plan's name (commercial-side.md section 4). */
export const subscriptionLabel = ({ tier, trialing }: Pick<SubscriptionView, 'tier' | 'trialing'>) =>
  trialing ? TRIAL_LABEL : PLAN_LABELS[tier];

/** Time left until `end`, in whole days, hours and minutes (never negative). */
export function timeLeft(end: string, now: number) {
  const minutes = Math.max(0, Math.floor((new Date(end).getTime() - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** "5d 3h 12m left": the trial countdown's words. */
export function countdownText(end: string, now: number) {
  const { days, hours, minutes } = timeLeft(end, now);
  return `${days}d ${hours}h ${minutes}m left`;
}

/** What happens at the period's end: renewal, the trial turning paid, or the plan ending. */
export function renewalText(subscription: SubscriptionView) {
  const date = formatLocalDate(subscription.currentPeriodEnd);
  if (!subscription.paid) return `Free credits reset on ${date}`;
  if (subscription.cancelAtPeriodEnd) return `Cancelled: ends on ${date}, then the free plan`;
  if (subscription.trialing) return `Trial ends on ${date}, then the plan renews monthly`;
  return `Renews on ${date}`;
}
