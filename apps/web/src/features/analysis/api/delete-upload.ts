import { apiFetch } from '@/lib/api-client';

/** Removes a photo that was uploaded but will not be analysed (removed from the set, or the dialog closed). */
export const deleteUpload = (uploadId: string) => apiFetch<void>(`/api/uploads/${uploadId}`, { method: 'DELETE' });

/**
 * Tidying up must never bother the person: the server also removes unused uploads after a day
 * (UPLOAD_TTL_HOURS), so a failure here is left to that.
 */
export const discardUploads = (uploadIds: readonly string[]) =>
  Promise.allSettled(uploadIds.map(deleteUpload)).then(() => undefined);
