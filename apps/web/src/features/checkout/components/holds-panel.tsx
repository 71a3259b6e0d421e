import { useState } from 'react';
import { HandIcon, ShoppingCartIcon } from 'lucide-react';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { holdUntilText } from '@tagwise/core/sale-day/item-state-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useHolds } from '../api/get-holds';
import { useReleaseHold } from '../api/release-hold';
import { ReasonDialog } from './reason-dialog';

/**
 * The holds standing on the sale: who, until when, which items; Ring up puts a hold's items in the cart to
 * be paid for it, Release ends it early (with a reason) and puts them back on sale.
 */
export function HoldsPanel({
  projectId,
  timeZone,
  onRingUp,
}: {
  projectId: string;
  timeZone: string;
  onRingUp: (hold: Hold) => void;
}) {
  const holds = useHolds(projectId);
  const release = useReleaseHold(projectId);
  const [releasing, setReleasing] = useState<Hold | null>(null);
  const list = holds.data?.holds ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Holds" className="grid gap-2 rounded-md border p-3">
      <h2 className="flex items-center gap-2 font-medium">
        <HandIcon className="size-4" aria-hidden />
        On hold
      </h2>
      <ul className="grid divide-y">
        {list.map((hold) => (
          <li key={hold.id} className="grid gap-2 py-2" aria-label={`Hold for ${hold.customerName}`}>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{hold.customerName}</span>
              {hold.customerPhone && <span className="text-muted-foreground">{hold.customerPhone}</span>}
              {hold.state === 'expired' ? (
                <Badge variant="outline">Ended {holdUntilText(new Date(hold.holdUntil), timeZone)}</Badge>
              ) : (
                <span className="text-muted-foreground">until {holdUntilText(new Date(hold.holdUntil), timeZone)}</span>
              )}
            </div>
            <p className="text-sm text-muted-foreground">{hold.items.map((item) => item.name).join(', ')}</p>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onRingUp(hold)}>
                <ShoppingCartIcon aria-hidden />
                Ring up<span className="sr-only"> the hold for {hold.customerName}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  release.reset();
                  setReleasing(hold);
                }}
              >
                Release<span className="sr-only"> the hold for {hold.customerName}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ReasonDialog
        key={releasing?.id ?? 'none'}
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={`Release the hold for ${releasing?.customerName ?? ''}?`}
        submitLabel="Release hold"
        pending={release.isPending}
        error={release.error?.message ?? null}
        onSubmit={(reason) =>
          releasing && release.mutate({ holdId: releasing.id, reason }, { onSuccess: () => setReleasing(null) })
        }
      >
        Its items are on sale again. The hold stays on record with your reason.
      </ReasonDialog>
    </section>
  );
}
