import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import {
  BATCH_MESSAGES,
  canCancel,
  JOB_ERROR_CODES,
  UNFINISHED_JOB_STATUSES,
  type Batch,
} from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches, analysisJobs } from '../../db/schema/batches.ts';
import { toBatch } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';
import { settleBatch } from './settle-batch.ts';

/**
 * Cancel (core-app.md section 4): offered unless the batch has ended; sets cancelled and marks every job
 * not yet done failed with batch_cancelled and "Batch was cancelled by user". A job being analysed right
 * now loses its lease here: its worker sees that when it tries to save, keeps no item and refunds the
 * credit (and a worker that died leaves the refund to the runner's sweep of orphaned charges).
 * Returns the batch and the ids of the jobs it ended.
 */
export async function cancelBatch({
  db,
  actor,
  batchId,
}: {
  db: Database;
  actor: Actor;
  batchId: string;
}): Promise<{ batch: Batch; jobIds: string[] }> {
  return db.transaction(async (tx) => {
    const batch = await findOwnedBatch(tx, actor, batchId, true);
    if (!canCancel(batch.status)) throw new AppError('CONFLICT', BATCH_MESSAGES.cannotCancel);
    const now = new Date();
    const ended = await tx
      .update(analysisJobs)
      .set({
        status: 'failed',
        errorCode: JOB_ERROR_CODES.cancelled,
        errorMessage: BATCH_MESSAGES.cancelledByUser,
        lockedBy: null,
        leaseUntil: null,
        processingCompletedAt: now,
        updatedAt: now,
      })
      .where(and(eq(analysisJobs.batchId, batchId), inArray(analysisJobs.status, [...UNFINISHED_JOB_STATUSES])))
      .returning({ id: analysisJobs.id });
    const [row] = await tx
      .update(analysisBatches)
      .set({
        status: 'cancelled',
        blockedReason: null,
        failedImages: sql`${analysisBatches.failedImages} + ${ended.length}`,
        estimatedCompletionTime: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(analysisBatches.id, batchId))
      .returning();
    return { batch: toBatch(await settleBatch(tx, row!, now)), jobIds: ended.map((job) => job.id) };
  });
}
