import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import { inIds } from '../bulk-items/id-list.ts';
import { shownThumbUrl } from './image-dto.ts';

/** The main photo's thumbnail URL (of the version shown) of each item of a page that has photos (one query). */
export async function mainThumbnails(db: Pick<Database, 'selectDistinctOn'>, itemIds: string[]) {
  if (itemIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectDistinctOn([itemImages.itemId], {
      itemId: itemImages.itemId,
      id: itemImages.id,
      showStudio: itemImages.showStudio,
      studioDisplayKey: itemImages.studioDisplayKey,
    })
    .from(itemImages)
    .where(inIds(itemImages.itemId, itemIds))
    .orderBy(itemImages.itemId, itemImages.position, itemImages.createdAt);
  return new Map(rows.map((r) => [r.itemId, shownThumbUrl(r)]));
}
