import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PURCHASE_CREDITS_EVENT } from '@tagwise/core/values/credits';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { CREDITS_KEY, useCreditBalance } from '../api/get-credit-balance';
import { CREDIT_HISTORY_PATH, formatDate } from '../lib/credit-display';
import { UsageBar } from './usage-bar';

/**
 * Opens wherever the app is when an AI operation is refused for lack of credits: any feature fires
 * PURCHASE_CREDITS_EVENT on window (lib/credits-exhausted.ts), so none of them needs to import this one
 * (commercial-side.md section 2). Buying packs comes with billing; until then the dialog explains the
 * state, what still works, who can add credits (the server's owner, who is shown the command), and where
 * the usage is listed.
 */
export default function CreditsExhaustedDialog({ ownerHelp }: { ownerHelp: ReactNode }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    const show = () => {
      setOpen(true);
      // The refusal means the meter is stale: someone (maybe another device) spent the last credit.
      void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
    };
    window.addEventListener(PURCHASE_CREDITS_EVENT, show);
    return () => window.removeEventListener(PURCHASE_CREDITS_EVENT, show);
  }, [queryClient]);
  const { data: balance, isPending } = useCreditBalance();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>AI credits used up</DialogTitle>
          <DialogDescription>
            You've reached your AI analysis quota, so new photos can't be analysed right now.
          </DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Skeleton className="h-12" />
        ) : (
          balance &&
          !balance.unlimited && (
            <div className="grid gap-2 text-sm">
              <p>
                You've used{' '}
                <strong className="tabular-nums">
                  {balance.used}/{balance.allowance}
                </strong>{' '}
                credits this period. Your plan's credits reset on {formatDate(balance.periodEnd)}.
              </p>
              <UsageBar balance={balance} label="AI credits used this period" />
            </div>
          )
        )}
        <div className="rounded-md border px-3 py-2.5 text-sm">{ownerHelp}</div>
        <p className="flex gap-2 rounded-md bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Uploading photos and adding items manually still work without credits; only the AI analysis needs them.
          </span>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={CREDIT_HISTORY_PATH} onClick={() => setOpen(false)}>
              View credit usage
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
