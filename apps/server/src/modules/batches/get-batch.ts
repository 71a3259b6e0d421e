import { asc, eq } from 'drizzle-orm';
import type { BatchDetail } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisJobs } from '../../db/schema/batches.ts';
import { toBatch, toJob } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';

/** A batch with its jobs in the order they arrived (the progress dialog's per-file list). */
export async function getBatch({
  db,
  actor,
  batchId,
}: {
  db: Database;
  actor: Actor;
  batchId: string;
}): Promise<BatchDetail> {
  const batch = await findOwnedBatch(db, actor, batchId);
  const jobs = await db
    .select()
    .from(analysisJobs)
    .where(eq(analysisJobs.batchId, batch.id))
    .orderBy(asc(analysisJobs.createdAt), asc(analysisJobs.id));
  return { batch: toBatch(batch), jobs: jobs.map(toJob) };
}
