import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleTerms, SaleTermsInput } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { saleTermsKey } from './get-sale-terms';
import { refreshSaleTerms } from './refresh-sale-terms';

export const updateSaleTerms = ({ projectId, input }: { projectId: string; input: SaleTermsInput }) =>
  apiFetch<SaleTerms>(`/api/projects/${encodeURIComponent(projectId)}/sale-terms`, { method: 'PATCH', json: input });

/** Saves the client, the commission or the sales tax; the answer is the terms as they are now. */
export function useUpdateSaleTerms(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleTermsInput) => updateSaleTerms({ projectId, input }),
    onSuccess: async (terms) => {
      queryClient.setQueryData(saleTermsKey(projectId), terms);
      await refreshSaleTerms(queryClient, projectId);
    },
  });
}
