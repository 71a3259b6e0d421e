import { randomUUID } from 'node:crypto';
import type { Storage } from '../../storage/storage.ts';
import { processPhoto } from './process-photo.ts';

/**
 * Checks and re-encodes a photo (processPhoto), then writes its display image and thumbnail under a new
 * id. The files go first and the row after, so the caller removes them (deleteImageFiles) if its row
 * cannot be written.
 */
export async function storePhoto(storage: Storage, data: Buffer, folder: 'items' | 'uploads') {
  const photo = await processPhoto(data);
  const id = randomUUID();
  const displayKey = `${folder}/${id}-display.webp`;
  const thumbKey = `${folder}/${id}-thumb.webp`;
  await storage.put(displayKey, photo.display, 'image/webp');
  await storage.put(thumbKey, photo.thumb, 'image/webp');
  return { id, displayKey, thumbKey, width: photo.width, height: photo.height, bytes: photo.display.length };
}
