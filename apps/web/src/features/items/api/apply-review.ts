import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyReviewInput, ApplyReviewResult } from '@tagwise/core/schemas/review-suggestions';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterBulkChange } from './refresh-after-bulk-change';

export const applyReview = (input: ApplyReviewInput) =>
  apiFetch<ApplyReviewResult>('/api/items/apply-review', { method: 'POST', json: input });

/** "Same as these": several items named at once, then every list and item page that shows them refreshed. */
export function useApplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReview,
    onSuccess: () => refreshAfterBulkChange(queryClient),
  });
}
