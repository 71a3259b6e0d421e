import { formatMoney } from './compute-tag-price.ts';

// A retail price a person takes from their own items rather than typing it: the median price of the
// workspace's priced items of a category they pick. Plain values (no zod), so the review screen can word
// the offer at its first render; the server writes the same words into the item's pricing note and price
// history, so what the person was offered is exactly what the item keeps.

/** The median of a workspace's own priced items of one category (GET /api/items/price-basis). */
export interface PriceBasis {
  category: string;
  /** How many priced items the median is taken over; 0 when there are none. */
  count: number;
  /** Null exactly when count is 0. */
  medianCents: number | null;
}

const amount = (cents: number) => formatMoney(cents / 100);

/** What the item keeps as its pricing note: "Median of your 14 priced Kitchenware items ($12)". */
export function priceBasisNote({ category, count, medianCents }: PriceBasis): string {
  if (medianCents === null) return `No priced ${category} items to take a median from`;
  return count === 1
    ? `Price of your only priced ${category} item (${amount(medianCents)})`
    : `Median of your ${count} priced ${category} items (${amount(medianCents)})`;
}

/** The offer on the review screen's button: "Use the median of your 14 priced Kitchenware items: $12". */
export function priceBasisOffer({ category, count, medianCents }: PriceBasis): string {
  if (medianCents === null) return `No priced ${category} items yet`;
  return count === 1
    ? `Use the price of your only priced ${category} item: ${amount(medianCents)}`
    : `Use the median of your ${count} priced ${category} items: ${amount(medianCents)}`;
}
