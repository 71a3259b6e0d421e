import type { AddedBatchFile } from '@tagwise/core/schemas/batches';
import { apiUpload } from '@/lib/api-client';

/**
 * Sends one item's photo (or, in a grouped batch, all photos of one item) as a job. `clientFileId` makes a
 * retry after a dropped connection safe: the server answers with the job it already made.
 */
export function addBatchFile(
  batchId: string,
  { clientFileId, photos }: { clientFileId: string; photos: File[] },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<AddedBatchFile> {
  const body = new FormData();
  body.append('clientFileId', clientFileId);
  for (const photo of photos) body.append('photo', photo, photo.name);
  return apiUpload<AddedBatchFile>(`/api/batches/${encodeURIComponent(batchId)}/files`, body, options);
}
