import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCount, CashCountInput } from '@tagwise/core/sale-day/day-end-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { salesSummaryKey } from './get-sales-summary';

export const recordCashCount = ({ projectId, input }: { projectId: string; input: CashCountInput }) =>
  apiFetch<CashCount>(`/api/projects/${encodeURIComponent(projectId)}/cash-counts`, {
    method: 'POST',
    json: { timeZone: browserTimeZone(), ...input },
  });

/** Saves a count of the drawer; the server works out what it should hold, and the day's end is read again. */
export function useRecordCashCount(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashCountInput) => recordCashCount({ projectId, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesSummaryKey(projectId) }),
  });
}
