import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';

/** The catalog with these items' new states (sold, held, released...), an item it did not hold added. */
export function applyItemStates(catalog: CheckoutCatalog, items: readonly CheckoutItem[]): CheckoutCatalog {
  if (items.length === 0) return catalog;
  const fresh = new Map(items.map((item) => [item.id, item]));
  const next = catalog.items.map((item) => {
    const changed = fresh.get(item.id);
    if (changed) fresh.delete(item.id);
    return changed ?? item;
  });
  return { ...catalog, items: [...next, ...fresh.values()] };
}
