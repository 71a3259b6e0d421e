import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPreview } from '@tagwise/core/schemas/estatesales-listing';
import { apiFetch } from '@/lib/api-client';

export const getListingPreview = (projectId: string) =>
  apiFetch<ListingPreview>(`/api/projects/${projectId}/estatesales`);

/**
 * Under the project's key, so editing the project's details refreshes what a publish would do; and keyed
 * on the connection's version, so connecting (or disconnecting) refreshes it too.
 */
export const listingPreviewQueryOptions = (projectId: string, connectionVersion: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'estatesales', connectionVersion],
    queryFn: () => getListingPreview(projectId),
  });

export const useListingPreview = (projectId: string, connectionVersion: string) =>
  useQuery(listingPreviewQueryOptions(projectId, connectionVersion));
