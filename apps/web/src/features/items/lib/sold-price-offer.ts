import type { DayDiscount } from '@tagwise/core/sale-schedule/day-discounts';
import { formatWhole } from '../components/format';

/** How the price an item is marked sold with was worked out, under the field that offers it. */
export function offerText(tagPrice: number | null, discount: DayDiscount | null): string {
  if (tagPrice === null) return 'No tag price: enter what it sold for.';
  if (discount) return `Tag price ${formatWhole(tagPrice)}, less today’s “${discount.text}”.`;
  return `Tag price ${formatWhole(tagPrice)}: no sale-day discount today.`;
}

/** The same, short, beside one item of a list: "tag $40, less “Sat 25% off”". */
export function offerNote(offer: {
  tagPrice: number | null;
  soldPrice: number | null;
  discount: DayDiscount | null;
}): string {
  if (offer.soldPrice !== null) return `sold for ${formatWhole(offer.soldPrice)} before`;
  if (offer.tagPrice === null) return 'no tag price';
  if (offer.discount) return `tag ${formatWhole(offer.tagPrice)}, less “${offer.discount.text}”`;
  return `tag ${formatWhole(offer.tagPrice)}`;
}

/** A price as its field holds it: "" for none. */
export const priceInput = (price: number | null) => (price === null ? '' : String(price));
