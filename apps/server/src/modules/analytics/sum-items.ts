import { and, eq, sql } from 'drizzle-orm';
import type { AnalyticsFigures } from '@tagwise/core/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';

/** The ways the dashboard groups items; one scan of the workspace's items answers all of them. */
export type ItemGrouping = 'total' | 'category' | 'condition' | 'status' | 'project' | 'month';

export interface ItemSum extends AnalyticsFigures {
  grouping: ItemGrouping;
  /** The group's value: a category, condition, status, project id or month ("2026-11"); null for the total. */
  key: string | null;
}

// grouping(category, condition, status, project_id, month) sets a bit for each column a row is NOT grouped
// by, the first column being the highest bit: a row grouped by category alone is 0b01111.
/** A row as the drivers hand it over: bigint sums come as strings (node-postgres) or numbers (PGlite). */
interface SumRow {
  bits: number | string;
  category: string | null;
  condition: string | null;
  status: string | null;
  project_id: string | null;
  month: string | null;
  items: number | string;
  retail_cents: number | string | bigint;
  no_retail: number | string;
  tag_value: number | string | bigint;
  unpriced: number | string;
  sold: number | string;
  sold_value: number | string | bigint;
  sold_tag_value: number | string | bigint;
  sold_without_price: number | string;
  priced_sold_tag_value: number | string | bigint;
}

const GROUPING_BITS: Record<number, ItemGrouping> = {
  0b11111: 'total',
  0b01111: 'category',
  0b10111: 'condition',
  0b11011: 'status',
  0b11101: 'project',
  0b11110: 'month',
};

/**
 * The workspace's items (or one project's) counted and summed by category, condition, status, project
 * and the month they were added, and in total, in one pass (GROUPING SETS), so 10,000 items cost one scan
 * and no item leaves the database.
 *
 * The values are sums of the prices stored on the items: retail in cents, and the tag prices that core's
 * computeTagPrice (packages/core/src/pricing/compute-tag-price.ts) produced when each price was last set,
 * or a person typed. Nothing here recomputes a tag price in SQL, so there is no second copy of the pricing
 * rules to keep in step (CONVENTIONS 5); an item without a tag price is counted as unpriced, not guessed.
 */
export async function sumItems({
  db,
  actor,
  projectId,
  timeZone,
}: {
  db: Pick<Database, 'execute'>;
  actor: Actor;
  projectId: string | null;
  timeZone: string;
}): Promise<ItemSum[]> {
  // The month is worked out once in a subquery: written twice (select and group by) its time zone would be
  // two parameters, which PostgreSQL cannot tell are the same expression.
  const result = await db.execute(sql`
    select grouping(category, condition, status, project_id, month) as bits,
      category, condition, status, project_id, month,
      count(*)::int as items,
      coalesce(sum(retail_cents), 0)::bigint as retail_cents,
      count(*) filter (where retail_cents is null)::int as no_retail,
      coalesce(sum(tag_price), 0)::bigint as tag_value,
      count(*) filter (where tag_price is null)::int as unpriced,
      count(*) filter (where status = 'sold')::int as sold,
      coalesce(sum(sold_price) filter (where status = 'sold'), 0)::bigint as sold_value,
      coalesce(sum(tag_price) filter (where status = 'sold'), 0)::bigint as sold_tag_value,
      count(*) filter (where status = 'sold' and sold_price is null)::int as sold_without_price,
      coalesce(sum(tag_price) filter (where status = 'sold' and sold_price is not null), 0)::bigint
        as priced_sold_tag_value
    from (
      select ${items.category} as category, ${items.condition} as condition, ${items.status} as status,
        ${items.projectId} as project_id, ${items.retailCents} as retail_cents, ${items.tagPrice} as tag_price,
        ${items.soldPrice} as sold_price,
        to_char(${items.createdAt} at time zone ${timeZone}, 'YYYY-MM') as month
      from ${items}
      where ${and(eq(items.ownerId, actor.ownerId), projectId === null ? undefined : eq(items.projectId, projectId))}
    ) scoped
    group by grouping sets ((category), (condition), (status), (project_id), (month), ())`);
  const rows = (result as { rows: SumRow[] }).rows;
  return rows.map((row) => {
    const grouping = GROUPING_BITS[Number(row.bits)];
    if (!grouping) throw new Error(`sumItems: unexpected grouping ${row.bits}`);
    const key = {
      total: null,
      category: row.category,
      condition: row.condition,
      status: row.status,
      project: row.project_id,
      month: row.month,
    }[grouping];
    return {
      grouping,
      key,
      items: Number(row.items),
      retailCents: Number(row.retail_cents),
      noRetail: Number(row.no_retail),
      tagValue: Number(row.tag_value),
      unpriced: Number(row.unpriced),
      sold: Number(row.sold),
      soldValue: Number(row.sold_value),
      soldTagValue: Number(row.sold_tag_value),
      soldWithoutPrice: Number(row.sold_without_price),
      pricedSoldTagValue: Number(row.priced_sold_tag_value),
    };
  });
}
