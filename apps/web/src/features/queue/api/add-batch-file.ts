import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import type { AddedBatchFile } from '@tagwise/core/schemas/batches';
import { apiUpload } from '@/lib/api-client';

/**
 * Sends one item's photo (or, in a grouped batch, all photos of one item) as a job. `clientFileId` makes a
 * retry after a dropped connection safe: the server answers with the job it already made.
 */
export function addBatchFile(
  batchId: string,
  { clientFileId, photos, manualInfo }: { clientFileId: string; photos: File[]; manualInfo?: ManualInfo | undefined },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<AddedBatchFile> {
  const body = new FormData();
  body.append('clientFileId', clientFileId);
  for (const photo of photos) body.append('photo', photo, photo.name);
  // What the person typed about the item (kept with an item taken offline): its analysis uses it.
  if (manualInfo) body.append('manualInfo', JSON.stringify(manualInfo));
  return apiUpload<AddedBatchFile>(`/api/batches/${encodeURIComponent(batchId)}/files`, body, options);
}
