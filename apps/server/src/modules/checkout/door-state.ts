import type { SellableState } from '@tagwise/core/sale-day/item-state-text';
import type { items } from '../../db/schema/items.ts';
import type { LiveLine } from './live-lines.ts';
import type { standingHoldsOn } from './release-standing-holds.ts';

/**
 * What stands in the way of selling (or holding) an item now, as core's rules read it: its first live sale,
 * the item marked Sold by hand, a standing hold (other than the one being paid for), or On hold by hand.
 */
export function doorStateOf(
  item: Pick<typeof items.$inferSelect, 'id' | 'status'>,
  live: LiveLine[],
  holds: Awaited<ReturnType<typeof standingHoldsOn>>,
  paying: { itemIds: string[] } | null = null,
): SellableState {
  const first = live.find((line) => line.itemId === item.id);
  if (first) {
    return { status: 'sold', invoice: { number: first.number, at: first.completedAt, byName: first.rungByName } };
  }
  if (item.status === 'sold') return { status: 'sold', invoice: null };
  const hold = holds.find((h) => h.itemId === item.id);
  if (hold) return { status: 'hold', hold: { customerName: hold.customerName, until: hold.holdUntil } };
  if (item.status === 'hold') {
    return paying?.itemIds.includes(item.id) ? { status: 'available' } : { status: 'hold', hold: null };
  }
  return { status: item.status };
}
