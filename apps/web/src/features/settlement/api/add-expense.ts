import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseInput } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

export const addExpense = ({ projectId, input }: { projectId: string; input: ExpenseInput }) =>
  apiFetch<Expense>(`/api/projects/${encodeURIComponent(projectId)}/expenses`, { method: 'POST', json: input });

export function useAddExpense(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpenseInput) => addExpense({ projectId, input }),
    onSuccess: () => refreshSaleTerms(queryClient, projectId),
  });
}
