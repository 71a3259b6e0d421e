import type { ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { apiFetch } from '@/lib/api-client';
import { useListingMutation } from '../lib/listing-mutation';

/** Publish the sale: created on the site the first time, then its days and pictures, then published. */
export const publishListing = (projectId: string) =>
  apiFetch<ListingResult>(`/api/projects/${projectId}/estatesales/publish`, { method: 'POST' });

export const usePublishListing = () => useListingMutation(publishListing, LISTING_MESSAGES.published);
