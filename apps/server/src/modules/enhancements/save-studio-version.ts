import { and, eq } from 'drizzle-orm';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';

interface StoredStudioPhoto {
  displayKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * Records a photo's new studio version and shows it. The row is locked, so two enhancements of one photo
 * finish one after the other; the files of a studio version this one replaces are returned for the
 * caller to remove once the change has committed. A photo deleted meanwhile is a 404.
 */
export async function saveStudioVersion(
  db: Database,
  actor: Actor,
  { itemId, imageId, studio }: { itemId: string; imageId: string; studio: StoredStudioPhoto },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ displayKey: itemImages.studioDisplayKey, thumbKey: itemImages.studioThumbKey })
      .from(itemImages)
      .where(and(eq(itemImages.id, imageId), eq(itemImages.itemId, itemId), eq(itemImages.ownerId, actor.ownerId)))
      .for('update');
    const replaced = orNotFound(current, PHOTO_MESSAGES.notFound);
    const [row] = await tx
      .update(itemImages)
      .set({
        studioDisplayKey: studio.displayKey,
        studioThumbKey: studio.thumbKey,
        studioWidth: studio.width,
        studioHeight: studio.height,
        showStudio: true,
      })
      .where(eq(itemImages.id, imageId))
      .returning();
    return {
      row: row!,
      replaced:
        replaced.displayKey && replaced.thumbKey
          ? [{ displayKey: replaced.displayKey, thumbKey: replaced.thumbKey }]
          : [],
    };
  });
}
