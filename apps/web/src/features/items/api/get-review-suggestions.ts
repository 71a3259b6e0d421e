import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSuggestions } from '@tagwise/core/schemas/review-suggestions';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';

export const getReviewSuggestions = (itemId: string) => apiFetch<ReviewSuggestions>(`/api/items/${itemId}/suggestions`);

/**
 * Under the item lists' key: every saved review is a new answer to learn from, and every save refreshes
 * the lists, so the next item's suggestions are asked again with it.
 */
export const reviewSuggestionsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...ITEM_LISTS_KEY, 'suggestions', itemId],
    queryFn: () => getReviewSuggestions(itemId),
  });

export const useReviewSuggestions = (itemId: string) => useQuery(reviewSuggestionsQueryOptions(itemId));
