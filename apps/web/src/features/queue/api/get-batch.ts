import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchDetail } from '@tagwise/core/schemas/batches';
import { ACTIVE_BATCH_STATUSES, BATCH_POLL_MS, type BatchStatus } from '@tagwise/core/values/batches';
import { apiFetch } from '@/lib/api-client';
import { reconcileBatchDetail } from '../lib/queue-cache';
import { useLiveQueue } from '../hooks/use-live-queue';
import { queueKeys } from './queue-keys';

/** Events that arrive while it is under way are not undone by its answer (lib/queue-cache.ts). */
export async function getBatch(batchId: string) {
  const startedAt = Date.now();
  return reconcileBatchDetail(await apiFetch<BatchDetail>(`/api/batches/${encodeURIComponent(batchId)}`), startedAt);
}

/** One batch with its jobs in upload order (the progress dialog, a row of the Queue page). */
export const batchQueryOptions = (batchId: string) =>
  queryOptions({ queryKey: queueKeys.batch(batchId), queryFn: () => getBatch(batchId), staleTime: 2_000 });

const ended = (detail: BatchDetail | undefined) =>
  !!detail && !(ACTIVE_BATCH_STATUSES as readonly BatchStatus[]).includes(detail.batch.status);

/**
 * Kept current by Server-Sent Events; polled every 5 s while they are not connected (core-app.md section
 * 7) and the batch has not ended (a retry, which reopens it, puts its new state here and polling resumes).
 */
export function useBatch(batchId: string | null | undefined) {
  const live = useLiveQueue();
  return useQuery({
    ...batchQueryOptions(batchId ?? ''),
    enabled: !!batchId,
    refetchInterval: (query) => (live || ended(query.state.data) ? false : BATCH_POLL_MS),
  });
}
