import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useOpenPortal } from '../api/create-portal';
import { useSubscription } from '../api/get-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CurrentPlanBox } from './current-plan-box';

/** The workspace's admin as a team member is told of them (AccountSettings.admin). */
export interface TeamAdmin {
  name: string;
  email: string;
}

/**
 * The workspace's plan with what the admin can do about it: change plan, manage billing (the portal),
 * cancel at the period's end or keep a cancelled plan. A team member sees the plan only (billing is the
 * admin's), and who changes it: `teamAdmin`. `portal` false on the portal page itself.
 */
export function PlanSummaryCard({
  isAdmin,
  teamAdmin = null,
  portal = true,
}: {
  isAdmin: boolean;
  teamAdmin?: TeamAdmin | null;
  portal?: boolean;
}) {
  const subscription = useSubscription();
  const openPortal = useOpenPortal();
  const resume = useResumeSubscription();
  const [cancelling, setCancelling] = useState(false);
  if (subscription.isPending) return <Skeleton className="h-28" />;
  if (subscription.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>Your plan could not be loaded.</p>
        <Button variant="outline" onClick={() => void subscription.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const plan = subscription.data;
  return (
    <div className="grid gap-3">
      <CurrentPlanBox subscription={plan} />
      {isAdmin ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant={plan.paid ? 'outline' : 'default'}>
            <Link to="/choose-tier">{plan.paid ? 'Change plan' : 'Upgrade'}</Link>
          </Button>
          {plan.paid && portal && (
            <Button variant="outline" disabled={openPortal.isPending} onClick={() => openPortal.mutate()}>
              {openPortal.isPending && <Spinner />}
              Manage Billing
            </Button>
          )}
          {plan.paid && plan.tier !== 'enterprise' && !plan.cancelAtPeriodEnd && (
            <Button variant="ghost" className="text-destructive" onClick={() => setCancelling(true)}>
              Cancel Subscription
            </Button>
          )}
          {plan.paid && plan.cancelAtPeriodEnd && (
            <Button
              variant="outline"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => toast.success(BILLING_MESSAGES.resumed),
                  onError: (error) =>
                    toast.error(failureMessage(error, 'Your plan could not be kept. Please try again.')),
                })
              }
            >
              {resume.isPending && <Spinner />}
              Keep my plan
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {teamAdmin ? (
            <>
              Your team&apos;s admin, {teamAdmin.name} ({teamAdmin.email}), manages the plan and billing. Ask them to
              change the plan.
            </>
          ) : (
            'Your team’s admin manages the plan and billing.'
          )}
        </p>
      )}
      <CancelSubscriptionDialog open={cancelling} onOpenChange={setCancelling} periodEnd={plan.currentPeriodEnd} />
    </div>
  );
}
