import { and, eq } from 'drizzle-orm';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles, IMAGE_FILE_COLUMNS } from '../item-images/delete-image-files.ts';

/** Deletes the item (its photo rows and price history go with it), then its photo files. */
export async function deleteItem({
  db,
  storage,
  actor,
  itemId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  itemId: string;
}) {
  const photos = await db.transaction(async (tx) => {
    const images = await tx
      .select(IMAGE_FILE_COLUMNS)
      .from(itemImages)
      .where(and(eq(itemImages.itemId, itemId), eq(itemImages.ownerId, actor.ownerId)));
    const [row] = await tx
      .delete(items)
      .where(and(eq(items.id, itemId), eq(items.ownerId, actor.ownerId)))
      .returning({ id: items.id });
    orNotFound(row, ITEM_MESSAGES.notFound);
    return images;
  });
  await deleteImageFiles(storage, photos);
}
