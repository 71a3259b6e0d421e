import { count, eq, max } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { PHOTO_MESSAGES, PHOTOS_PER_ITEM_MAX, type ItemImage } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';
import { toItemImage } from './image-dto.ts';
import { deleteImageFiles } from './delete-image-files.ts';
import { storePhoto } from './store-photo.ts';

/**
 * Adds a photo at the end of an item's photos (the first photo of an item becomes its main photo).
 * The files are written before the row; if the row cannot be written they are removed again.
 */
export async function addItemImage({
  db,
  storage,
  actor,
  itemId,
  data,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  itemId: string;
  data: Buffer;
}): Promise<ItemImage> {
  await findOwnedItem(db, actor, itemId);
  const stored = await storePhoto(storage, data, 'items');
  try {
    const row = await db.transaction(async (tx) => {
      await findOwnedItem(tx, actor, itemId, true); // serialises concurrent uploads to one item
      const [stats] = await tx
        .select({ n: count(), last: max(itemImages.position) })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId));
      if ((stats?.n ?? 0) >= PHOTOS_PER_ITEM_MAX) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(itemImages)
        .values({ ...stored, ownerId: actor.ownerId, itemId, position: (stats?.last ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    return toItemImage(row);
  } catch (error) {
    await deleteImageFiles(storage, [stored]);
    throw error;
  }
}
