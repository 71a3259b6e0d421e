import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchList } from '@tagwise/core/schemas/batches';
import { ACTIVE_BATCH_STATUSES, BATCH_POLL_MS, type BatchStatus } from '@tagwise/core/values/batches';
import { apiFetch } from '@/lib/api-client';
import { reconcileBatchList } from '../lib/queue-cache';
import { useLiveQueue } from '../hooks/use-live-queue';
import { queueKeys } from './queue-keys';

export const getActiveBatches = async () => reconcileBatchList(await apiFetch<BatchList>('/api/batches?active=1'));

/**
 * The batches not yet ended (get_user_active_batches): the floating widget. Server-Sent Events keep it
 * current; while they are not connected it is polled every 5 s (core-app.md section 9).
 */
export const activeBatchesQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.active(), queryFn: getActiveBatches, staleTime: 2_000 });

const following = (data: BatchList | undefined) =>
  !!data?.batches.some((batch) => (ACTIVE_BATCH_STATUSES as readonly BatchStatus[]).includes(batch.status));

/**
 * Polled only while there is something to follow: with no batch under way the list changes only when this
 * page starts one (the answer goes into it) or another device does (read again when the tab regains focus).
 * `enabled: false` holds the first request back, for instance until the page has painted.
 */
export function useActiveBatches({ enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveQueue();
  return useQuery({
    ...activeBatchesQueryOptions(),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (!live && following(query.state.data) ? BATCH_POLL_MS : false),
  });
}
