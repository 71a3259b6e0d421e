import { useQuery } from '@tanstack/react-query';
import type { ListingDraft } from '@tagwise/core/listings/listing-draft';
import { apiFetch } from '@/lib/api-client';

/** The item's marketplace listing draft; keyed by the item's last change, so an edit drafts it again. */
export const useListing = (itemId: string, updatedAt: string) =>
  useQuery({
    queryKey: ['items', itemId, 'listing', updatedAt],
    queryFn: () => apiFetch<ListingDraft>(`/api/items/${itemId}/listing`),
  });
