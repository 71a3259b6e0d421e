import { useQuery } from '@tanstack/react-query';
import type { TagCodeLookup } from '@tagwise/core/schemas/labels';
import { apiFetch } from '@/lib/api-client';

/** The item a scanned tag's code names, in the signed-in workspace. */
export const useItemByTag = (tagCode: string) =>
  useQuery({
    queryKey: ['items', 'by-tag', tagCode],
    queryFn: () => apiFetch<TagCodeLookup>(`/api/items/by-tag/${encodeURIComponent(tagCode)}`),
    retry: false,
  });
