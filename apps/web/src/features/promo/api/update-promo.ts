import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoContent, PromoFields, PromoState } from '@tagwise/core/schemas/promo';
import { apiFetch } from '@/lib/api-client';
import { promoQueryOptions } from './get-promo';

export const updatePromo = (projectId: string, fields: PromoFields) =>
  apiFetch<PromoContent>(`/api/projects/${projectId}/promo`, { method: 'PUT', json: fields });

/** Saves a person's edits; the answer is the stored copy, which the page then shows. */
export function useUpdatePromo(projectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = promoQueryOptions(projectId);
  return useMutation({
    mutationFn: (fields: PromoFields) => updatePromo(projectId, fields),
    onSuccess: (content) =>
      queryClient.setQueryData(queryKey, (state: PromoState | undefined) => state && { ...state, content }),
  });
}
