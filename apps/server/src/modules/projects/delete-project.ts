import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';

/** Deletes the project and, through foreign keys, its items; then the files of their photos. */
export async function deleteProject({
  db,
  storage,
  actor,
  projectId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  projectId: string;
}) {
  const photos = await db.transaction(async (tx) => {
    const images = await tx
      .select({
        displayKey: itemImages.displayKey,
        thumbKey: itemImages.thumbKey,
        studioDisplayKey: itemImages.studioDisplayKey,
        studioThumbKey: itemImages.studioThumbKey,
      })
      .from(itemImages)
      .innerJoin(items, eq(items.id, itemImages.itemId))
      .where(and(eq(items.projectId, projectId), eq(items.ownerId, actor.ownerId)));
    const [row] = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
      .returning({ id: projects.id });
    orNotFound(row, PROJECT_MESSAGES.notFound);
    return images;
  });
  await deleteImageFiles(storage, photos);
}
