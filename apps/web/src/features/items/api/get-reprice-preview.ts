import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepricePreview } from '@tagwise/core/schemas/bulk-items';
import type { ItemFilterInput } from '@tagwise/core/schemas/item-query';
import { apiFetch } from '@/lib/api-client';
import { itemQueryParams } from './get-items';

export const getRepricePreview = (filter: ItemFilterInput) => {
  const params = itemQueryParams(filter).toString();
  return apiFetch<RepricePreview>(`/api/items/reprice-preview${params ? `?${params}` : ''}`);
};

export const repricePreviewQueryOptions = (filter: ItemFilterInput) =>
  queryOptions({
    queryKey: ['items', 'reprice-preview', filter],
    queryFn: () => getRepricePreview(filter),
    // Always asked right after the rules changed: never answer from an older preview.
    staleTime: 0,
    gcTime: 0,
  });

export const useRepricePreview = (filter: ItemFilterInput, enabled: boolean) =>
  useQuery({ ...repricePreviewQueryOptions(filter), enabled });
