import { and, asc, eq, inArray } from 'drizzle-orm';
import { soldPriceOfLine } from '@tagwise/core/sale-day/refund';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { recordPriceEvent } from '../items/record-price-event.ts';
import { liveLinesOf } from './live-lines.ts';

/**
 * After a void, a refund or a double sale's resolution, in its transaction: each item still sold on a live
 * line (an invoice not voided, the line not refunded) stays sold at that line's net (the first the server
 * received, in whole dollars); an item sold at the door and sold on no live line any more is available
 * again. Every change of sold price is a price event naming why. An item someone set to another status by
 * hand since is left as it is.
 */
export async function resettleItems(tx: Database, actor: Actor, itemIds: string[], why: string) {
  if (itemIds.length === 0) return;
  const rows = await tx
    .select()
    .from(items)
    .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, itemIds)))
    .orderBy(asc(items.id))
    .for('update');
  const live = await liveLinesOf(tx, actor, itemIds);
  for (const item of rows) {
    const sale = live.find((line) => line.itemId === item.id);
    const next = sale
      ? { status: 'sold' as const, soldPrice: soldPriceOfLine(sale.netCents), soldAt: sale.completedAt }
      : item.status === 'sold'
        ? { status: 'available' as const, soldPrice: null, soldAt: null }
        : null;
    if (!next || (next.status === item.status && next.soldPrice === item.soldPrice)) continue;
    await tx
      .update(items)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(items.id, item.id));
    await recordPriceEvent(tx, actor, {
      itemId: item.id,
      source: 'person',
      before: { retailCents: item.retailCents, tagPrice: item.tagPrice, soldPrice: item.soldPrice },
      after: { retailCents: item.retailCents, tagPrice: item.tagPrice, soldPrice: next.soldPrice },
      breakdown: why,
    });
  }
}
