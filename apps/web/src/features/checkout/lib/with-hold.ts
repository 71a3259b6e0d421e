import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';

/**
 * The catalog as the server has it after answering with this hold: its items held while it stands, and on sale
 * again once it is released (the server sets a held item back to available, as here).
 */
export function withHold(catalog: CheckoutCatalog, hold: Hold): CheckoutCatalog {
  const onHold = new Set(hold.items.map(({ itemId }) => itemId));
  const standing = hold.state === 'active';
  return {
    ...catalog,
    items: catalog.items.map((item) => {
      if (standing && onHold.has(item.id) && item.status !== 'sold') {
        const { customerName, holdUntil: until, placedBy } = hold;
        return { ...item, status: 'hold', hold: { holdId: hold.id, customerName, until, placedByName: placedBy.name } };
      }
      if (!standing && item.hold?.holdId === hold.id) {
        return { ...item, status: item.status === 'hold' ? 'available' : item.status, hold: null };
      }
      return item;
    }),
  };
}
