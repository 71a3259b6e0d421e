import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BulkUndoResult } from '@tagwise/core/schemas/bulk-items';
import { BULK_MESSAGES } from '@tagwise/core/values/bulk-items';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { refreshAfterBulkChange } from './refresh-after-bulk-change';

export const undoBulkAction = (undoId: string) =>
  apiFetch<BulkUndoResult>('/api/items/bulk/undo', { method: 'POST', json: { undoId } });

export function useUndoBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBulkAction,
    onSuccess: async (result) => {
      await refreshAfterBulkChange(queryClient);
      toast.success(result.summary);
    },
    onError: (error) => toast.error(failureMessage(error, BULK_MESSAGES.undoFailed)),
  });
}
