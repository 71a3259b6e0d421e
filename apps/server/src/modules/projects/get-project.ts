import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { findOwnedProject } from './find-owned.ts';
import { toProjects } from './project-dto.ts';

export async function getProject({ db, actor, projectId }: { db: Database; actor: Actor; projectId: string }) {
  const [project] = await toProjects(db, [await findOwnedProject(db, actor, projectId)]);
  return project!;
}
