import { eq } from 'drizzle-orm';
import {
  completionPercentage,
  estimateCompletion,
  finishedBatchStatus,
  RUNNABLE_BATCH_STATUSES,
  type BatchStatus,
} from '@tagwise/core/schemas/batches';
import type { Database } from '../../db/client.ts';
import { analysisBatches } from '../../db/schema/batches.ts';

const RUNNABLE: ReadonlySet<BatchStatus> = new Set(RUNNABLE_BATCH_STATUSES);

/**
 * After its counters moved: the percentage, the estimate, and, once every item is done, the final state
 * (completed, completed_with_errors or failed). A paused, blocked or cancelled batch keeps its state: the
 * person chose it, or the credits decide it. Runs inside the transaction that moved the counters, on the
 * row it holds locked.
 */
export async function settleBatch(tx: Database, batch: typeof analysisBatches.$inferSelect, now = new Date()) {
  const { completedImages: succeeded, failedImages: failed, totalImages: total } = batch;
  const final = RUNNABLE.has(batch.status) ? finishedBatchStatus(succeeded, failed, total) : null;
  const [row] = await tx
    .update(analysisBatches)
    .set({
      completionPercentage: completionPercentage(succeeded, failed, total),
      estimatedCompletionTime: final
        ? null
        : estimateCompletion({ startedAt: batch.startedAt, finished: succeeded + failed, total }, now),
      ...(final && { status: final, finishedAt: now, blockedReason: null }),
      updatedAt: now,
    })
    .where(eq(analysisBatches.id, batch.id))
    .returning();
  return row!;
}
