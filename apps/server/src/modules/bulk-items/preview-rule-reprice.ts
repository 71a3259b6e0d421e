import { and, eq, isNotNull } from 'drizzle-orm';
import type { RepricePreview } from '@tagwise/core/schemas/bulk-items';
import type { ItemFilter } from '@tagwise/core/schemas/item-query';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { itemFilterWhere } from '../items/item-filter-sql.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadPricingContexts, rulePrice } from '../items/pricing-context.ts';

/**
 * How many items that follow the rules would get another price if the current rules were applied again
 * (after the rules changed), and what that does to their total. Prices set by hand are not counted:
 * re-pricing from settings keeps them.
 */
export async function previewRuleReprice({
  db,
  actor,
  filter,
}: {
  db: Database;
  actor: Actor;
  filter: ItemFilter;
}): Promise<RepricePreview> {
  if (filter.projectId) await findOwnedProject(db, actor, filter.projectId);
  const rows = await db
    .select({
      projectId: items.projectId,
      retailCents: items.retailCents,
      category: items.category,
      condition: items.condition,
      tagPrice: items.tagPrice,
    })
    .from(items)
    .where(and(itemFilterWhere(actor, filter), eq(items.tagPriceSource, 'rule'), isNotNull(items.retailCents)));
  const contexts = await loadPricingContexts(db, actor, [...new Set(rows.map((r) => r.projectId))]);
  const preview = { count: 0, tagValueBefore: 0, tagValueAfter: 0 };
  for (const row of rows) {
    const next = rulePrice(contexts.get(row.projectId)!, row)?.tagPrice ?? null;
    if (next === row.tagPrice) continue;
    preview.count += 1;
    preview.tagValueBefore += row.tagPrice ?? 0;
    preview.tagValueAfter += next ?? 0;
  }
  return preview;
}
