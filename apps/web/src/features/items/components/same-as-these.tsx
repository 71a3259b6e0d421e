import { useState } from 'react';
import { toast } from 'sonner';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { itemCountText } from '@tagwise/core/item-count-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api-client';
import { useAlikeItems } from '../api/get-alike-items';
import { useApplyReview } from '../api/apply-review';
import { formatCents } from './format';

const DUPLICATE_WORDS = { 'same-photo': 'Same photo', 'same-photo-resized': 'Same photo, resized' } as const;

/**
 * "Same as these" (decision 0028): from an item just reviewed, the items still waiting whose photos look
 * most like its photo, most alike first, copies of the very photo marked as such. The ticked ones get its
 * name, category and retail price in one request (all or none) and leave Needs review.
 */
export function SameAsThese({
  source,
  open,
  onOpenChange,
  onApplied,
}: {
  source: ItemDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: (itemIds: string[]) => void;
}) {
  const alike = useAlikeItems(source.id, open);
  const apply = useApplyReview();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const items = alike.data?.items ?? [];
  const toggle = (id: string) =>
    setTicked((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () => {
    const itemIds = items.filter((item) => ticked.has(item.id)).map((item) => item.id);
    apply.mutate(
      { itemIds, name: source.name, category: source.category, retailCents: source.retailCents },
      {
        onSuccess: ({ updated }) => {
          toast.success(`Named ${itemCountText(updated)} “${source.name}”`);
          setTicked(new Set());
          onApplied(itemIds);
          onOpenChange(false);
        },
        onError: (error) => toast.error(failureMessage(error, 'The items could not be named. Try again.')),
      },
    );
  };
  const chosen = items.filter((item) => ticked.has(item.id)).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Same as “{source.name}”</DialogTitle>
          <DialogDescription>
            Tick the items waiting for review that are the same: they get its name, category ({source.category})
            {source.retailCents !== null && <> and retail price ({formatCents(source.retailCents)})</>}.
          </DialogDescription>
        </DialogHeader>
        {alike.isPending ? (
          <div role="status" aria-label="Looking for alike items" className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : alike.isError ? (
          <p className="text-sm text-destructive">The alike items could not be loaded. Close this and try again.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No item waiting for review has a photo to compare with this one.
          </p>
        ) : (
          <ul className="grid gap-1" aria-label="Items waiting for review, most alike first">
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex min-h-16 cursor-pointer items-center gap-3 rounded-lg p-1.5 hover:bg-accent">
                  <NativeCheckbox checked={ticked.has(item.id)} onChange={() => toggle(item.id)} />
                  <img src={item.thumbUrl} alt="" className="size-14 shrink-0 rounded-md border object-cover" />
                  <span className="grid min-w-0 justify-items-start gap-0.5">
                    <span className="max-w-full truncate text-sm font-medium">{item.name}</span>
                    <span className="text-xs text-muted-foreground">Tag #{item.tagCode}</span>
                    {/* Under the name, not beside it: on a phone the name keeps the row's width. */}
                    {item.duplicate && <Badge variant="secondary">{DUPLICATE_WORDS[item.duplicate]}</Badge>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {/* Pinned to the dialog's bottom: a dozen rows scroll on a phone, the buttons stay in reach. */}
        <DialogFooter className="sticky -bottom-4 -mx-4 border-t bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={chosen === 0 || apply.isPending} onClick={submit}>
            {chosen === 0 ? 'Tick the same items' : `Name ${itemCountText(chosen)} “${source.name}”`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
