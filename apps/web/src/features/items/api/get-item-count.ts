import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemCount } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';
import { canonicalItemQuery, ITEM_LISTS_KEY, itemQueryParams, type ItemQuery } from './get-items';

export const getItemCount = (filter: ItemQuery) => {
  const params = itemQueryParams(filter).toString();
  return apiFetch<ItemCount>(`/api/items/count${params ? `?${params}` : ''}`);
};

/** Under the item lists' key, so every change that refreshes the lists refreshes the counts too. */
export const itemCountQueryOptions = (filter: ItemQuery) => {
  const { sort: _sort, ...canonical } = canonicalItemQuery(filter);
  return queryOptions({
    queryKey: [...ITEM_LISTS_KEY, 'count', canonical],
    queryFn: () => getItemCount(canonical),
  });
};

export const useItemCount = (filter: ItemQuery) => useQuery(itemCountQueryOptions(filter));
