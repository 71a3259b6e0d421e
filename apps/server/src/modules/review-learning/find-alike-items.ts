import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { cosineSimilarity, duplicateKind } from '@tagwise/core/analysis/photo-signature';
import type { AlikeItems } from '@tagwise/core/schemas/review-suggestions';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';
import { needsReviewWhere } from '../items/item-filter-sql.ts';
import { mainPhotoOfItem } from './main-photo-sql.ts';
import { REVIEWED_CANDIDATES_MAX } from './suggest-for-item.ts';

/** Alike items shown at most: a phone screen's worth to tick through. */
export const ALIKE_ITEMS_MAX = 12;

/**
 * "Same as these" (decision 0028): the workspace's items still waiting for review whose main photos look
 * most like the given item's, most alike first, a copy of the very photo (exact or resized) before all.
 * Empty when the item's photo has no embedding (analysed before, or by a cloud provider).
 */
export async function findAlikeItems({
  db,
  actor,
  itemId,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
}): Promise<AlikeItems> {
  await findOwnedItem(db, actor, itemId);
  const [source] = await db
    .select({
      embedding: itemImages.embedding,
      hash: itemImages.photoHash,
      width: itemImages.width,
      height: itemImages.height,
    })
    .from(itemImages)
    .innerJoin(items, mainPhotoOfItem)
    .where(eq(items.id, itemId));
  if (!source?.embedding) return { items: [] };
  const waiting = await db
    .select({
      id: items.id,
      name: items.name,
      tagCode: items.tagCode,
      imageId: itemImages.id,
      embedding: itemImages.embedding,
      hash: itemImages.photoHash,
      width: itemImages.width,
      height: itemImages.height,
    })
    .from(items)
    .innerJoin(itemImages, mainPhotoOfItem)
    .where(
      and(
        eq(items.ownerId, actor.ownerId),
        needsReviewWhere(true),
        isNotNull(itemImages.embedding),
        ne(items.id, itemId),
      ),
    )
    .orderBy(desc(items.createdAt))
    .limit(REVIEWED_CANDIDATES_MAX);
  const { embedding } = source;
  const ranked = waiting.map((row) => ({
    row,
    similarity: cosineSimilarity(embedding, row.embedding!),
    duplicate:
      source.hash && row.hash
        ? duplicateKind(
            { hash: source.hash, width: source.width, height: source.height, embedding },
            { hash: row.hash, width: row.width, height: row.height, embedding: row.embedding! },
          )
        : null,
  }));
  ranked.sort((a, b) => Number(b.duplicate !== null) - Number(a.duplicate !== null) || b.similarity - a.similarity);
  return {
    items: ranked.slice(0, ALIKE_ITEMS_MAX).map(({ row, similarity, duplicate }) => ({
      id: row.id,
      name: row.name,
      tagCode: row.tagCode,
      thumbUrl: `/api/images/${row.imageId}/thumb`,
      similarity: Math.round(similarity * 1000) / 1000,
      duplicate,
    })),
  };
}
