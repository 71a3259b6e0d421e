import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { BATCH_MESSAGES, RUNNABLE_BATCH_STATUSES, UNFINISHED_JOB_STATUSES } from '@tagwise/core/schemas/batches';
import { systemActor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobs } from '../db/schema/batches.ts';
import { creditTransactions } from '../db/schema/credits.ts';
import { settleBatch } from '../modules/batches/settle-batch.ts';
import { getBalance, refundCharge } from '../modules/credits/ledger.ts';

/**
 * Blocked batches whose workspace can pay again (credits bought or granted, a new period, a bigger plan)
 * go back to processing and their blocked jobs back to waiting. Checked on every "credits" message and
 * periodically. Returns the batches it unblocked, by workspace.
 */
export async function unblockBatches(db: Database, ownerId?: string): Promise<{ ownerId: string; batchId: string }[]> {
  const blocked = await db
    .select({ id: analysisBatches.id, ownerId: analysisBatches.ownerId })
    .from(analysisBatches)
    .where(and(eq(analysisBatches.status, 'blocked'), ownerId ? eq(analysisBatches.ownerId, ownerId) : undefined));
  const unblocked: { ownerId: string; batchId: string }[] = [];
  const owners = [...new Set(blocked.map((b) => b.ownerId))];
  for (const owner of owners) {
    const balance = await getBalance(db, systemActor(owner));
    if (!balance.unlimited && balance.available <= 0) continue;
    const ids = blocked.filter((b) => b.ownerId === owner).map((b) => b.id);
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(analysisBatches)
        .set({ status: 'processing', blockedReason: null, updatedAt: new Date() })
        .where(and(inArray(analysisBatches.id, ids), eq(analysisBatches.status, 'blocked')))
        .returning({ id: analysisBatches.id });
      if (rows.length === 0) return;
      await tx
        .update(analysisJobs)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, updatedAt: new Date() })
        .where(
          and(
            inArray(
              analysisJobs.batchId,
              rows.map((r) => r.id),
            ),
            eq(analysisJobs.status, 'blocked'),
          ),
        );
      unblocked.push(...rows.map((r) => ({ ownerId: owner, batchId: r.id })));
    });
  }
  return unblocked;
}

/**
 * Charges left pending by jobs that ended without their worker (cancelled while a worker that then died
 * was on them): the credit goes back. A job still being worked on keeps its charge.
 */
export async function refundOrphanedCharges(db: Database): Promise<number> {
  const orphans = await db
    .select({ id: creditTransactions.id, ownerId: creditTransactions.ownerId, error: analysisJobs.errorMessage })
    .from(creditTransactions)
    .innerJoin(
      analysisJobs,
      and(
        eq(analysisJobs.ownerId, creditTransactions.ownerId),
        eq(analysisJobs.chargeKey, creditTransactions.operationId),
      ),
    )
    .where(
      and(
        eq(creditTransactions.status, 'pending'),
        eq(creditTransactions.operation, 'analysis'),
        eq(analysisJobs.status, 'failed'),
      ),
    );
  for (const orphan of orphans) {
    await refundCharge(
      db,
      systemActor(orphan.ownerId),
      orphan.id,
      orphan.error ?? 'The job ended without its analysis',
    );
  }
  return orphans.length;
}

/**
 * Batches whose photos stopped arriving (the tab was closed or the phone lost the connection for good
 * mid-upload): after `abandonAfterMs` without any change, and with every received job finished, the batch
 * is what it received. Its total shrinks to that and it settles (completed, with errors, or failed); one
 * that received nothing ends cancelled. Without this it would wait at "processing" forever. A paused or
 * blocked batch is left alone: the person or the credits decide it.
 */
export async function settleAbandonedBatches(
  db: Database,
  abandonAfterMs: number,
  now = new Date(),
): Promise<{ ownerId: string; batchId: string }[]> {
  const stale = await db
    .select({ id: analysisBatches.id })
    .from(analysisBatches)
    .where(
      and(
        inArray(analysisBatches.status, [...RUNNABLE_BATCH_STATUSES]),
        lt(analysisBatches.receivedImages, analysisBatches.totalImages),
        lt(analysisBatches.updatedAt, new Date(now.getTime() - abandonAfterMs)),
        notExists(
          db
            .select({ id: analysisJobs.id })
            .from(analysisJobs)
            .where(
              and(
                eq(analysisJobs.batchId, analysisBatches.id),
                inArray(analysisJobs.status, [...UNFINISHED_JOB_STATUSES]),
              ),
            ),
        ),
      ),
    );
  const settled: { ownerId: string; batchId: string }[] = [];
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      // Locked and checked again: a photo may have arrived since the look above.
      const [batch] = await tx.select().from(analysisBatches).where(eq(analysisBatches.id, id)).for('update');
      if (!batch || batch.receivedImages >= batch.totalImages) return;
      if (batch.updatedAt.getTime() >= now.getTime() - abandonAfterMs) return;
      if (!RUNNABLE_BATCH_STATUSES.some((status) => status === batch.status)) return;
      if (batch.receivedImages === 0) {
        await tx
          .update(analysisBatches)
          .set({
            status: 'cancelled',
            blockedReason: BATCH_MESSAGES.abandoned,
            estimatedCompletionTime: null,
            finishedAt: now,
            updatedAt: now,
          })
          .where(eq(analysisBatches.id, id));
      } else {
        const [shrunk] = await tx
          .update(analysisBatches)
          .set({ totalImages: batch.receivedImages })
          .where(eq(analysisBatches.id, id))
          .returning();
        await settleBatch(tx, shrunk!, now);
      }
      settled.push({ ownerId: batch.ownerId, batchId: id });
    });
  }
  return settled;
}
