import { count, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BASIC_PROJECT_LIMIT } from '@tagwise/core/values/billing';
import { PROJECT_MESSAGES, type CreateProjectInput } from '@tagwise/core/schemas/projects';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { planOf } from '../credits/plan-of.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { assertOwnedFolder } from './find-owned.ts';
import { toProjects } from './project-dto.ts';

/**
 * The Basic plan holds up to BASIC_PROJECT_LIMIT projects. The subscription row is locked, so two projects
 * created at once cannot both pass as the fifth.
 */
async function assertRoomForProject(tx: Database, ownerId: string) {
  if (planOf(await lockSubscription(tx, ownerId)).tier !== 'basic') return;
  const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  if ((row?.n ?? 0) >= BASIC_PROJECT_LIMIT) {
    throw new AppError('FORBIDDEN', PROJECT_MESSAGES.basicLimit(BASIC_PROJECT_LIMIT));
  }
}

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
    await assertRoomForProject(tx, actor.ownerId);
    const [row] = await tx
      .insert(projects)
      .values({
        ownerId: actor.ownerId,
        createdBy: actor.userId,
        name: input.name,
        description: input.description ?? null,
        folderId: input.folderId ?? null,
        // No markdown of its own: the account's default applies until the operator types one.
        markdownPercentage: null,
      })
      .returning();
    const [project] = await toProjects(tx, [orNotFound(row, PROJECT_MESSAGES.createFailed)]);
    return project!;
  });
}
