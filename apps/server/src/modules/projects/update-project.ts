import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { PROJECT_MESSAGES, type UpdateProjectInput } from '@tagwise/core/schemas/projects';
import { describeSaleDates, describeSaleTimes } from '@tagwise/core/sale-schedule/sale-days';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { toProjects } from './project-dto.ts';

/**
 * Name, sale details and the project's markdown; only the fields sent change. The markdown is a pricing
 * rule, the admin's alone: a team member sending one is refused whole, before anything is written.
 */
export async function updateProject({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof UpdateProjectInput>;
}) {
  if (input.markdownPercentage !== undefined && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', PROJECT_MESSAGES.markdownAdminOnly);
  }
  // The days are the source of the sale's dates and times as words (tags, reports, promotional text).
  const schedule =
    input.saleDays === undefined
      ? {}
      : { saleDates: describeSaleDates(input.saleDays), saleTimes: describeSaleTimes(input.saleDays) };
  const [row] = await db
    .update(projects)
    .set({ ...input, ...schedule, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
    .returning();
  const [project] = await toProjects(db, [orNotFound(row, PROJECT_MESSAGES.notFound)]);
  return project!;
}
