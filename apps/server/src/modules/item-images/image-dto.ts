import { asc, inArray } from 'drizzle-orm';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';

export const toItemImage = (row: typeof itemImages.$inferSelect): ItemImage => ({
  id: row.id,
  url: `/api/images/${row.id}/display`,
  thumbUrl: `/api/images/${row.id}/thumb`,
  width: row.width,
  height: row.height,
});

/** The photos of several items (already known to be the actor's), each list in the chosen order. */
export async function imagesOfItems(db: Pick<Database, 'select'>, itemIds: string[]) {
  const byItem = new Map<string, ItemImage[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(itemImages)
    .where(inArray(itemImages.itemId, itemIds))
    .orderBy(asc(itemImages.itemId), asc(itemImages.position), asc(itemImages.createdAt));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), toItemImage(row)]);
  return byItem;
}
