import { sql } from 'drizzle-orm';
import { itemImages, items } from '../../db/schema/items.ts';

/** Joins an item to its main photo: the first in the item's order (what the review screen shows first). */
export const mainPhotoOfItem = sql`${itemImages.itemId} = ${items.id} and ${itemImages.position} = (
  select min(main.position) from item_images main where main.item_id = ${items.id})`;
