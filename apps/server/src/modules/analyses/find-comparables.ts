import { and, desc, eq } from 'drizzle-orm';
import { COMPARABLES_MAX, type Comparable } from '@tagwise/core/analysis/price-local-item';
import { nameNamesType, referenceRowForType } from '@tagwise/core/analysis/reference-prices';
import type { Category } from '@tagwise/core/catalog/categories';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { ownPricedItem } from '../items/own-priced-item-sql.ts';

/** How many recent priced items of the category are read to find the ones of the same type. */
const CANDIDATES = 500;

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * The workspace's own priced items (own-priced-item-sql.ts) of the same kind, newest first, for the
 * offline analyzer's price: the same category, and a name that names the identified type (the reference
 * row's names for it, or the type's own words). A dining table is never a baseball's comparable.
 */
export async function findComparables(
  db: Database,
  actor: Actor,
  { category, noun }: { category: Category; noun: string },
): Promise<Comparable[]> {
  const rows = await db
    .select({ id: items.id, name: items.name, retailCents: items.retailCents, soldPrice: items.soldPrice })
    .from(items)
    .where(
      and(
        eq(items.ownerId, actor.ownerId),
        eq(items.category, category),
        // An item nobody has confirmed is not evidence of what it is.
        eq(items.needsReview, false),
        ownPricedItem,
      ),
    )
    .orderBy(desc(items.updatedAt))
    .limit(CANDIDATES);

  // The reference row knows the type's other names ("couch" for "sofa"); a type without a row is
  // matched by its own words.
  const row = referenceRowForType(noun);
  const nounWords = words(noun).join(' ');
  const sameType = (name: string) =>
    row ? nameNamesType(name, row) : ` ${words(name).join(' ')} `.includes(` ${nounWords} `);
  return rows.filter((item) => sameType(item.name)).slice(0, COMPARABLES_MAX);
}
