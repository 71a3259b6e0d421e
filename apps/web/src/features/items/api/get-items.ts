import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemListQuery } from '@tagwise/core/schemas/item-query';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';

/** A list request without its cursor: the filter and the order. */
export type ItemQuery = Omit<ItemListQuery, 'cursor'>;

/** Drops empty values so that equal queries share one cache entry however they were built. */
export function canonicalItemQuery(query: ItemQuery): ItemQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** A filter (and order) as a query string, empty values left out. */
export const itemQueryParams = (query: ItemQuery) =>
  new URLSearchParams(Object.entries(canonicalItemQuery(query)).map(([key, value]) => [key, String(value)]));

export const getItems = (query: ItemQuery, cursor: string | null) => {
  const params = itemQueryParams(query);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return apiFetch<ItemPage>(`/api/items${search ? `?${search}` : ''}`);
};

/** Every item list lives under this key: one invalidation refreshes them all after a change. */
export const ITEM_LISTS_KEY = ['items', 'list'] as const;

export const itemsQueryOptions = (query: ItemQuery) => {
  const canonical = canonicalItemQuery(query);
  return infiniteQueryOptions({
    queryKey: [...ITEM_LISTS_KEY, canonical],
    queryFn: ({ pageParam }) => getItems(canonical, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useItems = (query: ItemQuery) => useInfiniteQuery(itemsQueryOptions(query));

/** Whether a search or filter narrows the list, leaving aside the keys a page fixes itself (its project). */
export const narrowsList = (query: ItemQuery, ...fixed: (keyof ItemQuery)[]) =>
  Object.keys(canonicalItemQuery(query)).some((key) => key !== 'sort' && !fixed.includes(key as keyof ItemQuery));
