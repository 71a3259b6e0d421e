import { ErrorMessage } from '@/components/error-message';
import { useEffect } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import type { ItemFilterInput } from '@tagwise/core/schemas/item-query';
import { itemCountText } from '@tagwise/core/item-count-text';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useRepricePreview } from '../api/get-reprice-preview';
import { useBulkAction } from '../api/run-bulk-action';
import { formatWhole } from './format';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/**
 * After the pricing rules change, existing items keep their prices until the person decides: this shows
 * how many would change and by how much, and re-prices them (hand-set prices stay) with one undo.
 */
export function RepriceOfferDialog({
  open,
  onOpenChange,
  filter = {},
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter?: ItemFilterInput;
}) {
  const preview = useRepricePreview(filter, open);
  const bulk = useBulkAction();
  const data = preview.data;
  const difference = data ? data.tagValueAfter - data.tagValueBefore : 0;
  // No price would change (or there are no items yet): nothing to offer, so the offer closes unseen.
  const noPriceChanges = data?.count === 0;
  useEffect(() => {
    if (open && noPriceChanges) onOpenChange(false);
  }, [open, noPriceChanges, onOpenChange]);
  return (
    <Dialog
      open={open && (preview.isError || (data !== undefined && data.count > 0))}
      onOpenChange={(next) => !bulk.isPending && onOpenChange(next)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Re-price existing items?</DialogTitle>
          <DialogDescription>
            Your rules changed. Items keep their current tag prices unless you re-price them; prices you set by hand are
            never changed here.
          </DialogDescription>
        </DialogHeader>
        {preview.isError && (
          <ErrorMessage>
            Could not work out which prices would change. Close this and try again from the items list.
          </ErrorMessage>
        )}
        {data && data.count > 0 && (
          <dl className="grid grid-cols-3 gap-3 rounded-lg border bg-muted/40 p-4 text-center">
            <div>
              <dt className="text-xs text-muted-foreground">Items that change</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatUsNumber(data.count)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Their tag value now</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatWhole(data.tagValueBefore)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">After re-pricing</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {formatWhole(data.tagValueAfter)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {difference >= 0 ? '+' : '−'}
                  {formatWhole(Math.abs(difference))}
                </span>
              </dd>
            </div>
          </dl>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={bulk.isPending}>
              {preview.isError ? 'Close' : 'Keep current prices'}
            </Button>
          </DialogClose>
          {data && data.count > 0 && (
            <Button
              disabled={bulk.isPending}
              onClick={() =>
                bulk.mutate(
                  { selection: { filter }, action: { type: 'reprice-rule', keepManual: true } },
                  { onSuccess: () => onOpenChange(false) },
                )
              }
            >
              {bulk.isPending ? <Spinner /> : <RefreshCwIcon aria-hidden />}
              Re-price {itemCountText(data.count)}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
