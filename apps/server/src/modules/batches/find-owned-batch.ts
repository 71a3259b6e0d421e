import { and, eq } from 'drizzle-orm';
import { BATCH_MESSAGES } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches } from '../../db/schema/batches.ts';
import { orNotFound } from '../../http/not-found.ts';

/**
 * The batch if it belongs to the actor's workspace, else a 404 (CONVENTIONS 4). With forUpdate the row
 * stays locked to the end of the transaction: state changes (pause, cancel, a job finishing) take turns.
 */
export async function findOwnedBatch(db: Pick<Database, 'select'>, actor: Actor, batchId: string, forUpdate = false) {
  const query = db
    .select()
    .from(analysisBatches)
    .where(and(eq(analysisBatches.id, batchId), eq(analysisBatches.ownerId, actor.ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return orNotFound(row, BATCH_MESSAGES.notFound);
}
