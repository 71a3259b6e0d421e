import { randomUUID } from 'node:crypto';
import type { Upload } from '@tagwise/core/schemas/analysis';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { processPhoto } from '../item-images/process-photo.ts';
import { toUpload } from './upload-dto.ts';

const NAME_MAX = 255;

/**
 * Stores a photo for a coming analysis: checked by content and re-encoded by processPhoto, its display
 * image and thumbnail written first, then the row; if the row cannot be written the files go again.
 */
export async function createUpload({
  db,
  storage,
  actor,
  data,
  originalName,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  data: Buffer;
  originalName: string | undefined;
}): Promise<Upload> {
  const photo = await processPhoto(data);
  const id = randomUUID();
  const displayKey = `uploads/${id}-display.webp`;
  const thumbKey = `uploads/${id}-thumb.webp`;
  await storage.put(displayKey, photo.display, 'image/webp');
  await storage.put(thumbKey, photo.thumb, 'image/webp');
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        ownerId: actor.ownerId,
        createdBy: actor.userId,
        displayKey,
        thumbKey,
        width: photo.width,
        height: photo.height,
        bytes: photo.display.length,
        originalName: originalName?.slice(0, NAME_MAX) || null,
      })
      .returning();
    return toUpload(row!);
  } catch (error) {
    await Promise.all([storage.delete(displayKey), storage.delete(thumbKey)]);
    throw error;
  }
}
