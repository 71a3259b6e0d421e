import { and, eq, gt, sql } from 'drizzle-orm';
import type { Category } from '@tagwise/core/catalog/categories';
import type { PriceBasis } from '@tagwise/core/schemas/price-basis';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { ownPricedItem, ownPriceCents } from './own-priced-item-sql.ts';

/**
 * The median price of the workspace's own priced items of a category, and over how many: a retail price a
 * person can take for an item nobody could identify, instead of one invented for it. Every priced item
 * counts, sold prices where recorded.
 */
export async function getPriceBasis({
  db,
  actor,
  category,
}: {
  db: Pick<Database, 'select'>;
  actor: Actor;
  category: Category;
}): Promise<PriceBasis> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${ownPriceCents})`,
    })
    .from(items)
    .where(and(eq(items.ownerId, actor.ownerId), eq(items.category, category), ownPricedItem, gt(ownPriceCents, 0)));
  const count = Number(row?.count ?? 0);
  // percentile_cont averages the middle two of an even count: half a cent rounds up.
  const medianCents = count > 0 && row?.median != null ? Math.round(Number(row.median)) : null;
  return { category, count: medianCents === null ? 0 : count, medianCents };
}
