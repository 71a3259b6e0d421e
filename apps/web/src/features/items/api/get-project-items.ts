import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';

export const getProjectItems = (projectId: string, cursor: string | null) =>
  apiFetch<ItemPage>(`/api/projects/${projectId}/items${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const projectItemsQueryOptions = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: ['projects', projectId, 'items'],
    queryFn: ({ pageParam }) => getProjectItems(projectId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useProjectItems = (projectId: string) => useInfiniteQuery(projectItemsQueryOptions(projectId));
