import { and, eq, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { ITEM_STATUSES } from '@tagwise/core/values/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { readBranding, type Branding } from './read-branding.ts';

/** Items of one category and status: how many, and what they are worth. */
export interface ReportGroup {
  category: string;
  status: (typeof ITEM_STATUSES)[number];
  count: number;
  /** Sums in the items' own units: retail in cents, tag and sold prices in whole currency units. */
  retailCents: number;
  tagValue: number;
  soldValue: number;
  /** The tag prices of those with a sold price: what soldValue is compared with. */
  pricedSoldTag: number;
  /** How many of them have no tag price (not in tagValue). */
  unpriced: number;
}

export interface ReportContext extends Branding {
  project: typeof projects.$inferSelect;
  groups: ReportGroup[];
}

/**
 * What every report of a project starts from: the project (the workspace's, else 404), the business
 * (name and logo),
 * whether the plan makes reports white-label (features.white_label_reports, always on for enterprise),
 * and the project's items counted and summed by category and status in the database, so the cover's
 * totals never need every item in memory.
 */
export async function loadReportContext(
  db: Database,
  storage: Storage,
  actor: Actor,
  projectId: string,
): Promise<ReportContext> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)));
  orNotFound(project, PROJECT_MESSAGES.notFound);
  const [branding, groups] = await Promise.all([
    readBranding({ db, storage, ownerId: actor.ownerId }),
    db
      .select({
        category: items.category,
        status: items.status,
        count: sql<number>`count(*)::int`,
        retailCents: sql<number>`coalesce(sum(${items.retailCents}), 0)::bigint`.mapWith(Number),
        tagValue: sql<number>`coalesce(sum(${items.tagPrice}), 0)::bigint`.mapWith(Number),
        soldValue: sql<number>`coalesce(sum(${items.soldPrice}), 0)::bigint`.mapWith(Number),
        pricedSoldTag:
          sql<number>`coalesce(sum(${items.tagPrice}) filter (where ${items.soldPrice} is not null), 0)::bigint`.mapWith(
            Number,
          ),
        unpriced: sql<number>`count(*) filter (where ${items.tagPrice} is null)::int`,
      })
      .from(items)
      .where(and(eq(items.ownerId, actor.ownerId), eq(items.projectId, projectId)))
      .groupBy(items.category, items.status),
  ]);
  return { project: project!, ...branding, groups };
}

/** The groups summed by a key (category or status), largest tag value first. */
export function sumBy<K extends 'category' | 'status'>(groups: ReportGroup[], key: K) {
  const sums = new Map<ReportGroup[K], Omit<ReportGroup, 'category' | 'status'> & { sold: number }>();
  for (const g of groups) {
    const sum = sums.get(g[key]) ?? {
      count: 0,
      retailCents: 0,
      tagValue: 0,
      soldValue: 0,
      pricedSoldTag: 0,
      unpriced: 0,
      sold: 0,
    };
    sum.count += g.count;
    sum.pricedSoldTag += g.pricedSoldTag;
    sum.retailCents += g.retailCents;
    sum.tagValue += g.tagValue;
    sum.soldValue += g.soldValue;
    sum.unpriced += g.unpriced;
    if (g.status === 'sold') sum.sold += g.count;
    sums.set(g[key], sum);
  }
  return [...sums.entries()]
    .map(([name, sum]) => ({ name, ...sum }))
    .sort((a, b) => b.tagValue - a.tagValue || String(a.name).localeCompare(String(b.name)));
}
