import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobs } from '../db/schema/batches.ts';
import { creditTransactions } from '../db/schema/credits.ts';
import { getBalance, refundCharge } from '../modules/credits/ledger.ts';

/** The runner acts for the workspace itself, not for a person. */
const systemActor = (ownerId: string): Actor => ({ ownerId, userId: ownerId, role: 'admin' });

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
