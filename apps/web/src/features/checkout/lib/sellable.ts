import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { notSellableReason } from '@tagwise/core/sale-day/item-state-text';
import { sellableStateOf } from '@tagwise/core/sale-day/scan';

/**
 * Why this cart cannot sell the item now (core's words: "Sold on invoice 12 at 10:42 AM by Ann", "On hold
 * for Pat until Sat 3:00 PM"), or null. An item on the hold the cart is paying for is the cart's to sell.
 */
export function reasonNotToSell(item: CheckoutItem, cartHoldId: string | null, now: Date, timeZone: string) {
  if (cartHoldId !== null && item.status === 'hold' && item.hold?.holdId === cartHoldId) return null;
  return notSellableReason(sellableStateOf(item), now, timeZone);
}
