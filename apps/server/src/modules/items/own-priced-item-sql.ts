import { and, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { items, priceEvents } from '../../db/schema/items.ts';

/**
 * Items whose price is the workspace's own evidence of what its market pays: items with a sold price, or
 * with a retail price that a person or a cloud analysis set. Items the offline analyzer priced from its
 * reference table and nobody changed are left out, or the table would come back dressed as "your items"
 * (in the offline analyzer's comparables and in the median a person can price an item from).
 */
export const ownPricedItem: SQL = and(
  or(isNotNull(items.soldPrice), isNotNull(items.retailCents)),
  or(
    isNotNull(items.soldPrice),
    sql`${items.analysisProvider} is distinct from 'local'`,
    sql`exists (select 1 from ${priceEvents} where ${priceEvents.itemId} = ${items.id}
      and ${priceEvents.source} = 'person' and ${priceEvents.retailCents} is not null)`,
  ),
)!;

/** Such an item's price in cents: what it sold for when it did (whole units), else its retail price. */
export const ownPriceCents: SQL<number | null> = sql`case when ${items.soldPrice} > 0 then ${items.soldPrice} * 100
  else ${items.retailCents} end`;
