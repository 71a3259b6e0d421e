import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BATCH_MESSAGES, canPause, type Batch } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches } from '../../db/schema/batches.ts';
import { toBatch } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';

/**
 * Pause (core-app.md section 4): offered while pending or processing; the reason defaults to "Manually
 * paused". The runner claims no more of its jobs; the ones already being analysed finish and count.
 */
export async function pauseBatch({
  db,
  actor,
  batchId,
  reason,
}: {
  db: Database;
  actor: Actor;
  batchId: string;
  reason?: string | undefined;
}): Promise<Batch> {
  return db.transaction(async (tx) => {
    const batch = await findOwnedBatch(tx, actor, batchId, true);
    if (!canPause(batch.status)) throw new AppError('CONFLICT', BATCH_MESSAGES.cannotPause);
    const [row] = await tx
      .update(analysisBatches)
      .set({
        status: 'paused',
        blockedReason: reason || BATCH_MESSAGES.manuallyPaused,
        estimatedCompletionTime: null,
        updatedAt: new Date(),
      })
      .where(eq(analysisBatches.id, batchId))
      .returning();
    return toBatch(row!);
  });
}
