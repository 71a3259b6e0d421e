import { desc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { toProjects } from './project-dto.ts';

/** Every project of the workspace, newest first (the spec's listing order). */
export async function listProjects({ db, actor }: { db: Database; actor: Actor }) {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, actor.ownerId))
    .orderBy(desc(projects.createdAt));
  return toProjects(db, rows);
}
