import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import { itemLine, type Cart } from './cart';

/**
 * The cart priced again from a fresh catalog (a tag price changed, or the sale day turned over): a line
 * whose tag price or day discount differs now takes today's price; a haggled price is kept, the new tag
 * and listed price beside it. Lines of items not in the catalog are left for dropUnsellable.
 */
export function repriceCart(cart: Cart, catalog: CheckoutCatalog, at: Date): Cart {
  const items = new Map(catalog.items.map((item) => [item.id, item]));
  let changed = false;
  const lines = cart.lines.map((line) => {
    const item = line.itemId === null ? undefined : items.get(line.itemId);
    if (!item) return line;
    const fresh = itemLine(item, catalog.project, at);
    if (fresh.tagPriceCents === line.tagPriceCents && fresh.dayDiscountBp === line.dayDiscountBp) return line;
    changed = true;
    const haggled = line.priceCents !== line.listedCents;
    return {
      ...line,
      tagPriceCents: fresh.tagPriceCents,
      dayDiscountBp: fresh.dayDiscountBp,
      listedCents: fresh.listedCents,
      priceCents: haggled ? line.priceCents : fresh.priceCents,
    };
  });
  return changed ? { ...cart, lines } : cart;
}
