import { and, eq } from 'drizzle-orm';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';

/** The photo, if it belongs to the actor's workspace (and to the item, when one is named); else a 404. */
export async function findOwnedImage(db: Pick<Database, 'select'>, actor: Actor, imageId: string, itemId?: string) {
  const [row] = await db
    .select()
    .from(itemImages)
    .where(
      and(
        eq(itemImages.id, imageId),
        eq(itemImages.ownerId, actor.ownerId),
        itemId ? eq(itemImages.itemId, itemId) : undefined,
      ),
    );
  return orNotFound(row, PHOTO_MESSAGES.notFound);
}
