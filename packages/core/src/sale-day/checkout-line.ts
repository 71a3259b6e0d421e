import { saleDayPrice, type SaleForPrice } from '../pricing/sale-day-price.ts';
import { dateInTimeZone } from '../sale-schedule/sale-days.ts';

/** What a cart line of a tagged item is priced from, read when it is scanned (or checked when it is sold). */
export interface LinePricing {
  /** The tag price in cents (a whole dollar amount), or null for an item without one. */
  tagPriceCents: number | null;
  /** Today's discount from the tags' discount line, in basis points (2500 = 25 %); null when none. */
  dayDiscountBp: number | null;
  /** Today's price: the tag price less the day discount, in cents; null without a tag price. */
  listedCents: number | null;
}

/**
 * A tagged item's line pricing at a moment: core's saleDayPrice (the tag price less the discount the tags
 * print for that sale day, rounded to whole dollars as tag prices are) in cents. What the customer reads
 * on the tag is what they are charged unless the person at the door changes the line's price.
 */
export function linePricing({
  tagPrice,
  sale,
  at,
  fallbackZone,
}: {
  /** items.tag_price: whole dollars. */
  tagPrice: number | null;
  sale: SaleForPrice;
  at: Date;
  fallbackZone: string;
}): LinePricing {
  const { price, discount } = saleDayPrice({ tagPrice, sale, now: at, fallbackZone });
  if (price === null || tagPrice === null) return { tagPriceCents: null, dayDiscountBp: null, listedCents: null };
  return {
    tagPriceCents: tagPrice * 100,
    dayDiscountBp: discount ? Math.round(discount.percent * 100) : null,
    listedCents: price * 100,
  };
}

/** The calendar day of a sale at a moment (YYYY-MM-DD where the sale is): which sale day an invoice belongs to. */
export const saleDayOf = (sale: Pick<SaleForPrice, 'timeZone'>, at: Date, fallbackZone: string) =>
  dateInTimeZone(at, sale.timeZone ?? fallbackZone);
