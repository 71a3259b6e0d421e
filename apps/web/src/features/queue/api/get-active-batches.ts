import { queryOptions, useQuery } from '@tanstack/react-query';
import { BATCH_POLL_MS, type BatchList } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { useLiveQueue } from '../hooks/use-live-queue';
import { queueKeys } from './queue-keys';

export const getActiveBatches = () => apiFetch<BatchList>('/api/batches?active=1');

/**
 * The batches not yet ended (get_user_active_batches): the floating widget. Server-Sent Events keep it
 * current; while they are not connected it is polled every 5 s (core-app.md section 9).
 */
export const activeBatchesQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.active(), queryFn: getActiveBatches, staleTime: 2_000 });

export function useActiveBatches() {
  const live = useLiveQueue();
  return useQuery({ ...activeBatchesQueryOptions(), refetchInterval: live ? false : BATCH_POLL_MS });
}
