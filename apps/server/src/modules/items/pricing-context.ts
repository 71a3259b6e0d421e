import type { Category } from '@tagwise/core/catalog/categories';
import { computeTagPrice, type TagPriceResult } from '@tagwise/core/pricing/compute-tag-price';
import type { PricingSettings, ProjectPricing } from '@tagwise/core/pricing/pricing-settings';
import type { Project } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectCategoryMarkdowns, projects } from '../../db/schema/projects.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { getPricingSettings, pricingSettingsColumns, toPricingSettings } from '../settings/get-pricing-settings.ts';

/** The rules that price one project's items: the account's settings and the project's own markdowns. */
export interface PricingContext {
  settings: PricingSettings;
  project: ProjectPricing;
}

export async function loadPricingContext(
  db: Pick<Database, 'select'>,
  actor: Actor,
  project: Pick<Project, 'markdownPercentage' | 'categoryMarkdowns'>,
): Promise<PricingContext> {
  return {
    settings: await getPricingSettings({ db, actor }),
    project: { markdownPercentage: project.markdownPercentage, categoryMarkdowns: project.categoryMarkdowns },
  };
}

/**
 * Pricing contexts for several projects of the workspace at once (a page of the inventory), in one
 * statement: each project's markdowns with it, and the workspace's settings beside it. A project of another
 * workspace has none (a page of a project reads its context as its ownership check).
 */
export async function loadPricingContexts(
  db: Pick<Database, 'select'>,
  actor: Actor,
  projectIds: string[],
): Promise<Map<string, PricingContext>> {
  if (projectIds.length === 0) return new Map();
  const m = projectCategoryMarkdowns;
  const rows = await db
    .select({
      id: projects.id,
      markdownPercentage: projects.markdownPercentage,
      categoryMarkdowns: sql<ProjectPricing['categoryMarkdowns']>`(
        select coalesce(json_agg(json_build_object('category', ${m.category}, 'markdown_percentage', ${m.markdownPercentage})), '[]')
        from ${m} where ${m.projectId} = ${projects.id})`,
      settings: pricingSettingsColumns,
    })
    .from(projects)
    // The projects are the workspace's, so their owner's settings are its rules.
    .leftJoin(userSettings, eq(userSettings.userId, projects.ownerId))
    .where(and(eq(projects.ownerId, actor.ownerId), inArray(projects.id, projectIds)));
  const settings = toPricingSettings(rows[0]?.settings ?? undefined);
  return new Map(
    rows.map((p) => [
      p.id,
      {
        settings,
        project: { markdownPercentage: p.markdownPercentage, categoryMarkdowns: p.categoryMarkdowns },
      },
    ]),
  );
}

/** What the rules say for an item; null when it has no retail price to start from. */
export function rulePrice(
  context: PricingContext,
  item: { retailCents: number | null; category: string; condition: string },
): TagPriceResult | null {
  if (item.retailCents === null) return null;
  return computeTagPrice({
    retailCents: item.retailCents,
    category: item.category as Category,
    condition: item.condition,
    settings: context.settings,
    project: context.project,
  });
}
