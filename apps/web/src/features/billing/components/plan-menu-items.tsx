import { CreditCardIcon, XCircleIcon } from 'lucide-react';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { SheetClose } from '@/components/ui/sheet';
import { useOpenPortal } from '../api/create-portal';
import { useSubscription } from '../api/get-subscription';
import { subscriptionLabel } from '../lib/plan-display';
import { openCancelSubscription } from './cancel-subscription-host';
import { TrialCountdown } from './trial-countdown';

/** The plan's name, the trial's countdown while it runs, and whether it is cancelled. */
function PlanLine({ subscription, testId }: { subscription: SubscriptionView; testId: string }) {
  return (
    <>
      <span className="font-medium" data-testid={testId}>
        {subscriptionLabel(subscription)}
      </span>
      {subscription.trialing && (
        <TrialCountdown end={subscription.currentPeriodEnd} className="text-xs text-amber-700 dark:text-amber-400" />
      )}
      {subscription.cancelAtPeriodEnd && <span className="text-xs text-muted-foreground">· cancelled</span>}
    </>
  );
}

/**
 * The profile dropdown's plan part (commercial-side.md section 2): the plan label and the trial's
 * countdown; for the admin of a paid plan, Manage Billing (the portal, in a new tab) and Cancel
 * Subscription (asks first).
 */
export function PlanMenuItems({ isAdmin }: { isAdmin: boolean }) {
  const { data } = useSubscription();
  const openPortal = useOpenPortal();
  if (!data) return null;
  return (
    <>
      <DropdownMenuLabel className="flex flex-wrap items-baseline gap-x-2 font-normal">
        <PlanLine subscription={data} testId="menu-plan-label" />
      </DropdownMenuLabel>
      {isAdmin && data.paid && (
        <DropdownMenuItem onSelect={() => openPortal.mutate()}>
          <CreditCardIcon aria-hidden />
          Manage Billing
        </DropdownMenuItem>
      )}
      {isAdmin && data.paid && data.tier !== 'enterprise' && !data.cancelAtPeriodEnd && (
        <DropdownMenuItem onSelect={openCancelSubscription}>
          <XCircleIcon aria-hidden />
          Cancel Subscription
        </DropdownMenuItem>
      )}
    </>
  );
}

const SHEET_BUTTON = 'justify-start px-3 py-3 text-base';

/**
 * The same in the phone menu: the plan label and the trial's countdown, then for the admin of a paid plan
 * Manage Billing and Cancel Subscription; choosing one closes the menu.
 */
export function PlanSheetItems({ isAdmin }: { isAdmin: boolean }) {
  const { data } = useSubscription();
  const openPortal = useOpenPortal();
  if (!data) return null;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2 px-3 pt-1 text-sm">
        <PlanLine subscription={data} testId="sheet-plan-label" />
      </p>
      {isAdmin && data.paid && (
        <SheetClose asChild>
          <Button variant="ghost" className={SHEET_BUTTON} onClick={() => openPortal.mutate()}>
            <CreditCardIcon className="size-5" aria-hidden />
            Manage Billing
          </Button>
        </SheetClose>
      )}
      {isAdmin && data.paid && data.tier !== 'enterprise' && !data.cancelAtPeriodEnd && (
        <SheetClose asChild>
          <Button variant="ghost" className={SHEET_BUTTON} onClick={openCancelSubscription}>
            <XCircleIcon className="size-5" aria-hidden />
            Cancel Subscription
          </Button>
        </SheetClose>
      )}
    </>
  );
}
