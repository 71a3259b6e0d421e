import { dayDiscount, type DayDiscount } from '../sale-schedule/day-discounts.ts';
import { dateInTimeZone, type SaleDay } from '../sale-schedule/sale-days.ts';

/** What of a project sets its prices on a sale day: the discount line on its tags, its days and its zone. */
export interface SaleForPrice {
  tagDiscountLine: string | null;
  saleDays: readonly SaleDay[];
  /** The sale's own zone; null until the operator chooses one. */
  timeZone: string | null;
}

export interface SaleDayPrice {
  /** Whole currency units; null for an item without a tag price. */
  price: number | null;
  /** Today's discount, when today is a sale day the discount line gives one. */
  discount: DayDiscount | null;
}

/**
 * What an item sells for at the moment `now`: its tag price less the discount the tags announce for the
 * sale day it is where the sale is (the project's zone, else `fallbackZone`, the operator's), rounded to
 * whole dollars as tag prices are. The price an item marked sold is offered with, by the item page and
 * the bulk Set status alike.
 */
export function saleDayPrice({
  tagPrice,
  sale,
  now,
  fallbackZone,
}: {
  tagPrice: number | null;
  sale: SaleForPrice;
  now: Date;
  fallbackZone: string;
}): SaleDayPrice {
  const today = dateInTimeZone(now, sale.timeZone ?? fallbackZone);
  const discount = dayDiscount(sale.tagDiscountLine, sale.saleDays, today);
  if (tagPrice === null) return { price: null, discount };
  if (!discount) return { price: tagPrice, discount };
  return { price: Math.round((tagPrice * (100 - discount.percent)) / 100), discount };
}
