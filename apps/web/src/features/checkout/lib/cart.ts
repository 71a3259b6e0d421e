import type { CartDiscount } from '@tagwise/core/sale-day/cart-totals';
import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { linePricing } from '@tagwise/core/sale-day/checkout-line';

/** One line of the cart on the device: a tagged item (priced when scanned) or a misc line of its own words. */
export interface CartLine {
  id: string;
  itemId: string | null;
  tagCode: string | null;
  description: string;
  thumbUrl: string | null;
  tagPriceCents: number | null;
  dayDiscountBp: number | null;
  /** Today's price (tag less the day discount); null for a misc line or an item without a tag price. */
  listedCents: number | null;
  /** What the line is charged: the listed price unless changed (haggled). */
  priceCents: number;
}

export interface Cart {
  /** The invoice's id, made when the cart starts: a retried completion answers the same invoice. */
  invoiceId: string;
  lines: CartLine[];
  discount: CartDiscount | null;
  /** Ringing up a hold: its id, paid with this invoice. */
  holdId: string | null;
}

export const emptyCart = (): Cart => ({ invoiceId: crypto.randomUUID(), lines: [], discount: null, holdId: null });

/** The device's own zone: the sale's times when the sale has none. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A tagged item's new line, priced now from the tags' discount line (core's linePricing). */
export function itemLine(item: CheckoutItem, project: CheckoutCatalog['project'], at: Date): CartLine {
  const pricing = linePricing({
    tagPrice: item.tagPriceCents === null ? null : item.tagPriceCents / 100,
    sale: project,
    at,
    fallbackZone: deviceZone(),
  });
  return {
    id: crypto.randomUUID(),
    itemId: item.id,
    tagCode: item.tagCode,
    description: item.name,
    thumbUrl: item.thumbUrl,
    ...pricing,
    priceCents: pricing.listedCents ?? 0,
  };
}

export const miscLine = (description: string, priceCents: number): CartLine => ({
  id: crypto.randomUUID(),
  itemId: null,
  tagCode: null,
  description: description.trim(),
  thumbUrl: null,
  tagPriceCents: null,
  dayDiscountBp: null,
  listedCents: null,
  priceCents,
});

/**
 * The cart after the catalog changed (another phone sold or held an item, the server refused a sale): the
 * lines whose item can no longer be sold are dropped, each named, so the person can tell the customer.
 */
export function dropUnsellable(
  cart: Cart,
  unsellable: (itemId: string) => string | null,
): { cart: Cart; dropped: { description: string; reason: string }[] } {
  const dropped: { description: string; reason: string }[] = [];
  const lines = cart.lines.filter((line) => {
    const reason = line.itemId === null ? null : unsellable(line.itemId);
    if (reason) dropped.push({ description: line.description, reason });
    return !reason;
  });
  return { cart: dropped.length ? { ...cart, lines } : cart, dropped };
}

/** Whether a stored value is a cart (sessionStorage may hold an older shape or another app's value). */
export function isCart(value: unknown): value is Cart {
  if (!value || typeof value !== 'object') return false;
  const cart = value as Partial<Cart>;
  return typeof cart.invoiceId === 'string' && Array.isArray(cart.lines) && 'discount' in cart;
}
