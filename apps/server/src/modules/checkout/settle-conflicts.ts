import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts } from '../../db/schema/sale-day.ts';
import { liveLinesOf } from './live-lines.ts';

type Resolution = NonNullable<typeof saleConflicts.$inferSelect.resolution>;

/**
 * A double sale one of whose lines was refunded (or its invoice voided) no longer needs the admin: it is
 * recorded as resolved by that refund, with who did it and why, in the same transaction. An item sold a
 * third time stays a double sale between the sales still standing (recheckDoubleSales).
 */
export async function settleConflictsOfLines(tx: Database, actor: Actor, lineIds: string[], note: string) {
  if (lineIds.length === 0) return;
  const touching = and(
    eq(saleConflicts.ownerId, actor.ownerId),
    isNull(saleConflicts.resolution),
    or(inArray(saleConflicts.firstLineId, lineIds), inArray(saleConflicts.secondLineId, lineIds)),
  );
  const touched = await tx.select({ itemId: saleConflicts.itemId }).from(saleConflicts).where(touching);
  const itemIds = [...new Set(touched.flatMap((c) => (c.itemId ? [c.itemId] : [])))];
  await recheckDoubleSales(tx, actor, itemIds, 'refunded', note);
  // What is left touching these lines has an item no longer there: nothing else sells it.
  await tx
    .update(saleConflicts)
    .set({ resolution: 'refunded', resolvedBy: actor.userId, resolvedAt: new Date(), note })
    .where(touching);
}

/**
 * After lines stopped selling these items (refunded, voided, or made a duplicate tag), in that transaction:
 * each open double sale of them whose two lines still sell the item stays; one whose later line still sells
 * it while its first no longer does is between that line and the item's first sale that stands, when that is
 * another (three phones sold it: two buyers still paid for one item, and the admin must see it); any other
 * is resolved, with who, why and how.
 */
export async function recheckDoubleSales(
  tx: Database,
  actor: Actor,
  itemIds: string[],
  resolution: Resolution,
  note: string,
) {
  if (itemIds.length === 0) return;
  const open = await tx
    .select()
    .from(saleConflicts)
    .where(
      and(
        eq(saleConflicts.ownerId, actor.ownerId),
        inArray(saleConflicts.itemId, itemIds),
        isNull(saleConflicts.resolution),
      ),
    );
  if (open.length === 0) return;
  const live = await liveLinesOf(tx, actor, itemIds);
  for (const conflict of open) {
    const lines = live.filter((line) => line.itemId === conflict.itemId);
    const sells = (lineId: string) => lines.some((line) => line.lineId === lineId);
    if (sells(conflict.firstLineId) && sells(conflict.secondLineId)) continue;
    const first = lines[0];
    const change =
      sells(conflict.secondLineId) && first && first.lineId !== conflict.secondLineId
        ? { firstLineId: first.lineId }
        : { resolution, resolvedBy: actor.userId, resolvedAt: new Date(), note };
    await tx.update(saleConflicts).set(change).where(eq(saleConflicts.id, conflict.id));
  }
}
