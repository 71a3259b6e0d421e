import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, CreateBatchInput } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { rememberBatch } from '../lib/queue-cache';

/** Opens a batch; it answers at once, before any photo is sent. */
export const createBatch = (input: CreateBatchInput) =>
  apiFetch<Batch>('/api/batches', { method: 'POST', json: input });

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBatch, onSuccess: (batch) => rememberBatch(queryClient, batch) });
}
