import type { Upload } from '@tagwise/core/schemas/analysis';
import { apiUpload } from '@/lib/api-client';

/**
 * Sends one resized photo (`POST /api/uploads`, field `photo`); the answer's id goes into an analysis.
 * One photo per request, so a dropped connection costs one photo, not the whole set.
 */
export function uploadPhoto(
  photo: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Upload> {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return apiUpload<Upload>('/api/uploads', body, options);
}
