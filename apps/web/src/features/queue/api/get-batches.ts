import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BatchList } from '@tagwise/core/schemas/batches';
import { apiFetch } from '@/lib/api-client';
import { reconcileBatchList } from '../lib/queue-cache';
import { queueKeys } from './queue-keys';

export const getBatches = async (cursor: string | null) =>
  reconcileBatchList(
    await apiFetch<BatchList>(`/api/batches${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`),
  );

/** Every batch, newest first, 50 a page (the Queue page's history). Live events update the loaded pages. */
export const batchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queueKeys.history(),
    queryFn: ({ pageParam }) => getBatches(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBatches = () => useInfiniteQuery(batchesQueryOptions());
