import { count, desc, eq, sql } from 'drizzle-orm';
import { EMPTY_PROJECT_STATS, type ProjectSummary } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { toProjects } from './project-dto.ts';

/**
 * Every project of the workspace, newest first (the spec's listing order), each with its item count,
 * retail total and tag value: one grouped query over the workspace's items, not one per project.
 */
export async function listProjects({ db, actor }: { db: Database; actor: Actor }): Promise<ProjectSummary[]> {
  const [rows, totals] = await Promise.all([
    db.select().from(projects).where(eq(projects.ownerId, actor.ownerId)).orderBy(desc(projects.createdAt)),
    db
      .select({
        projectId: items.projectId,
        itemCount: count(),
        retailCents: sql<string>`coalesce(sum(${items.retailCents}), 0)`,
        tagValue: sql<string>`coalesce(sum(${items.tagPrice}), 0)`,
      })
      .from(items)
      .where(eq(items.ownerId, actor.ownerId))
      .groupBy(items.projectId),
  ]);
  // sum() of integers is a bigint, which the drivers return as text.
  const stats = new Map(
    totals.map((t) => [
      t.projectId,
      { itemCount: Number(t.itemCount), retailCents: Number(t.retailCents), tagValue: Number(t.tagValue) },
    ]),
  );
  return (await toProjects(db, rows)).map((p) => ({ ...p, stats: stats.get(p.id) ?? EMPTY_PROJECT_STATS }));
}
