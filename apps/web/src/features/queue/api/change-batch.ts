import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { rememberBatch } from '../lib/queue-cache';

/** What a person can do to a batch from the dialog, the widget or the Queue page: the three share a shape (POST, the batch back). */
export type BatchAction = 'pause' | 'resume' | 'cancel';

export const changeBatch = ({ batchId, action }: { batchId: string; action: BatchAction }) =>
  apiFetch<Batch>(`/api/batches/${encodeURIComponent(batchId)}/${action}`, { method: 'POST' });

/** Pause, resume or cancel; the answer (the batch's new state) is shown at once, before any event arrives. */
export function useChangeBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeBatch, onSuccess: (batch) => rememberBatch(queryClient, batch) });
}
