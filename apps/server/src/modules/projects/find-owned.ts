import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { folders, projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';

type Reader = Pick<Database, 'select'>;

/** The project, if it belongs to the actor's workspace; a 404 otherwise (CONVENTIONS 4). */
export async function findOwnedProject(db: Reader, actor: Actor, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)));
  return orNotFound(row, PROJECT_MESSAGES.notFound);
}

/** Guards a folder id sent by the client: null means "no folder"; a foreign folder is a 404. */
export async function assertOwnedFolder(db: Reader, actor: Actor, folderId: string | null | undefined) {
  if (!folderId) return;
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.ownerId, actor.ownerId)));
  orNotFound(row, PROJECT_MESSAGES.folderNotFound);
}
