import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from './delete-image-files.ts';
import { findOwnedImage } from './find-owned-image.ts';

/** Removes a photo: the row first (so it is gone at once), then its files (the studio version's too). */
export async function deleteItemImage({
  db,
  storage,
  actor,
  itemId,
  imageId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  itemId: string;
  imageId: string;
}) {
  const image = await findOwnedImage(db, actor, imageId, itemId);
  await db.delete(itemImages).where(eq(itemImages.id, image.id));
  await deleteImageFiles(storage, [image]);
}
