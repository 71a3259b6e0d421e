import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Item } from '@tagwise/core/schemas/items';
import { getItemCount } from '../api/get-item-count';
import { getItems, type ItemQuery } from '../api/get-items';

/**
 * The items a review session goes through: those flagged Needs review when it started (in one project or
 * all), oldest first, as they were photographed. Kept apart from the item lists' cache on purpose: every
 * save refreshes those lists, and the item just confirmed would leave this one under the person's thumb.
 * Pages continue by keyset, so items confirmed meanwhile do not shift the next page.
 */
export function useReviewQueue(projectId: string | undefined) {
  const filter: ItemQuery = { needsReview: true, sort: 'oldest', ...(projectId ? { projectId } : {}) };
  const query = useInfiniteQuery({
    queryKey: ['review-queue', projectId ?? null],
    queryFn: async ({ pageParam }) => {
      // The first page brings the total, read at the same moment, so "3 of 50" does not shrink as items are confirmed.
      const [page, count] = await Promise.all([
        getItems(filter, pageParam),
        pageParam === null ? getItemCount(filter) : undefined,
      ]);
      return { ...page, total: count?.total ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new session each time the screen opens; never refreshed under the person while it is open.
    staleTime: Infinity,
    gcTime: 0,
  });
  // One array per set of pages, so effects that follow the items run when pages arrive, not every render.
  const items: Item[] = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const counted = query.data?.pages[0]?.total ?? 0;
  return {
    query,
    items,
    /** Once every page is in, exactly what was loaded; before, the count (or what is loaded, if more arrived). */
    total: query.hasNextPage ? Math.max(counted, items.length) : items.length,
  };
}
