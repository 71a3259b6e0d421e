import { CheckIcon } from 'lucide-react';
import type { BillingOffers, SubscriptionView } from '@tagwise/core/schemas/billing';
import {
  formatDollars,
  planAction,
  tierRank,
  TRIAL_BUTTON_LABEL,
  TRIAL_DAYS,
  TRIAL_FEATURE,
} from '@tagwise/core/values/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type Plan = BillingOffers['plans'][number];

/** What a plan card's button does: the plan, and whether it starts with the trial. */
export interface PlanChoice {
  plan: Plan;
  trial: boolean;
}

/** The button's words: the trial where it is offered, else the spec's Get Started, Upgrade, Downgrade, Switch Plan. */
function actionLabel(plan: Plan, current: SubscriptionView | null, trial: boolean) {
  if (trial) return TRIAL_BUTTON_LABEL;
  return planAction(current?.paid ? current.tier : null, plan.tier);
}

/**
 * The plan cards (commercial-side.md section 2, pricing): price a month, credits, what it includes, Most
 * Popular on Pro 600, Upgrade or Downgrade against the current plan. A signed-in workspace on a paid plan
 * does not see its own plan among them; a free one sees all.
 */
export function PlanGrid({
  plans,
  current,
  choosing,
  onChoose,
}: {
  plans: readonly Plan[];
  /** The workspace's plan, or null for a visitor. */
  current: SubscriptionView | null;
  /** The plan whose checkout is being opened. */
  choosing: Plan['tier'] | null;
  onChoose: (choice: PlanChoice) => void;
}) {
  const shown = current?.paid ? plans.filter((plan) => plan.tier !== current.tier) : plans;
  const trialOpen = current === null || current.trialAvailable;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
      {shown.map((plan) => {
        const trial = plan.trial && trialOpen;
        const relation =
          current?.paid && current.tier !== 'enterprise'
            ? tierRank(plan.tier) > tierRank(current.tier)
              ? 'Upgrade'
              : 'Downgrade'
            : null;
        return (
          <li
            key={plan.tier}
            className={cn(
              'relative flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs',
              plan.popular && 'border-primary ring-1 ring-primary',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              {plan.popular && <Badge>Most Popular</Badge>}
              {relation && <Badge variant="outline">{relation}</Badge>}
            </div>
            <p>
              <span className="text-3xl font-bold tabular-nums">{formatDollars(plan.priceCents)}</span>
              <span className="text-muted-foreground"> / month</span>
            </p>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            <ul className="grid gap-1.5 text-sm">
              {/* The trial line only where choosing the plan starts it: a workspace's first plan, once. */}
              {plan.features
                .filter((feature) => trial || feature !== TRIAL_FEATURE)
                .map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {feature}
                  </li>
                ))}
            </ul>
            <Button
              className="mt-auto"
              variant={plan.popular ? 'default' : 'outline'}
              disabled={choosing !== null}
              onClick={() => onChoose({ plan, trial })}
              aria-label={`${actionLabel(plan, current, trial)}: ${plan.name}`}
            >
              {choosing === plan.tier && <Spinner />}
              {actionLabel(plan, current, trial)}
            </Button>
            {trial && (
              <p className="-mt-2 text-center text-xs text-muted-foreground">
                Free for {TRIAL_DAYS} days, then {formatDollars(plan.priceCents)} a month. Cancel any time.
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
