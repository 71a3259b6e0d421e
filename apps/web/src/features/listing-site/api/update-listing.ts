import type { ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { apiFetch } from '@/lib/api-client';
import { useListingMutation } from '../lib/listing-mutation';

/** Send a published sale again: its details, days and pictures (replaced). */
export const updateListing = (projectId: string) =>
  apiFetch<ListingResult>(`/api/projects/${projectId}/estatesales/update`, { method: 'POST' });

export const useUpdateListing = () => useListingMutation(updateListing, LISTING_MESSAGES.updated);
