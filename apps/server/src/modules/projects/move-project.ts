import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { assertOwnedFolder } from './find-owned.ts';
import { toProjects } from './project-dto.ts';

/** Into a folder of the same workspace, or out of any folder with folderId null. */
export async function moveProject({
  db,
  actor,
  projectId,
  folderId,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  folderId: string | null;
}) {
  return db.transaction(async (tx) => {
    await assertOwnedFolder(tx, actor, folderId);
    const [row] = await tx
      .update(projects)
      .set({ folderId, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
      .returning();
    const [project] = await toProjects(tx, [orNotFound(row, PROJECT_MESSAGES.notFound)]);
    return project!;
  });
}
