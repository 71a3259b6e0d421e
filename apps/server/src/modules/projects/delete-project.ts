import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';

/** Deletes the project and, through foreign keys, what belongs only to it. */
export async function deleteProject({ db, actor, projectId }: { db: Database; actor: Actor; projectId: string }) {
  const [row] = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
    .returning({ id: projects.id });
  orNotFound(row, PROJECT_MESSAGES.notFound);
}
