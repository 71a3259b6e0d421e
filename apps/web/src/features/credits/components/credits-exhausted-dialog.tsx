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
import type { PurchaseCreditsReason } from '@/lib/credits-exhausted';
import { CREDITS_KEY, useCreditBalance } from '../api/get-credit-balance';
import { formatLocalDate } from '@/lib/local-dates';
import { CREDIT_HISTORY_PATH } from '../lib/credit-display';
import { UsageBar } from './usage-bar';

const TEXT: Record<PurchaseCreditsReason, { title: string; description: string }> = {
  exhausted: {
    title: 'AI credits used up',
    description: "You've reached your AI analysis quota, so new photos can't be analysed right now.",
  },
  add: {
    title: 'Add AI credits',
    description: 'Credit packs add to your plan: they never expire and are used after your monthly credits.',
  },
};

/**
 * The purchase-credits dialog (commercial-side.md section 2). Opens wherever the app is when an AI operation
 * is refused for lack of credits, or from Add Credits: any feature fires PURCHASE_CREDITS_EVENT on window
 * (lib/credits-exhausted.ts), so none of them needs to import this one. It shows the balance and what still
 * works; `purchase` (from the app, which knows the person's role) is the pack choice with Cancel and
 * Purchase Credits, or for a team member whom to ask; given `close`, it ends the dialog.
 */
export default function CreditsExhaustedDialog({ purchase }: { purchase: (close: () => void) => ReactNode }) {
  const [reason, setReason] = useState<PurchaseCreditsReason | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const show = (event: Event) => {
      setReason((event as CustomEvent<PurchaseCreditsReason | undefined>).detail ?? 'exhausted');
      // The refusal means the meter is stale: someone (maybe another device) spent the last credit.
      void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
    };
    window.addEventListener(PURCHASE_CREDITS_EVENT, show);
    return () => window.removeEventListener(PURCHASE_CREDITS_EVENT, show);
  }, [queryClient]);
  const { data: balance, isPending } = useCreditBalance();
  const close = () => setReason(null);
  // Kept while the dialog animates out, so its words do not change as it leaves.
  const [shown, setShown] = useState<PurchaseCreditsReason>('exhausted');
  if (reason && reason !== shown) setShown(reason);
  const text = TEXT[reason ?? shown];

  return (
    <Dialog open={reason !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
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
                credits this period
                {balance.packCredits > 0 && (
                  <>
                    , and have <strong className="tabular-nums">{balance.packCredits}</strong> pack credits
                  </>
                )}
                . Your plan's credits reset on <ResetDate iso={balance.periodEnd} />.{' '}
                <Link to={CREDIT_HISTORY_PATH} onClick={close} className="underline underline-offset-2">
                  View credit usage
                </Link>
              </p>
              <UsageBar balance={balance} label="AI credits used this period" />
            </div>
          )
        )}
        <p className="flex gap-2 rounded-md bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Uploading photos and adding items manually still work without credits; only the AI analysis needs them.
          </span>
        </p>
        {purchase(close)}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's end for someone who cannot buy: what to do instead, and Close. */
export function CreditsDialogFooter({ help, onClose }: { help: ReactNode; onClose: () => void }) {
  return (
    <>
      <div className="rounded-md border px-3 py-2.5 text-sm">{help}</div>
      <DialogFooter>
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </>
  );
}

/** Formatted only once the dialog is open (see PlanDate in billing's cancel-subscription-dialog.tsx). */
function ResetDate({ iso }: { iso: string }) {
  return formatLocalDate(iso);
}
