import { and, lt, sql } from 'drizzle-orm';
import { UNFINISHED_JOB_STATUSES } from '@tagwise/core/schemas/batches';
import { analysisJobPhotos, analysisJobs } from '../../db/schema/batches.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';

/**
 * Removes uploads no analysis used within the time to live, across all workspaces (a system task, not
 * a person's request, so it has no actor). Rows go first: an analysis holding a row lock makes the
 * delete wait, and one that committed has already moved the row away, so a photo in use is never lost.
 * Photos of bulk-queue jobs still to run are kept however long the batch waits (paused, blocked); those
 * of failed jobs expire like any upload, and a retry then says the photo is gone.
 * Returns how many were removed.
 */
export async function sweepExpiredUploads({
  db,
  storage,
  ttlHours,
  now = new Date(),
}: {
  db: Database;
  storage: Storage;
  ttlHours: number;
  now?: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlHours * 3_600_000);
  const removed = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, cutoff),
        sql`not exists (select 1 from ${analysisJobPhotos} join ${analysisJobs} on ${analysisJobs.id} = ${analysisJobPhotos.jobId}
          where ${analysisJobPhotos.uploadId} = ${uploads.id} and ${analysisJobs.status} in ${[...UNFINISHED_JOB_STATUSES]})`,
      ),
    )
    .returning({ displayKey: uploads.displayKey, thumbKey: uploads.thumbKey });
  await deleteImageFiles(storage, removed);
  return removed.length;
}
