import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { systemActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisJobs } from '../../db/schema/batches.ts';
import { creditTransactions } from '../../db/schema/credits.ts';
import type { Logger } from '../../logger.ts';
import { refundCharge } from './ledger.ts';

/**
 * A single analysis or studio photo charges before it works and completes or refunds when it ends; a server
 * that dies in between (kill -9, a crash, power) leaves the charge pending for good. Past this age no
 * request can still be working on it: an analysis gives up after 3 attempts of 30 s, a studio photo after
 * 60 s. Batch jobs are not counted here: the queue settles their charges (queue-maintenance.ts).
 */
export const INTERRUPTED_CHARGE_AGE_MS = 5 * 60_000;

export const INTERRUPTED_CHARGE_MESSAGE = 'The server stopped before the work finished';

/**
 * Refunds pending request-bound charges: every one when this is the only process (PGlite, at start: nothing
 * can be working on them), else those older than INTERRUPTED_CHARGE_AGE_MS (other API processes may be
 * working on newer ones). Returns how many it refunded.
 */
export async function refundInterruptedCharges(
  db: Database,
  { soleProcess, logger, now = new Date() }: { soleProcess: boolean; logger: Logger; now?: Date },
): Promise<number> {
  const olderThan = soleProcess ? now : new Date(now.getTime() - INTERRUPTED_CHARGE_AGE_MS);
  const interrupted = await db
    .select({ id: creditTransactions.id, ownerId: creditTransactions.ownerId })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.status, 'pending'),
        inArray(creditTransactions.operation, ['analysis', 'enhancement']),
        lt(creditTransactions.createdAt, olderThan),
        notExists(
          db
            .select({ id: analysisJobs.id })
            .from(analysisJobs)
            .where(
              and(
                eq(analysisJobs.ownerId, creditTransactions.ownerId),
                eq(analysisJobs.chargeKey, creditTransactions.operationId),
              ),
            ),
        ),
      ),
    );
  for (const charge of interrupted) {
    await refundCharge(db, systemActor(charge.ownerId), charge.id, INTERRUPTED_CHARGE_MESSAGE);
  }
  if (interrupted.length > 0) logger.info('refunded charges of interrupted work', { count: interrupted.length });
  return interrupted.length;
}
