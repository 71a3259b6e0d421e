import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlikeItems } from '@tagwise/core/schemas/review-suggestions';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';

export const getAlikeItems = (itemId: string) => apiFetch<AlikeItems>(`/api/items/${itemId}/alike`);

export const alikeItemsQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: [...ITEM_LISTS_KEY, 'alike', itemId], queryFn: () => getAlikeItems(itemId) });

export const useAlikeItems = (itemId: string, enabled: boolean) =>
  useQuery({ ...alikeItemsQueryOptions(itemId), enabled });
