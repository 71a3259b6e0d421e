import { PROJECT_MARKDOWN_DEFAULT_PERCENT } from '@tagwise/core/pricing/pricing-settings';
import { PROJECT_MESSAGES, type CreateProjectInput } from '@tagwise/core/schemas/projects';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { assertOwnedFolder } from './find-owned.ts';
import { toProjects } from './project-dto.ts';

export async function createProject({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof CreateProjectInput>;
}) {
  return db.transaction(async (tx) => {
    await assertOwnedFolder(tx, actor, input.folderId);
    const [row] = await tx
      .insert(projects)
      .values({
        ownerId: actor.ownerId,
        createdBy: actor.userId,
        name: input.name,
        description: input.description ?? null,
        folderId: input.folderId ?? null,
        markdownPercentage: PROJECT_MARKDOWN_DEFAULT_PERCENT,
      })
      .returning();
    const [project] = await toProjects(tx, [orNotFound(row, PROJECT_MESSAGES.createFailed)]);
    return project!;
  });
}
