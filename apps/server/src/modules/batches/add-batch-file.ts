import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import { BATCH_GROUP_MAX, BATCH_MESSAGES, type AddedBatchFile } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches, analysisJobPhotos, analysisJobs } from '../../db/schema/batches.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { storePhoto } from '../item-images/store-photo.ts';
import { toBatch, toJob } from './batch-dto.ts';
import { findOwnedBatch } from './find-owned-batch.ts';

const NAME_MAX = 255;
/** A batch takes photos while it has not ended: it may be paused or blocked meanwhile. */
const TAKES_PHOTOS = new Set(['pending', 'processing', 'paused', 'blocked']);

export interface BatchFile {
  data: Buffer;
  name: string | undefined;
}

/**
 * Adds one photo (or the photos of one item, in a grouped batch) to a batch as one job. Idempotent per
 * client file id: a browser that lost the connection mid-upload sends the file again and gets the same
 * job, never a second item. Photos are checked by content and stored first (slow, outside any lock),
 * then the rows are written in one transaction under the batch's lock; any failure removes the files.
 * Returns `created: false` for a repeat.
 */
export async function addBatchFile({
  db,
  storage,
  actor,
  batchId,
  clientFileId,
  files,
  manualInfo,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  batchId: string;
  clientFileId: string;
  files: BatchFile[];
  /** What the person knew of the item (an item taken offline in Single Item): its analysis applies it. */
  manualInfo?: ManualInfo | undefined;
}): Promise<AddedBatchFile & { created: boolean }> {
  const batch = await findOwnedBatch(db, actor, batchId);
  const existing = await findJob(db, batchId, clientFileId);
  if (existing) return { job: toJob(existing), batch: toBatch(batch), created: false };
  assertAccepts(batch, files.length);

  const stored: Awaited<ReturnType<typeof storePhoto>>[] = [];
  try {
    for (const file of files) stored.push(await storePhoto(storage, file.data, 'uploads'));
    const result = await db.transaction(async (tx) => {
      const locked = await findOwnedBatch(tx, actor, batchId, true);
      // A twin request may have won the race while the photos were being stored.
      const twin = await findJob(tx, batchId, clientFileId);
      if (twin) return { job: toJob(twin), batch: toBatch(locked), created: false };
      assertAccepts(locked, files.length);
      const uploadRows = await tx
        .insert(uploads)
        .values(
          stored.map((photo, i) => ({
            ...photo,
            ownerId: actor.ownerId,
            createdBy: actor.userId,
            originalName: files[i]!.name?.slice(0, NAME_MAX) || null,
          })),
        )
        .returning({ id: uploads.id });
      const jobId = randomUUID();
      const [job] = await tx
        .insert(analysisJobs)
        .values({
          id: jobId,
          ownerId: actor.ownerId,
          batchId,
          clientFileId,
          originalFilename: files[0]!.name?.slice(0, NAME_MAX) || null,
          photos: files.length,
          manualInfo: manualInfo ?? null,
          // The credit charge's idempotency key; a retry of a failed job gets a new one.
          chargeKey: chargeKeyOf(jobId, 0),
        })
        .returning();
      await tx
        .insert(analysisJobPhotos)
        .values(uploadRows.map((upload, position) => ({ jobId: job!.id, position, uploadId: upload.id })));
      const [updated] = await tx
        .update(analysisBatches)
        .set({ receivedImages: sql`${analysisBatches.receivedImages} + 1`, updatedAt: new Date() })
        .where(eq(analysisBatches.id, batchId))
        .returning();
      return { job: toJob(job!), batch: toBatch(updated!), created: true };
    });
    if (!result.created) await deleteImageFiles(storage, stored);
    return result;
  } catch (error) {
    await deleteImageFiles(storage, stored);
    throw error;
  }
}

async function findJob(db: Pick<Database, 'select'>, batchId: string, clientFileId: string) {
  const [row] = await db
    .select()
    .from(analysisJobs)
    .where(and(eq(analysisJobs.batchId, batchId), eq(analysisJobs.clientFileId, clientFileId)));
  return row;
}

function assertAccepts(batch: typeof analysisBatches.$inferSelect, photos: number) {
  if (!TAKES_PHOTOS.has(batch.status)) throw new AppError('CONFLICT', BATCH_MESSAGES.cannotAdd);
  if (batch.receivedImages >= batch.totalImages) throw new AppError('CONFLICT', BATCH_MESSAGES.full(batch.totalImages));
  if (batch.grouping === 'one-per-photo' && photos !== 1) {
    throw new AppError('BAD_REQUEST', BATCH_MESSAGES.onePhotoPerItem);
  }
  if (photos > BATCH_GROUP_MAX) throw new AppError('BAD_REQUEST', BATCH_MESSAGES.tooManyPhotos(BATCH_GROUP_MAX));
}

/** The idempotency key of a job's credit charge: one per job and per manual retry of it. */
export const chargeKeyOf = (jobId: string, retry: number) => `batch-job:${jobId}:${retry}`;
