import { eq } from 'drizzle-orm';
import type { ProjectCategoryMarkdownsInput } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projectCategoryMarkdowns } from '../../db/schema/projects.ts';
import { findOwnedProject } from './find-owned.ts';
import { toProjects } from './project-dto.ts';

/** Replaces the project's per-category markdowns in one transaction: all of the new list, or none of it. */
export async function setProjectCategoryMarkdowns({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: ProjectCategoryMarkdownsInput;
}) {
  return db.transaction(async (tx) => {
    const row = await findOwnedProject(tx, actor, projectId);
    await tx.delete(projectCategoryMarkdowns).where(eq(projectCategoryMarkdowns.projectId, projectId));
    if (input.markdowns.length > 0) {
      await tx.insert(projectCategoryMarkdowns).values(
        input.markdowns.map((m) => ({
          projectId,
          category: m.category,
          markdownPercentage: m.markdown_percentage,
        })),
      );
    }
    const [project] = await toProjects(tx, [row]);
    return project!;
  });
}
