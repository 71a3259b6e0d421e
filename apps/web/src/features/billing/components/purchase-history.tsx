import { TRIAL_DAYS, formatDollars } from '@tagwise/core/values/billing';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePurchases } from '../api/get-purchases';
import { formatLocalDate } from '@/lib/local-dates';

/** The workspace's purchases, newest first: plans (a trial at $0) and credit packs. */
export function PurchaseHistory() {
  const purchases = usePurchases();
  if (purchases.isPending) return <Skeleton className="h-24" />;
  if (purchases.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>The purchase history could not be loaded.</p>
        <Button variant="outline" onClick={() => void purchases.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const list = purchases.data.purchases;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No purchases yet.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Purchases">
      {list.map((purchase) => (
        <li key={purchase.sessionId} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <span className="font-medium">
            {purchase.mode === 'subscription'
              ? `${purchase.name} plan${purchase.trial ? ` · ${TRIAL_DAYS}-day trial` : ''}`
              : `${purchase.name} pack`}
          </span>
          <span className="text-muted-foreground">
            {purchase.mode === 'subscription'
              ? `${countOf(purchase.credits, 'credit')} a month`
              : countOf(purchase.credits, 'credit')}
          </span>
          <span className="ml-auto tabular-nums">{formatDollars(purchase.amountCents)}</span>
          <span className="w-full text-xs text-muted-foreground sm:w-auto">{formatLocalDate(purchase.paidAt)}</span>
        </li>
      ))}
    </ul>
  );
}
