import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

/** Removes a consignor (their items become the client's); refused while items of theirs sold on invoices. */
export const removeConsignor = (consignorId: string) =>
  apiFetch<void>(`/api/consignors/${encodeURIComponent(consignorId)}`, { method: 'DELETE' });

export function useRemoveConsignor(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeConsignor, onSuccess: () => refreshSaleTerms(queryClient, projectId) });
}
