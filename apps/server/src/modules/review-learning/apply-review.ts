import type { ApplyReviewInput, ApplyReviewResult } from '@tagwise/core/schemas/review-suggestions';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { updateItem } from '../items/update-item.ts';

/**
 * "Same as these" (decision 0028): several items get one name, category and (when given) retail price, and
 * leave Needs review, as if each was saved on the review screen: the same edit, pricing and price history.
 * One transaction: an item that is not the workspace's (a 404) or cannot take the edit changes none of them.
 */
export async function applyReview({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ApplyReviewInput;
}): Promise<ApplyReviewResult> {
  const { itemIds, name, category, retailCents } = input;
  await db.transaction(async (tx) => {
    for (const itemId of itemIds) {
      await updateItem({
        db: tx,
        actor,
        itemId,
        input: { name, category, needsReview: false, ...(retailCents === null ? {} : { retailCents }) },
      });
    }
  });
  return { updated: itemIds.length };
}
