import { useEffect, useRef, type ReactNode } from 'react';
import { SearchXIcon } from 'lucide-react';
import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { DEFAULT_DISPLAY_PREFERENCES } from '@tagwise/core/values/account-settings';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useRowsInTwoSteps } from '@/lib/use-rows-in-two-steps';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useItemCount } from '../api/get-item-count';
import { canonicalItemQuery, itemsQueryOptions, type ItemQuery } from '../api/get-items';
import { useItemSelection } from '../hooks/use-item-selection';
import { BulkActionBar } from './bulk-action-bar';
import { ItemRow } from './item-row';
import { itemCountText } from '@tagwise/core/item-count-text';

/** Loads the next page when the end of the list scrolls into view. */
function useLoadMoreOnScroll(
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  },
  /** False while the loaded rows are not all rendered yet: the end seen then is not the list's. */
  enabled: boolean,
) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, enabled]);
  return sentinel;
}

/**
 * Items matching a query, 50 at a time with infinite scroll; each can be ticked for a bulk action, and
 * "all matching" reaches the items not loaded yet.
 */
export function ItemList({
  query: itemQuery,
  filtered,
  empty,
  projects,
  display = DEFAULT_DISPLAY_PREFERENCES.mainPage,
  canRepriceByRule,
  consignors,
}: {
  query: ItemQuery;
  /** Whether a search or filter narrows the list (an empty result then says so, not "no items yet"). */
  filtered: boolean;
  empty: ReactNode;
  projects: { id: string; name: string }[];
  /** What each row shows (Display Preferences, item lists). */
  display?: DisplayPreferences['mainPage'];
  /** The account's admin: re-pricing by the pricing rules is theirs (the server refuses a team member). */
  canRepriceByRule: boolean;
  /** The sale's consignors, on its own page for the admin: offers Assign to consignor (undefined: not offered). */
  consignors?: { id: string; name: string }[];
}) {
  const query = useInfiniteQuery(itemsQueryOptions(itemQuery));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const rows = useRowsInTwoSteps(items.length);
  const sentinel = useLoadMoreOnScroll(query, rows.complete);
  const { sort: _sort, ...filter } = canonicalItemQuery(itemQuery);
  const selection = useItemSelection(JSON.stringify(filter));
  const count = useItemCount(itemQuery);

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-label="Loading items">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadFailed message={ITEM_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  // The count comes separately (it scans every match); until it arrives, the loaded rows are the floor.
  const total = Math.max(count.data?.total ?? 0, items.length);
  if (items.length === 0) {
    return filtered ? (
      <EmptyState icon={SearchXIcon} title="No items match">
        Try other words, or clear some filters.
      </EmptyState>
    ) : (
      empty
    );
  }
  const saved = items.filter((i) => !i.id.startsWith('temp-'));
  const selectedShown = saved.filter((i) => selection.isSelected(i.id)).length;
  const headerChecked = selectedShown === 0 ? false : selectedShown === saved.length ? true : 'indeterminate';
  return (
    <>
      <div className="mb-2 flex items-center gap-3 px-4 text-sm text-muted-foreground" data-tour="item-select">
        <NativeCheckbox
          aria-label="Select all items shown"
          checked={headerChecked === true}
          indeterminate={headerChecked === 'indeterminate'}
          disabled={saved.length === 0}
          onChange={() => (headerChecked === true ? selection.clear() : selection.selectIds(saved.map((i) => i.id)))}
        />
        <span aria-live="polite">{count.data ? itemCountText(total) : 'Counting items…'}</span>
      </div>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label="Items">
        {items.slice(0, rows.shown).map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            display={display}
            selected={selection.isSelected(item.id)}
            onToggle={selection.toggle}
          />
        ))}
      </ul>
      <div ref={sentinel} className="flex justify-center py-4">
        {query.hasNextPage && (
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage && <Spinner />}
            Load more
          </Button>
        )}
      </div>
      <BulkActionBar
        selection={selection}
        total={total}
        totalKnown={count.isSuccess}
        filter={filter}
        projects={projects}
        canRepriceByRule={canRepriceByRule}
        consignors={consignors}
      />
    </>
  );
}
