import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { folders } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';

/** Deletes the folder only; its projects stay, outside any folder (the foreign key sets them to null). */
export async function deleteFolder({ db, actor, folderId }: { db: Database; actor: Actor; folderId: string }) {
  const [row] = await db
    .delete(folders)
    .where(and(eq(folders.id, folderId), eq(folders.ownerId, actor.ownerId)))
    .returning({ id: folders.id });
  orNotFound(row, PROJECT_MESSAGES.folderNotFound);
}
