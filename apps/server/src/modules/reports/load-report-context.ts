import { and, eq, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { ITEM_STATUSES } from '@tagwise/core/values/items';
import type { Actor } from '../../auth/actor.ts';
import { planOf } from '../credits/plan-of.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { readBusinessLogo } from '../settings/read-business-logo.ts';

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

export interface ReportContext {
  project: typeof projects.$inferSelect;
  businessName: string | null;
  /** The workspace's logo (PNG), shown on the cover. */
  logo: Buffer | null;
  /** The plan includes white-label reports: no Tagwise branding, the business's name instead. */
  whiteLabel: boolean;
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
  const [[settings], [plan], groups, logo] = await Promise.all([
    db
      .select({ businessName: userSettings.businessName })
      .from(userSettings)
      .where(eq(userSettings.userId, actor.ownerId)),
    db.select().from(subscriptions).where(eq(subscriptions.ownerId, actor.ownerId)),
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
    readBusinessLogo({ db, storage, ownerId: actor.ownerId }),
  ]);
  const whiteLabel =
    plan !== undefined &&
    (plan.whiteLabelReports === 1 ||
      planOf({ tier: plan.tier, status: plan.status, maxItemsPerMonth: plan.maxItemsPerMonth }).tier === 'enterprise');
  return { project: project!, businessName: settings?.businessName?.trim() || null, logo, whiteLabel, groups };
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
