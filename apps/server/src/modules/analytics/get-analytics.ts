import { asc, eq } from 'drizzle-orm';
import {
  ANALYTICS_MONTHS,
  type Analytics,
  type AnalyticsFigures,
  type AnalyticsGroup,
} from '@tagwise/core/schemas/analytics';
import { CATEGORIES } from '@tagwise/core/catalog/categories';
import { CONDITIONS } from '@tagwise/core/catalog/conditions';
import { ITEM_STATUSES } from '@tagwise/core/values/items';
import { monthKey, monthsUpTo } from '@tagwise/core/values/analytics';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { creditsByMonth } from './credits-by-month.ts';
import { priceGaps } from './price-gaps.ts';
import { sumItems, type ItemSum } from './sum-items.ts';

const NO_FIGURES: AnalyticsFigures = {
  items: 0,
  retailCents: 0,
  noRetail: 0,
  tagValue: 0,
  unpriced: 0,
  sold: 0,
  soldValue: 0,
  soldTagValue: 0,
  soldWithoutPrice: 0,
  pricedSoldTagValue: 0,
};

const figuresOf = ({ grouping: _grouping, key: _key, ...figures }: ItemSum): AnalyticsFigures => figures;

/** The groups in the catalogue's order, then any value the catalogue does not list (older data). */
function inOrder(sums: ItemSum[], order: readonly string[]): AnalyticsGroup[] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return sums
    .map((sum) => ({ key: sum.key ?? '', ...figuresOf(sum) }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/**
 * The data dashboard (core-app.md section 2, "data dashboard", labelled Analytics): the workspace's items,
 * or one project's, totalled and grouped, per project sales and sell-through, value added and AI credits
 * used per month, and the sold items furthest from the AI's estimate. Everything is summed in the
 * database (sum-items.ts, price-gaps.ts, credits-by-month.ts), scoped to the actor's workspace; a project
 * of another workspace is a 404. Team members see it as the admin does: they work with the same projects
 * and items, and the credits meter the app shows them is the workspace's too.
 */
export async function getAnalytics({
  db,
  actor,
  projectId = null,
  timeZone,
  billed,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  projectId?: string | null;
  timeZone: string;
  /** Whether this server bills (BILLING_PROVIDER is not "none"); without billing no credit figure is shown. */
  billed: boolean;
  now?: Date;
}): Promise<Analytics> {
  const project = projectId === null ? null : await findOwnedProject(db, actor, projectId);
  const months = monthsUpTo(monthKey(now, timeZone), ANALYTICS_MONTHS);
  const [sums, gaps, credits, projectRows] = await Promise.all([
    sumItems({ db, actor, projectId, timeZone }),
    priceGaps({ db, actor, projectId }),
    billed && project === null
      ? creditsByMonth({ db, actor, since: `${months[0]}-01`, timeZone })
      : Promise.resolve(null),
    project === null
      ? db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(eq(projects.ownerId, actor.ownerId))
          .orderBy(asc(projects.name))
      : Promise.resolve([{ id: project.id, name: project.name }]),
  ]);

  const by = (grouping: ItemSum['grouping']) => sums.filter((sum) => sum.grouping === grouping);
  const total = by('total')[0];
  const perProject = new Map(by('project').map((sum) => [sum.key, figuresOf(sum)]));
  const perMonth = new Map(by('month').map((sum) => [sum.key, sum]));
  return {
    project: project && { id: project.id, name: project.name },
    timeZone,
    totals: total ? figuresOf(total) : NO_FIGURES,
    byCategory: inOrder(by('category'), CATEGORIES),
    byCondition: inOrder(by('condition'), CONDITIONS),
    byStatus: inOrder(by('status'), ITEM_STATUSES) as Analytics['byStatus'],
    projects: projectRows
      .map((row) => ({ id: row.id, name: row.name, ...(perProject.get(row.id) ?? NO_FIGURES) }))
      .sort((a, b) => b.tagValue - a.tagValue || b.items - a.items || a.name.localeCompare(b.name)),
    valueAdded: {
      months: months.map((month) => {
        const sum = perMonth.get(month);
        return { month, items: sum?.items ?? 0, retailCents: sum?.retailCents ?? 0, tagValue: sum?.tagValue ?? 0 };
      }),
      earlierItems: [...perMonth.values()].filter((sum) => sum.key! < months[0]!).reduce((n, sum) => n + sum.items, 0),
    },
    credits: credits && {
      months: months.map((month) => ({
        month,
        ...(credits.get(month) ?? { credits: 0, analyses: 0, enhancements: 0, promos: 0 }),
      })),
    },
    priceGaps: gaps,
  };
}
