import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import {
  BATCH_MESSAGES,
  completionPercentage,
  JOB_ERROR_CODES,
  type Batch,
  type BatchStatus,
} from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches, analysisJobPhotos, analysisJobs } from '../../db/schema/batches.ts';
import { chargeKeyOf } from './add-batch-file.ts';
import { toBatch } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';

/** A batch that had ended runs again; paused and blocked ones keep waiting for their reason to go. */
const REOPENS: ReadonlySet<BatchStatus> = new Set(['completed_with_errors', 'failed', 'cancelled', 'completed']);

/**
 * Puts a batch's failed jobs back in the queue (the Queue page's Retry). Each gets a fresh charge key, so
 * it pays once more only if it succeeds this time; the credit of the failed attempt was refunded. A job
 * whose photo has expired meanwhile (uploads are kept UPLOAD_TTL_HOURS) stays failed and says so.
 */
export async function retryFailedJobs({
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
    const failed = await tx
      .select({ id: analysisJobs.id, chargeKey: analysisJobs.chargeKey })
      .from(analysisJobs)
      .where(and(eq(analysisJobs.batchId, batchId), eq(analysisJobs.status, 'failed')))
      .for('update');
    if (failed.length === 0) throw new AppError('CONFLICT', BATCH_MESSAGES.nothingToRetry);
    const missing = new Set(
      (
        await tx
          .select({ jobId: analysisJobPhotos.jobId })
          .from(analysisJobPhotos)
          .where(
            and(
              inArray(
                analysisJobPhotos.jobId,
                failed.map((job) => job.id),
              ),
              isNull(analysisJobPhotos.uploadId),
            ),
          )
      ).map((row) => row.jobId),
    );
    const now = new Date();
    if (missing.size > 0) {
      await tx
        .update(analysisJobs)
        .set({ errorCode: JOB_ERROR_CODES.photoMissing, errorMessage: BATCH_MESSAGES.photoMissing, updatedAt: now })
        .where(inArray(analysisJobs.id, [...missing]));
    }
    const retried = failed.filter((job) => !missing.has(job.id));
    if (retried.length === 0) throw new AppError('CONFLICT', BATCH_MESSAGES.photoMissing);
    for (const job of retried) {
      const retry = Number(job.chargeKey.split(':').at(-1)) + 1;
      await tx
        .update(analysisJobs)
        .set({
          status: 'pending',
          chargeKey: chargeKeyOf(job.id, retry),
          creditTransactionId: null,
          attempts: 0,
          nextAttemptAt: now,
          errorCode: null,
          errorMessage: null,
          processingCompletedAt: null,
          updatedAt: now,
        })
        .where(eq(analysisJobs.id, job.id));
    }
    const reopen = REOPENS.has(batch.status);
    const [row] = await tx
      .update(analysisBatches)
      .set({
        failedImages: sql`${analysisBatches.failedImages} - ${retried.length}`,
        // The row is locked (findOwnedBatch above): its counts are the ones this update changes.
        completionPercentage: completionPercentage(
          batch.completedImages,
          batch.failedImages - retried.length,
          batch.totalImages,
        ),
        ...(reopen && { status: 'processing' as const, finishedAt: null }),
        updatedAt: now,
      })
      .where(eq(analysisBatches.id, batchId))
      .returning();
    return { batch: toBatch(row!), jobIds: retried.map((job) => job.id) };
  });
}
