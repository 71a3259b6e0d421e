import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { priceEvents } from '../../db/schema/items.ts';

/** Writes an audit row when the retail or tag price actually changed; does nothing otherwise. */
export async function recordPriceEvent(
  db: Pick<Database, 'insert'>,
  actor: Actor,
  event: {
    itemId: string;
    source: 'rule' | 'person' | 'ai' | 'bulk';
    before: { retailCents: number | null; tagPrice: number | null } | null;
    after: { retailCents: number | null; tagPrice: number | null };
    breakdown: string | null;
  },
) {
  const { before, after } = event;
  if (before && before.retailCents === after.retailCents && before.tagPrice === after.tagPrice) return;
  await db.insert(priceEvents).values({
    ownerId: actor.ownerId,
    itemId: event.itemId,
    actorUserId: actor.userId,
    source: event.source,
    retailCents: after.retailCents,
    tagPrice: after.tagPrice,
    previousRetailCents: before?.retailCents ?? null,
    previousTagPrice: before?.tagPrice ?? null,
    breakdown: event.breakdown,
  });
}
