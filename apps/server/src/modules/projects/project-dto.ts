import { inArray } from 'drizzle-orm';
import type { Category } from '@tagwise/core/catalog/categories';
import type { Project } from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import { projectCategoryMarkdowns, type projects } from '../../db/schema/projects.ts';

type ProjectRow = typeof projects.$inferSelect;

/** Turns rows into the API shape, loading every project's category markdowns in one query. */
export async function toProjects(db: Pick<Database, 'select'>, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const markdowns = await db
    .select()
    .from(projectCategoryMarkdowns)
    .where(
      inArray(
        projectCategoryMarkdowns.projectId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    address: row.address,
    saleDates: row.saleDates,
    saleTimes: row.saleTimes,
    saleNotes: row.saleNotes,
    tagDiscountLine: row.tagDiscountLine,
    markdownPercentage: row.markdownPercentage,
    folderId: row.folderId,
    categoryMarkdowns: markdowns
      .filter((m) => m.projectId === row.id)
      .map((m) => ({ category: m.category as Category, markdown_percentage: m.markdownPercentage })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
