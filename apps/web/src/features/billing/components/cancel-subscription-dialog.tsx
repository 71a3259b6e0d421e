import { toast } from 'sonner';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatLocalDate } from '@/lib/local-dates';

/**
 * Cancel Subscription asks first (commercial-side.md section 4): premium access ends with the billing
 * period. On success it says so and reloads the page, so every screen shows the cancelled plan.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  periodEnd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  periodEnd: string;
}) {
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(BILLING_MESSAGES.cancelled);
        // The toast is seen before the page reloads.
        setTimeout(() => window.location.reload(), 1500);
      },
      // The server's words when it refused (signed out: "Please sign in again to cancel subscription").
      onError: (error) => toast.error(failureMessage(error, BILLING_MESSAGES.cancelFailed)),
    });
  const busy = cancel.isPending || cancel.isSuccess;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            You keep your plan and its credits until the end of this billing period (<PlanDate iso={periodEnd} />
            ). Then your workspace moves to the free plan and loses premium access: {TIER_ALLOWANCE.freemium} AI credits
            a month and no studio photos. Your items, photos and credits from packs stay.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Keep my plan
          </Button>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {busy && <Spinner />}
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The date, formatted only once the dialog's content renders: the closed dialog is part of every signed-in
 * page, and a page's first date format starts the browser's ICU data (see @tagwise/core/values/us-number).
 */
function PlanDate({ iso }: { iso: string }) {
  return formatLocalDate(iso);
}
