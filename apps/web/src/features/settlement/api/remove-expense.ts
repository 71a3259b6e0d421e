import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

/** Takes an expense off the settlement; the server keeps it on the record with who and when. */
export const removeExpense = (expenseId: string) =>
  apiFetch<Expense>(`/api/expenses/${encodeURIComponent(expenseId)}`, { method: 'DELETE' });

export function useRemoveExpense(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeExpense, onSuccess: () => refreshSaleTerms(queryClient, projectId) });
}
