import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';

/**
 * Removes uploads no analysis used within the time to live, across all workspaces (a system task, not
 * a person's request, so it has no actor). Rows go first: an analysis holding a row lock makes the
 * delete wait, and one that committed has already moved the row away, so a photo in use is never lost.
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
    .where(lt(uploads.createdAt, cutoff))
    .returning({ displayKey: uploads.displayKey, thumbKey: uploads.thumbKey });
  await deleteImageFiles(storage, removed);
  return removed.length;
}
