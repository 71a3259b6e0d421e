import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BulkRequest, BulkResult } from '@tagwise/core/schemas/bulk-items';
import { BULK_MESSAGES } from '@tagwise/core/values/bulk-items';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { refreshAfterBulkChange } from './refresh-after-bulk-change';
import { useUndoBulkAction } from './undo-bulk-action';

export const runBulkAction = (request: BulkRequest) =>
  apiFetch<BulkResult>('/api/items/bulk', { method: 'POST', json: request });

/** Runs a bulk action; the toast that reports it carries the one Undo (kept on screen for a while). */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const undo = useUndoBulkAction();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: async (result) => {
      await refreshAfterBulkChange(queryClient);
      const { undoId } = result;
      toast.success(result.summary, {
        duration: undoId ? 15_000 : 4_000,
        action: undoId ? { label: 'Undo', onClick: () => undo.mutate(undoId) } : undefined,
      });
    },
    onError: (error) => toast.error(failureMessage(error, BULK_MESSAGES.failed)),
  });
}
