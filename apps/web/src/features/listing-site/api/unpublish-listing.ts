import type { ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { apiFetch } from '@/lib/api-client';
import { useListingMutation } from '../lib/listing-mutation';

/** Take the sale off the site; it stays in the account to publish again. */
export const unpublishListing = (projectId: string) =>
  apiFetch<ListingResult>(`/api/projects/${projectId}/estatesales/unpublish`, { method: 'POST' });

export const useUnpublishListing = () => useListingMutation(unpublishListing, LISTING_MESSAGES.unpublished);
