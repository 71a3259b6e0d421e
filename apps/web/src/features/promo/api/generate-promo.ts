import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratePromoResult, PromoState } from '@tagwise/core/schemas/promo';
import { apiFetch } from '@/lib/api-client';
import { promoQueryOptions } from './get-promo';

export const generatePromo = (projectId: string) =>
  apiFetch<GeneratePromoResult>(`/api/projects/${projectId}/promo/generate`, { method: 'POST' });

/** Writes the material afresh; the stored copy is replaced, so the page shows the answer straight away. */
export function useGeneratePromo(projectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = promoQueryOptions(projectId);
  return useMutation({
    mutationFn: () => generatePromo(projectId),
    onSuccess: ({ content }) => {
      queryClient.setQueryData(queryKey, (state: PromoState | undefined) => state && { ...state, content });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
