import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeftIcon, CheckCircle2Icon, CopyCheckIcon, PartyPopperIcon } from 'lucide-react';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { itemQueryOptions } from '../api/get-item';
import { priceBasisQueryOptions } from '../api/get-price-basis';
import { reviewSuggestionsQueryOptions } from '../api/get-review-suggestions';
import { useSaveItem } from '../api/update-item';
import { ReviewItem } from '../components/review-item';
import { SameAsThese } from '../components/same-as-these';
import { formatWhole } from '../components/format';
import { useReviewQueue } from '../hooks/use-review-queue';
import { reviewInput, type ReviewValues } from '../lib/review-input';
import { itemCountText } from '@tagwise/core/item-count-text';

/** unpriced: saved, but without a tag price it is still in Needs review (every unpriced item is). */
type Outcome = 'saving' | 'saved' | 'unpriced' | 'skipped' | 'failed';

/** How many items ahead are fetched (data and main photo), so Save & next shows the next one at once. */
const PREFETCH_AHEAD = 2;
/** Load the next page of the session this many items before its end. */
const PAGE_AHEAD = 5;

const COUNTER_ID = 'review-counter';

/**
 * The review screen: the items that need review (an unsure analysis flagged them, or they have no price),
 * one at a time, phone first. Save & next
 * confirms what the person sees and moves on at once; the save finishes behind them (a failure says so,
 * and offers the way back). Nothing reloads: the next items and their photos are fetched ahead.
 */
export default function ReviewPage({
  projectId,
  back,
}: {
  projectId: string | undefined;
  /** Where "done" leads: the project, or the inventory. */
  back: { to: string; label: string };
}) {
  const queryClient = useQueryClient();
  const queue = useReviewQueue(projectId);
  const { items, total } = queue;
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [lastSaved, setLastSaved] = useState<ItemDetail | null>(null);
  const [sameOpen, setSameOpen] = useState(false);
  // Items named in one go from "Same as these": saved already, so the session passes over them.
  const [grouped, setGrouped] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveItem();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue.query;

  const setOutcome = (id: string, outcome: Outcome) => setOutcomes((all) => ({ ...all, [id]: outcome }));

  // Each item starts at the top with its photo, wherever the last one left the page scrolled.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [index]);

  // Fetch ahead: the next items' data, their main photos, and the median of their categories.
  useEffect(() => {
    for (const next of items.slice(index + 1, index + 1 + PREFETCH_AHEAD)) {
      void queryClient.prefetchQuery(itemQueryOptions(next.id)).then(() => {
        const detail = queryClient.getQueryData(itemQueryOptions(next.id).queryKey);
        if (!detail) return;
        const main = detail.images[0];
        if (main) new Image().src = main.url;
        void queryClient.prefetchQuery(reviewSuggestionsQueryOptions(next.id));
        void queryClient.prefetchQuery(priceBasisQueryOptions(detail.category));
      });
    }
  }, [index, items, queryClient]);
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && index >= items.length - PAGE_AHEAD) void fetchNextPage();
  }, [index, items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onSave = (item: ItemDetail, values: ReviewValues) => {
    const at = index;
    const { input, shown } = reviewInput(item, values);
    setOutcome(item.id, 'saving');
    moveTo(at + 1);
    save.mutateAsync({ itemId: item.id, input, shown }).then(
      (saved) => {
        setOutcome(saved.id, saved.tagPrice === null ? 'unpriced' : 'saved');
        setLastSaved(saved);
      },
      () => {
        setOutcome(item.id, 'failed');
        toast.error(ITEM_MESSAGES.updateFailed, {
          id: `review-${item.id}`,
          action: { label: 'Go back to it', onClick: () => setIndex(at) },
        });
      },
    );
  };

  // An item named in one go is passed over, whichever way the person moves (none before it: stay).
  const passGrouped = (from: number, set: ReadonlySet<string>) => {
    const direction = from < index ? -1 : 1;
    let next = from;
    while (items[next] !== undefined && set.has(items[next]!.id)) next += direction;
    return next < 0 ? index : next;
  };
  const moveTo = (next: number) => setIndex(passGrouped(next, grouped));

  const onApplied = (itemIds: string[]) => {
    const all = new Set([...grouped, ...itemIds]);
    setGrouped(all);
    setOutcomes((outcomes) => ({ ...outcomes, ...Object.fromEntries(itemIds.map((id) => [id, 'saved' as const])) }));
    if (items[index] && all.has(items[index].id)) setIndex(passGrouped(index + 1, all));
  };

  const restart = () => {
    setIndex(0);
    setOutcomes({});
    setLastSaved(null);
    setGrouped(new Set());
    void queryClient.resetQueries({ queryKey: ['review-queue', projectId ?? null] });
  };

  const header = (
    <Button asChild variant="ghost" className="-ml-3 mb-2">
      <Link to={back.to}>
        <ArrowLeftIcon aria-hidden />
        {back.label}
      </Link>
    </Button>
  );

  if (queue.query.isPending) {
    return (
      <div className="mx-auto max-w-xl lg:max-w-5xl">
        {header}
        <div role="status" aria-label="Loading the items to review">
          <Skeleton className="mb-4 h-8 w-48" />
          <Skeleton className="aspect-[4/3] max-h-[40dvh] w-full" />
        </div>
      </div>
    );
  }
  if (queue.query.isError && items.length === 0) {
    return (
      <div className="mx-auto max-w-xl">
        {header}
        <LoadFailed message={ITEM_MESSAGES.loadFailed} onRetry={() => void queue.query.refetch()} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">Review items</h1>
        <EmptyState icon={CheckCircle2Icon} title="Nothing needs review">
          <p>No analysis has left an item for you to name or price.</p>
          <Button asChild className="mt-4">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }

  const current = items[index];
  const counts = Object.values(outcomes).reduce<Record<Outcome, number>>(
    (all, outcome) => ({ ...all, [outcome]: all[outcome] + 1 }),
    { saving: 0, saved: 0, unpriced: 0, skipped: 0, failed: 0 },
  );
  const position = Math.min(index + 1, total);

  return (
    <div className="mx-auto max-w-xl lg:max-w-5xl">
      {header}
      <div className="mb-4 grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Review items</h1>
          {current && (
            <p id={COUNTER_ID} className="text-sm font-medium tabular-nums">
              Item {position} of {total}
            </p>
          )}
        </div>
        <Progress
          value={(Math.min(index, total) / total) * 100}
          aria-label={`Reviewed ${Math.min(index, total)} of ${total}`}
        />
        {/* Of fixed height from the first item on, so the saved line and its button never push the item down. */}
        <div className="flex min-h-9 items-center justify-between gap-2">
          <p aria-live="polite" className="min-w-0 text-sm text-muted-foreground">
            {lastSaved &&
              `Saved “${lastSaved.name}”: ${lastSaved.tagPrice === null ? 'no tag price yet' : `tag ${formatWhole(lastSaved.tagPrice)}`}.`}
          </p>
          {lastSaved && (
            <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={() => setSameOpen(true)}>
              <CopyCheckIcon aria-hidden />
              Same as these
            </Button>
          )}
        </div>
      </div>
      {lastSaved && (
        <SameAsThese
          key={lastSaved.id}
          source={lastSaved}
          open={sameOpen}
          onOpenChange={setSameOpen}
          onApplied={onApplied}
        />
      )}
      {current ? (
        <ReviewItem
          key={current.id}
          itemId={current.id}
          counterId={COUNTER_ID}
          isLast={index === items.length - 1 && !hasNextPage}
          onSave={onSave}
          onSkip={() => {
            if (outcomes[current.id] === undefined) setOutcome(current.id, 'skipped');
            moveTo(index + 1);
          }}
          onBack={index > 0 ? () => moveTo(index - 1) : undefined}
        />
      ) : hasNextPage ? (
        <div role="status" aria-label="Loading more items">
          <Skeleton className="aspect-[4/3] max-h-[40dvh] w-full" />
        </div>
      ) : (
        <Finished
          counts={counts}
          back={back}
          onBackToItem={() => setIndex(index - 1)}
          onFirstFailed={() => setIndex(items.findIndex((item) => outcomes[item.id] === 'failed'))}
          onRestart={restart}
        />
      )}
    </div>
  );
}

function Finished({
  counts,
  back,
  onBackToItem,
  onFirstFailed,
  onRestart,
}: {
  counts: Record<Outcome, number>;
  back: { to: string; label: string };
  onBackToItem: () => void;
  onFirstFailed: () => void;
  onRestart: () => void;
}) {
  // The form that had the focus is gone: the summary takes it, so a screen reader reads it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="review-finished"
      className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary">
        <PartyPopperIcon className="size-6 text-primary" aria-hidden />
      </span>
      <h2 id="review-finished" className="text-lg font-semibold" tabIndex={-1} ref={heading}>
        Review finished
      </h2>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li>{itemCountText(counts.saved + counts.saving)} confirmed</li>
        {counts.unpriced > 0 && (
          <li>{itemCountText(counts.unpriced)} saved without a price: still in Needs review until priced</li>
        )}
        {counts.skipped > 0 && <li>{itemCountText(counts.skipped)} skipped: still in Needs review</li>}
        {/* The live region inside the item: a list item with role="status" is no list item (axe). */}
        {counts.saving > 0 && (
          <li>
            <span role="status">Saving {itemCountText(counts.saving)}…</span>
          </li>
        )}
        {counts.failed > 0 && <li className="text-destructive">{itemCountText(counts.failed)} could not be saved</li>}
      </ul>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
        {counts.failed > 0 && (
          <Button variant="outline" onClick={onFirstFailed}>
            Go back to the ones that failed
          </Button>
        )}
        {counts.skipped + counts.unpriced > 0 && (
          <Button variant="outline" onClick={onRestart}>
            {counts.unpriced > 0 ? 'Review what is still in Needs review' : 'Review the skipped items'}
          </Button>
        )}
        <Button variant="ghost" onClick={onBackToItem}>
          Back to the last item
        </Button>
      </div>
    </section>
  );
}
