import { randomUUID } from 'node:crypto';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from './delete-image-files.ts';
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
  try {
    await storage.put(displayKey, photo.display, 'image/webp');
    await storage.put(thumbKey, photo.thumb, 'image/webp');
  } catch (error) {
    // Neither file may outlive a failed store: the caller only cleans up after a store that succeeded.
    await deleteImageFiles(storage, [{ displayKey, thumbKey }]).catch(() => undefined);
    throw error;
  }
  return { id, displayKey, thumbKey, width: photo.width, height: photo.height, bytes: photo.display.length };
}
