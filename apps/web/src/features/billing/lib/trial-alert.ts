import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { timeLeft } from './plan-display';

/** The amber dot's rule (commercial-side.md section 4): a trial with 0 days left. */
export const trialEndingToday = (subscription: SubscriptionView | undefined, now = Date.now()) =>
  subscription?.trialing === true && timeLeft(subscription.currentPeriodEnd, now).days === 0;
