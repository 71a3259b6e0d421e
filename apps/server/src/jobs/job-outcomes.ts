import { and, eq, sql } from 'drizzle-orm';
import { BATCH_MESSAGES, type BatchStatus } from '@tagwise/core/schemas/batches';
import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import type { AnalyzedItem } from '@tagwise/core/analysis/post-process';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobs } from '../db/schema/batches.ts';
import { saveAnalyzedItem } from '../modules/analyses/save-analyzed-item.ts';
import { settleBatch } from '../modules/batches/settle-batch.ts';
import { completeCharge, getBalance, refundCharge, type Charge } from '../modules/credits/ledger.ts';
import type { ClaimedJob } from './claim-job.ts';

/**
 * How a claimed job ends, each in one transaction that first locks the batch, then the job (the order
 * cancel uses too), and checks the job is still this worker's: a cancelled job, or one re-claimed by
 * another worker after this one's lease ran out, is not touched. That check inside the transaction that
 * writes the item is what makes a job's effect happen once: the item, the completed charge and the
 * succeeded job commit together or not at all.
 */

type Tx = Database;
type ItemToSave = Omit<AnalyzedItem, 'aiConfidence' | 'conditionConfidence'> & {
  aiConfidence: number | null;
  conditionConfidence: number | null;
};

/** Locks the batch and the job; null when the job is no longer this worker's. */
async function lockOwnJob(tx: Tx, job: ClaimedJob, workerId: string) {
  const [batch] = await tx.select().from(analysisBatches).where(eq(analysisBatches.id, job.batchId)).for('update');
  const [own] = await tx
    .select()
    .from(analysisJobs)
    .where(and(eq(analysisJobs.id, job.id), eq(analysisJobs.lockedBy, workerId), eq(analysisJobs.status, 'processing')))
    .for('update');
  return batch && own ? { batch, own } : null;
}

const done = { lockedBy: null, leaseUntil: null } as const;

export async function succeedJob(
  db: Database,
  {
    job,
    workerId,
    actor,
    uploadIds,
    item,
    provider,
    charge,
  }: {
    job: ClaimedJob;
    workerId: string;
    actor: Actor;
    uploadIds: string[];
    item: ItemToSave;
    provider: string | null;
    charge: Charge | null;
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const locked = await lockOwnJob(tx, job, workerId);
    if (!locked) return null;
    const itemId = await saveAnalyzedItem({
      db: tx,
      actor,
      projectId: locked.batch.projectId,
      uploadIds,
      analyzed: item,
      provider,
    });
    // An item the offline analyzer could not identify is saved for review, but costs nothing: its credit
    // goes back with the item, in this transaction.
    const refunded = charge !== null && item.abstained && charge.credits > 0;
    if (charge && refunded) {
      await refundCharge(tx, actor, charge.transactionId, CREDIT_MESSAGES.analyzerAbstained, { itemId });
    } else if (charge) await completeCharge(tx, actor, charge.transactionId, { itemId });
    const now = new Date();
    await tx
      .update(analysisJobs)
      .set({
        ...done,
        status: 'succeeded',
        itemId,
        errorCode: null,
        errorMessage: null,
        processingCompletedAt: now,
        updatedAt: now,
      })
      .where(eq(analysisJobs.id, job.id));
    const [batch] = await tx
      .update(analysisBatches)
      .set({
        completedImages: sql`${analysisBatches.completedImages} + 1`,
        creditsUsed: sql`${analysisBatches.creditsUsed} + ${refunded ? 0 : (charge?.credits ?? 0)}`,
      })
      .where(eq(analysisBatches.id, job.batchId))
      .returning();
    await settleBatch(tx, batch!, now);
    return itemId;
  });
}

/** A final failure: the job records the code and message, its credit goes back. */
export async function failJob(
  db: Database,
  {
    job,
    workerId,
    actor,
    code,
    message,
    charge,
  }: { job: ClaimedJob; workerId: string; actor: Actor; code: string; message: string; charge: Charge | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockOwnJob(tx, job, workerId);
    if (!locked) return false;
    if (charge) await refundCharge(tx, actor, charge.transactionId, message);
    const now = new Date();
    await tx
      .update(analysisJobs)
      .set({
        ...done,
        status: 'failed',
        errorCode: code,
        errorMessage: message,
        processingCompletedAt: now,
        updatedAt: now,
      })
      .where(eq(analysisJobs.id, job.id));
    const [batch] = await tx
      .update(analysisBatches)
      .set({ failedImages: sql`${analysisBatches.failedImages} + 1` })
      .where(eq(analysisBatches.id, job.batchId))
      .returning();
    await settleBatch(tx, batch!, now);
    return true;
  });
}

/** A retryable failure: back in the queue after the back-off; the pending charge waits for the next try. */
export async function retryJobLater(
  db: Database,
  {
    job,
    workerId,
    code,
    message,
    delayMs,
  }: { job: ClaimedJob; workerId: string; code: string; message: string; delayMs: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnJob(tx, job, workerId))) return false;
    await tx
      .update(analysisJobs)
      .set({
        ...done,
        status: 'retrying',
        errorCode: code,
        errorMessage: message,
        nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
        updatedAt: new Date(),
      })
      .where(eq(analysisJobs.id, job.id));
    return true;
  });
}

/**
 * Out of credits: the job waits as blocked and the batch says why; unblockBatches lets them run again
 * once credits are added. The attempt did not count. A paused batch stays paused (resume unblocks its
 * jobs and the next claim blocks it again if credits are still short).
 */
export async function blockJob(
  db: Database,
  { job, workerId, actor }: { job: ClaimedJob; workerId: string; actor: Actor },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockOwnJob(tx, job, workerId);
    if (!locked) return false;
    const balance = await getBalance(tx, actor);
    const reason = BATCH_MESSAGES.outOfCredits(balance.used, balance.allowance);
    await tx
      .update(analysisJobs)
      .set({
        ...done,
        status: 'blocked',
        attempts: sql`greatest(${analysisJobs.attempts} - 1, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(analysisJobs.id, job.id));
    const runnable: BatchStatus[] = ['pending', 'processing'];
    if (runnable.includes(locked.batch.status)) {
      await tx
        .update(analysisBatches)
        .set({ status: 'blocked', blockedReason: reason, estimatedCompletionTime: null, updatedAt: new Date() })
        .where(eq(analysisBatches.id, job.batchId));
    }
    return true;
  });
}

/** The server is stopping: the job goes back to waiting at once (no lease to wait out), attempt uncounted. */
export async function releaseJob(db: Database, { job, workerId }: { job: ClaimedJob; workerId: string }) {
  await db
    .update(analysisJobs)
    .set({
      ...done,
      status: 'pending',
      attempts: sql`greatest(${analysisJobs.attempts} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(
      and(eq(analysisJobs.id, job.id), eq(analysisJobs.lockedBy, workerId), eq(analysisJobs.status, 'processing')),
    );
}
