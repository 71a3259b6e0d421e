import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PACK_PRICES_TEXT } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateCheckout } from '../api/create-checkout';
import { useOpenPortal } from '../api/create-portal';
import { useBillingOffers } from '../api/get-billing-offers';
import { useSubscription } from '../api/get-subscription';
import { checkoutFailureMessage } from '../lib/checkout-failure';
import { CurrentPlanBox } from './current-plan-box';
import { PlanGrid, type PlanChoice } from './plan-grid';
import { TestModeNote } from './test-mode-note';

/** The address of a visitor's plan checkout (commercial-side.md section 2: /signup-checkout). */
export const signupCheckoutPath = ({ plan, trial }: PlanChoice) =>
  `/signup-checkout?${new URLSearchParams({ priceId: plan.priceId, mode: 'subscription', ...(trial && { trial: 'true' }) })}`;

/**
 * Choosing a plan: the cards, and what choosing does. A visitor pays first and creates the account
 * after (/signup-checkout); a signed-in admin goes straight to the checkout. Signed in, the current plan
 * is shown above the others.
 */
export function PlanChooser({ signedIn }: { signedIn: boolean }) {
  const offers = useBillingOffers();
  const subscription = useSubscription(signedIn);
  const checkout = useCreateCheckout();
  const openPortal = useOpenPortal();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<PlanChoice | null>(null);

  if (offers.isPending || (signedIn && subscription.isPending)) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <span className="sr-only">Loading plans…</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-80" />
        ))}
      </div>
    );
  }
  if (offers.isError || subscription.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>The plans could not be loaded.</p>
        <Button variant="outline" onClick={() => void (offers.isError ? offers.refetch() : subscription.refetch())}>
          Retry
        </Button>
      </div>
    );
  }

  const current = signedIn ? (subscription.data ?? null) : null;
  const choose = (choice: PlanChoice) => {
    if (!signedIn) {
      void navigate(signupCheckoutPath(choice));
      return;
    }
    // Stripe bills the plan: its portal switches it, so no second subscription is started.
    if (current?.paid && current.provider === 'stripe') {
      openPortal.mutate();
      return;
    }
    setChoosing(choice);
    checkout.mutate(
      { priceId: choice.plan.priceId, mode: 'subscription', ...(choice.trial && { trial: true }) },
      { onError: () => setChoosing(null) },
    );
  };
  return (
    <div className="grid gap-6">
      {current && <CurrentPlanBox subscription={current} />}
      {offers.data.testMode && <TestModeNote />}
      {checkout.isError && (
        <p role="alert" className="text-sm text-destructive">
          {checkoutFailureMessage(checkout.error, 'plan')}
        </p>
      )}
      <PlanGrid plans={offers.data.plans} current={current} choosing={choosing?.plan.tier ?? null} onChoose={choose} />
      {!signedIn && (
        <p className="text-center text-sm text-muted-foreground">
          Or start free: {TIER_ALLOWANCE.freemium} AI credits a month, no card needed.{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            Create a free account
          </Link>
        </p>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Plans renew monthly; their credits reset on the billing date without rollover. Credit packs ({PACK_PRICES_TEXT},
        bought from your account) add credits that never expire. Enterprise (unlimited credits, white-label reports) is
        arranged with the server&apos;s owner.
      </p>
    </div>
  );
}
