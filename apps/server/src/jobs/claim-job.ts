import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { RUNNABLE_BATCH_STATUSES } from '@tagwise/core/schemas/batches';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobs, queueTurns } from '../db/schema/batches.ts';

export type ClaimedJob = typeof analysisJobs.$inferSelect;

/**
 * The claim's choice (one row, locked): exported so bench/claim-plan.ts can show PostgreSQL's plan of
 * exactly this statement on a large queue.
 */
export function nextJobQuery(db: Database) {
  return db
    .select({ id: analysisJobs.id })
    .from(analysisJobs)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisJobs.batchId))
    .leftJoin(queueTurns, eq(queueTurns.ownerId, analysisJobs.ownerId))
    .where(
      and(
        inArray(analysisBatches.status, [...RUNNABLE_BATCH_STATUSES]),
        or(
          and(inArray(analysisJobs.status, ['pending', 'retrying']), lte(analysisJobs.nextAttemptAt, sql`now()`)),
          and(eq(analysisJobs.status, 'processing'), lt(analysisJobs.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(sql`${queueTurns.lastClaimedAt} asc nulls first`, asc(analysisJobs.createdAt), asc(analysisJobs.id))
    .limit(1)
    .for('update', { of: analysisJobs, skipLocked: true });
}

/**
 * Takes the next job for this worker, or null. A job is waiting (pending, or retrying whose back-off is
 * over) or abandoned (processing, its lease run out: the worker died). Fairness: the workspace served
 * least recently goes first (queue_turns), so one workspace's 1,000 photos take turns with another's 5;
 * within a workspace, oldest first. FOR UPDATE SKIP LOCKED lets several workers claim side by side
 * without waiting on each other or taking the same job. Only the job row and the turn are written here:
 * the batch row is left to a separate statement, so a claim never holds a job while waiting for a batch
 * (cancel locks in the other order).
 */
export async function claimJob(db: Database, workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  const job = await db.transaction(async (tx) => {
    const [candidate] = await nextJobQuery(tx);
    if (!candidate) return null;
    const [claimed] = await tx
      .update(analysisJobs)
      .set({
        status: 'processing',
        lockedBy: workerId,
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${analysisJobs.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(analysisJobs.id, candidate.id))
      .returning();
    await tx
      .insert(queueTurns)
      .values({ ownerId: claimed!.ownerId, lastClaimedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: queueTurns.ownerId, set: { lastClaimedAt: sql`clock_timestamp()` } });
    return claimed!;
  });
  if (job) {
    await db
      .update(analysisBatches)
      .set({
        status: sql`case when ${analysisBatches.status} = 'pending' then 'processing' else ${analysisBatches.status} end`,
        startedAt: sql`coalesce(${analysisBatches.startedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(analysisBatches.id, job.batchId));
  }
  return job;
}

/** Extends a job's lease while its worker is still on it; false when the job is no longer this worker's. */
export async function renewLease(db: Database, workerId: string, jobId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(analysisJobs)
    .set({ leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(analysisJobs.id, jobId), eq(analysisJobs.lockedBy, workerId), eq(analysisJobs.status, 'processing')))
    .returning({ id: analysisJobs.id });
  return rows.length > 0;
}
