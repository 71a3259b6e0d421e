import { useMutation } from '@tanstack/react-query';
import type { ListingFileRequest } from '@tagwise/core/schemas/listings';
import { apiDownload } from '@/lib/api-client';

/** eBay Seller Hub's draft listings template (CSV) for the selection, and how many items it holds and left out. */
export async function downloadEbayDrafts(request: ListingFileRequest) {
  const { blob, filename, headers } = await apiDownload('/api/listings/ebay.csv', { method: 'POST', json: request });
  return {
    blob,
    filename: filename ?? 'ebay-draft-listings.csv',
    count: Number(headers.get('x-listing-count') ?? 0),
    unpriced: Number(headers.get('x-unpriced-count') ?? 0),
  };
}

export const useDownloadEbayDrafts = () => useMutation({ mutationFn: downloadEbayDrafts });
