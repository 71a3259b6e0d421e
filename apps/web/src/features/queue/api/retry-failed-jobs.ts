import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { rememberBatch } from '../lib/queue-cache';
import { queueKeys } from './queue-keys';

export const retryFailedJobs = (batchId: string) =>
  apiFetch<Batch>(`/api/batches/${encodeURIComponent(batchId)}/retry`, { method: 'POST' });

/** Puts the batch's failed jobs back in the queue (Retry failed); their rows are read again. */
export function useRetryFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJobs,
    onSuccess: async (batch) => {
      rememberBatch(queryClient, batch);
      await queryClient.invalidateQueries({ queryKey: queueKeys.batch(batch.id) });
    },
  });
}
