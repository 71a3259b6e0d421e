import { eq, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';
import { imagesOfItems } from './image-dto.ts';

/** Puts an item's photos in the given order; the first becomes the main photo. */
export async function reorderItemImages({
  db,
  actor,
  itemId,
  imageIds,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
  imageIds: string[];
}): Promise<ItemImage[]> {
  await db.transaction(async (tx) => {
    await findOwnedItem(tx, actor, itemId, true);
    const current = await tx.select({ id: itemImages.id }).from(itemImages).where(eq(itemImages.itemId, itemId));
    const known = new Set(current.map((r) => r.id));
    if (current.length !== imageIds.length || !imageIds.every((id) => known.has(id))) {
      throw new AppError('BAD_REQUEST', 'List every photo of the item once, in the new order');
    }
    const order = JSON.stringify(imageIds.map((id, position) => ({ id, position })));
    await tx.execute(sql`
      update ${itemImages} set position = v.position
      from jsonb_to_recordset(${order}::jsonb) as v(id uuid, position integer)
      where ${itemImages.id} = v.id and ${itemImages.itemId} = ${itemId}`);
  });
  return (await imagesOfItems(db, [itemId])).get(itemId) ?? [];
}
