import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BATCH_MESSAGES, canResume, type Batch } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches, analysisJobs } from '../../db/schema/batches.ts';
import { toBatch } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';
import { settleBatch } from './settle-batch.ts';

/**
 * Resume (core-app.md section 4): offered while paused; sets processing and clears the reason. A batch
 * whose last jobs finished while it was paused completes here. Jobs that were blocked on credits while
 * it was paused wait again: the next claim finds out whether credits are still short.
 */
export async function resumeBatch({
  db,
  actor,
  batchId,
}: {
  db: Database;
  actor: Actor;
  batchId: string;
}): Promise<Batch> {
  return db.transaction(async (tx) => {
    const batch = await findOwnedBatch(tx, actor, batchId, true);
    if (!canResume(batch.status)) throw new AppError('CONFLICT', BATCH_MESSAGES.cannotResume);
    const [row] = await tx
      .update(analysisBatches)
      .set({ status: 'processing', blockedReason: null, updatedAt: new Date() })
      .where(eq(analysisBatches.id, batchId))
      .returning();
    await tx
      .update(analysisJobs)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(analysisJobs.batchId, batchId), eq(analysisJobs.status, 'blocked')));
    return toBatch(await settleBatch(tx, row!));
  });
}
