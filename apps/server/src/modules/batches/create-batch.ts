import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { BATCH_MESSAGES, type Batch, type CreateBatchInput } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches } from '../../db/schema/batches.ts';
import { requireStudioPlan } from '../enhancements/require-studio-plan.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toBatch } from './batch-dto.ts';

/**
 * Opens a batch and returns at once (CONVENTIONS 7): the photos follow one request each, and the runner
 * starts on each as it arrives. Credits are not checked here: they are charged per job as it runs, and a
 * batch that runs out waits as "blocked" until credits are added.
 */
export async function createBatch({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof CreateBatchInput>;
}): Promise<Batch> {
  await findOwnedProject(db, actor, input.projectId);
  if (input.options.enhancePhotos) {
    if (input.options.mode !== 'analyze') throw new AppError('BAD_REQUEST', BATCH_MESSAGES.studioNeedsAnalysis);
    // Refused below Pro before anything is queued, as a single analysis with a studio photo is.
    await requireStudioPlan(db, actor);
  }
  const [row] = await db
    .insert(analysisBatches)
    .values({
      ownerId: actor.ownerId,
      createdBy: actor.userId,
      projectId: input.projectId,
      name: input.name,
      mode: input.options.mode,
      enhancePhotos: input.options.enhancePhotos,
      grouping: input.options.grouping,
      totalImages: input.total,
      // Milliseconds, as JavaScript reads them back: the history's page cursor compares exactly.
      createdAt: new Date(),
    })
    .returning();
  return toBatch(row!);
}
