import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { priceEvents } from '../../db/schema/items.ts';

/** An item's prices at one moment; the sold price only where a sale is concerned. */
interface Prices {
  retailCents: number | null;
  tagPrice: number | null;
  soldPrice?: number | null;
}

/** Writes an audit row when the retail, tag or sold price actually changed; does nothing otherwise. */
export async function recordPriceEvent(
  db: Pick<Database, 'insert'>,
  actor: Actor,
  event: {
    itemId: string;
    source: 'rule' | 'person' | 'ai' | 'bulk';
    before: Prices | null;
    after: Prices;
    breakdown: string | null;
  },
) {
  const { before, after } = event;
  if (
    before &&
    before.retailCents === after.retailCents &&
    before.tagPrice === after.tagPrice &&
    (before.soldPrice ?? null) === (after.soldPrice ?? null)
  ) {
    return;
  }
  await db.insert(priceEvents).values({
    ownerId: actor.ownerId,
    itemId: event.itemId,
    actorUserId: actor.userId,
    source: event.source,
    retailCents: after.retailCents,
    tagPrice: after.tagPrice,
    previousRetailCents: before?.retailCents ?? null,
    previousTagPrice: before?.tagPrice ?? null,
    soldPrice: after.soldPrice ?? null,
    previousSoldPrice: before?.soldPrice ?? null,
    breakdown: event.breakdown,
  });
}
