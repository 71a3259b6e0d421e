import type { Upload } from '@tagwise/core/schemas/analysis';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { storePhoto } from '../item-images/store-photo.ts';
import { toUpload } from './upload-dto.ts';

const NAME_MAX = 255;

/**
 * Stores a photo for a coming analysis: checked by content and re-encoded (storePhoto), files first, then
 * the row; if the row cannot be written the files go again.
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
  const stored = await storePhoto(storage, data, 'uploads');
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        ...stored,
        ownerId: actor.ownerId,
        createdBy: actor.userId,
        originalName: originalName?.slice(0, NAME_MAX) || null,
      })
      .returning();
    return toUpload(row!);
  } catch (error) {
    await deleteImageFiles(storage, [stored]);
    throw error;
  }
}
