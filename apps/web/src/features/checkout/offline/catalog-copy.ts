import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import { transact } from '@/lib/indexed-db';
import { openCheckoutDb, STORES } from './device-db';
import type { KeptSale } from './kept-sales';

// The device's copy of a sale's catalog: the last answer of GET /projects/:id/checkout, per person and sale,
// so scans and typed codes work in a basement. Its readAt says how old it is.

const keyOf = (userId: string, projectId: string) => `${userId} ${projectId}`;

export async function saveCatalogCopy(userId: string, catalog: CheckoutCatalog) {
  const db = await openCheckoutDb();
  await transact(db, STORES.catalogs, 'readwrite', (tx) =>
    tx.objectStore(STORES.catalogs).put({ key: keyOf(userId, catalog.project.id), catalog }),
  );
}

export async function readCatalogCopy(userId: string, projectId: string): Promise<CheckoutCatalog | null> {
  const db = await openCheckoutDb();
  const row = await transact<{ catalog: CheckoutCatalog } | undefined>(db, STORES.catalogs, 'readonly', (tx) =>
    tx.objectStore(STORES.catalogs).get(keyOf(userId, projectId)),
  );
  return row?.catalog ?? null;
}

/**
 * The catalog with the items of this device's unsynced sales marked sold (the server does not know of them
 * yet): ringing one up again on this phone says it is sold.
 */
export function withKeptSales(catalog: CheckoutCatalog, kept: readonly KeptSale[]): CheckoutCatalog {
  const sold = new Set(
    kept
      .filter((sale) => sale.projectId === catalog.project.id)
      .flatMap((sale) => sale.request.lines.map((line) => line.itemId))
      .filter((id): id is string => id !== null),
  );
  if (!sold.size) return catalog;
  return {
    ...catalog,
    items: catalog.items.map((item) =>
      sold.has(item.id) && item.status !== 'sold' ? { ...item, status: 'sold', hold: null } : item,
    ),
  };
}
