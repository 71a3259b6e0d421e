import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { renewalText, subscriptionLabel } from '../lib/plan-display';
import { TrialCountdown } from './trial-countdown';

/** The current plan above the plan cards (commercial-side.md section 2, pricing modal). */
export function CurrentPlanBox({ subscription }: { subscription: SubscriptionView }) {
  return (
    <section aria-label="Your current plan" className="grid gap-1 rounded-xl border bg-muted/40 p-4">
      <p className="text-sm text-muted-foreground">Your current plan</p>
      <p className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
        {subscriptionLabel(subscription)}
        {subscription.trialing && (
          <TrialCountdown
            end={subscription.currentPeriodEnd}
            className="text-sm font-normal text-amber-700 dark:text-amber-400"
          />
        )}
      </p>
      <p className="text-sm text-muted-foreground">{renewalText(subscription)}</p>
    </section>
  );
}
