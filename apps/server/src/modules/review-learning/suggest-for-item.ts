import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { rankSuggestions } from '@tagwise/core/analysis/learned-suggestions';
import type { Category } from '@tagwise/core/catalog/categories';
import type { ReviewSuggestions } from '@tagwise/core/schemas/review-suggestions';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';
import { mainPhotoOfItem } from './main-photo-sql.ts';

/**
 * The reviewed items a waiting item is compared with: the workspace's latest answers. Comparing 512 numbers
 * with each of 2,000 takes a few milliseconds; a workspace reviews that many items in several sales, and
 * its latest answers are the ones about the sale on hand (bench/offline-analyzer.ts measures it).
 */
export const REVIEWED_CANDIDATES_MAX = 2000;

/**
 * The one-tap suggestions for an item on the review screen (decision 0028): the names and categories the
 * operator gave the workspace's reviewed items whose main photos look most like this item's, nearest
 * first, then the analysis's guesses; each with its source. Only this workspace's items are compared.
 */
export async function suggestForItem({
  db,
  actor,
  itemId,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
}): Promise<ReviewSuggestions> {
  const item = await findOwnedItem(db, actor, itemId);
  const [main] = await db
    .select({ embedding: itemImages.embedding })
    .from(itemImages)
    .innerJoin(items, mainPhotoOfItem)
    .where(eq(items.id, itemId));
  const embedding = main?.embedding ?? null;
  const reviewed = embedding
    ? await db
        .select({
          itemId: items.id,
          name: items.name,
          category: items.category,
          reviewedAt: items.reviewedAt,
          embedding: itemImages.embedding,
        })
        .from(items)
        .innerJoin(itemImages, mainPhotoOfItem)
        .where(
          and(
            eq(items.ownerId, actor.ownerId),
            isNotNull(items.reviewedAt),
            isNotNull(itemImages.embedding),
            ne(items.id, itemId),
          ),
        )
        .orderBy(desc(items.reviewedAt))
        .limit(REVIEWED_CANDIDATES_MAX)
    : [];
  return {
    suggestions: rankSuggestions({
      embedding,
      reviewed: reviewed.map((row) => ({
        itemId: row.itemId,
        name: row.name,
        category: row.category as Category,
        reviewedAt: row.reviewedAt!.toISOString(),
        embedding: row.embedding!,
      })),
      guesses: item.analysisGuesses ?? [],
    }),
  };
}
