import { CreditCardIcon, XCircleIcon } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { useOpenPortal } from '../api/create-portal';
import { useSubscription } from '../api/get-subscription';
import { subscriptionLabel } from '../lib/plan-display';
import { openCancelSubscription } from './cancel-subscription-host';
import { TrialCountdown } from './trial-countdown';

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
        <span className="font-medium" data-testid="menu-plan-label">
          {subscriptionLabel(data)}
        </span>
        {data.trialing && (
          <TrialCountdown end={data.currentPeriodEnd} className="text-xs text-amber-700 dark:text-amber-400" />
        )}
        {data.cancelAtPeriodEnd && <span className="text-xs text-muted-foreground">· cancelled</span>}
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
