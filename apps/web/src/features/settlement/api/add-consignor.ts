import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consignor, ConsignorInput } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

export const addConsignor = ({ projectId, input }: { projectId: string; input: ConsignorInput }) =>
  apiFetch<Consignor>(`/api/projects/${encodeURIComponent(projectId)}/consignors`, { method: 'POST', json: input });

export function useAddConsignor(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsignorInput) => addConsignor({ projectId, input }),
    onSuccess: () => refreshSaleTerms(queryClient, projectId),
  });
}
