import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';

export const getItem = (itemId: string) => apiFetch<ItemDetail>(`/api/items/${itemId}`);

export const itemQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: ['items', itemId], queryFn: () => getItem(itemId) });

export const useItem = (itemId: string) => useQuery(itemQueryOptions(itemId));
