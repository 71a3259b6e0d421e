import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchDetail, CreateBatchInput } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { rememberBatch } from '../lib/queue-cache';
import { queueKeys } from './queue-keys';

/** Opens a batch; it answers at once, before any photo is sent. */
export const createBatch = (input: CreateBatchInput) =>
  apiFetch<Batch>('/api/batches', { method: 'POST', json: input });

/** The new batch is known at once: its progress dialog opens without a request (the device may be offline). */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => {
      rememberBatch(queryClient, batch);
      queryClient.setQueryData<BatchDetail>(queueKeys.batch(batch.id), (data) => data ?? { batch, jobs: [] });
    },
  });
}
