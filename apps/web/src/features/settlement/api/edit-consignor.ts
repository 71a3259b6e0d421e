import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consignor, ConsignorInput } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

export const editConsignor = ({ consignorId, input }: { consignorId: string; input: ConsignorInput }) =>
  apiFetch<Consignor>(`/api/consignors/${encodeURIComponent(consignorId)}`, { method: 'PATCH', json: input });

export function useEditConsignor(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editConsignor, onSuccess: () => refreshSaleTerms(queryClient, projectId) });
}
