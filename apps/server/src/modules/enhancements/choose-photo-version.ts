import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { ENHANCEMENT_MESSAGES, type PhotoVersion } from '@tagwise/core/schemas/enhancements';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';
import { findOwnedImage } from '../item-images/find-owned-image.ts';
import { toItemImage } from '../item-images/image-dto.ts';

/**
 * Shows the original or the studio version of a photo wherever it appears. Both stay stored, so the
 * person can switch back and forth; the studio version only once it exists (409 otherwise).
 */
export async function choosePhotoVersion({
  db,
  actor,
  itemId,
  imageId,
  show,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
  imageId: string;
  show: PhotoVersion;
}): Promise<ItemImage> {
  await findOwnedImage(db, actor, imageId, itemId);
  // One statement, so a studio version cannot be chosen between a check and the write.
  const [row] = await db
    .update(itemImages)
    .set({ showStudio: show === 'studio' })
    .where(
      and(
        eq(itemImages.id, imageId),
        eq(itemImages.itemId, itemId),
        eq(itemImages.ownerId, actor.ownerId),
        show === 'studio' ? isNotNull(itemImages.studioDisplayKey) : undefined,
      ),
    )
    .returning();
  if (row) return toItemImage(row);
  // The photo was there a moment ago: either it has no studio version, or it was deleted meanwhile.
  await findOwnedImage(db, actor, imageId, itemId);
  throw new AppError('CONFLICT', ENHANCEMENT_MESSAGES.noStudioVersion);
}
