import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';

export const getInventoryItems = (cursor: string | null) =>
  apiFetch<ItemPage>(`/api/items${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const inventoryItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['items', 'inventory'],
    queryFn: ({ pageParam }) => getInventoryItems(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useInventoryItems = () => useInfiniteQuery(inventoryItemsQueryOptions());
