import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { findOwnedUploads } from './find-owned-uploads.ts';

/** Removes a photo the person took back before analysing: the row first, then its files. */
export async function deleteUpload({
  db,
  storage,
  actor,
  uploadId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  uploadId: string;
}) {
  const removed = await db.transaction(async (tx) => {
    const [upload] = await findOwnedUploads(tx, actor, [uploadId], true);
    await tx.delete(uploads).where(eq(uploads.id, upload!.id));
    return upload!;
  });
  await deleteImageFiles(storage, [removed]);
}
