import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tagwise/core/values/catalog';
import type { PriceBasis } from '@tagwise/core/schemas/price-basis';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';

export const getPriceBasis = (category: Category) =>
  apiFetch<PriceBasis>(`/api/items/price-basis?category=${encodeURIComponent(category)}`);

/**
 * Under the item lists' key: every saved price can move the median, and every change that refreshes the
 * lists refreshes it too.
 */
export const priceBasisQueryOptions = (category: Category) =>
  queryOptions({
    queryKey: [...ITEM_LISTS_KEY, 'price-basis', category],
    queryFn: () => getPriceBasis(category),
  });

export const usePriceBasis = (category: Category) => useQuery(priceBasisQueryOptions(category));
