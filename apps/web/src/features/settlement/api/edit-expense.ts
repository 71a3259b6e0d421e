import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseInput } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';
import { refreshSaleTerms } from './refresh-sale-terms';

export const editExpense = ({ expenseId, input }: { expenseId: string; input: ExpenseInput }) =>
  apiFetch<Expense>(`/api/expenses/${encodeURIComponent(expenseId)}`, { method: 'PATCH', json: input });

export function useEditExpense(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editExpense, onSuccess: () => refreshSaleTerms(queryClient, projectId) });
}
