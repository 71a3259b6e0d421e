import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { AnalysisGuess } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';

export const FlagForReviewBody = z.object({
  itemIds: z.array(z.uuid()).min(1).max(200),
  /** The same guesses for each item, best first. */
  guesses: z.array(AnalysisGuess).max(5).default([]),
});

/**
 * Leaves items of the workspace as an unsure offline analysis does: flagged Needs review, its guesses kept
 * unapplied, the analysis named. Browser tests of the review screen need such items without running the
 * models on photos that would have to fool them.
 */
export async function flagForReview(db: Database, actor: Actor, body: z.output<typeof FlagForReviewBody>) {
  const flagged = await db
    .update(items)
    .set({
      needsReview: true,
      analysisGuesses: body.guesses,
      analysisProvider: 'local',
      aiConfidence: 0.2,
      analyzedAt: new Date(),
    })
    .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, body.itemIds)))
    .returning({ id: items.id });
  if (flagged.length !== body.itemIds.length) throw new AppError('NOT_FOUND', 'Item not found');
}
