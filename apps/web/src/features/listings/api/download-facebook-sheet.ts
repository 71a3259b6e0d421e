import { useMutation } from '@tanstack/react-query';
import type { ListingFileRequest } from '@tagwise/core/schemas/listings';
import { apiDownload } from '@/lib/api-client';

/** Facebook Marketplace's bulk upload sheet (XLSX) for the selection, and how many items it holds and left out. */
export async function downloadFacebookSheet(request: ListingFileRequest) {
  const { blob, filename, headers } = await apiDownload('/api/listings/facebook.xlsx', {
    method: 'POST',
    json: request,
  });
  return {
    blob,
    filename: filename ?? 'facebook-marketplace-listings.xlsx',
    count: Number(headers.get('x-listing-count') ?? 0),
    unpriced: Number(headers.get('x-unpriced-count') ?? 0),
  };
}

export const useDownloadFacebookSheet = () => useMutation({ mutationFn: downloadFacebookSheet });
