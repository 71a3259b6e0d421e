import { AppError } from '@tagwise/core/errors';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import { isRefusal } from './sync-kept-sales';
import { readCatalogCopy, saveCatalogCopy, withKeptSales } from './catalog-copy';
import { listKeptSales } from './kept-sales';

export const NO_CATALOG_COPY =
  "No connection, and this device has not read this sale's items yet. Open the checkout once while online to ring up without signal later.";

/**
 * A sale's catalog for the checkout: the server's when it answers (kept on the device for later), else the
 * device's last copy; either way with the items of this device's unsynced sales marked sold. Without a
 * signed-in person (no one to keep it for) it is the server's alone.
 */
export async function readCheckoutCatalog(
  projectId: string,
  userId: string | undefined,
  fetchCatalog: (projectId: string) => Promise<CheckoutCatalog>,
): Promise<CheckoutCatalog> {
  if (!userId) return fetchCatalog(projectId);
  let catalog: CheckoutCatalog;
  try {
    if (!navigator.onLine) throw new AppError('SERVICE_UNAVAILABLE', NO_CATALOG_COPY);
    catalog = await fetchCatalog(projectId);
    // A device without room (or a private window refusing storage) still rings up online.
    await saveCatalogCopy(userId, catalog).catch(() => undefined);
  } catch (error) {
    // The server said no (no such sale, not allowed): that stands, whatever the device has.
    if (isRefusal(error)) throw error;
    const copy = await readCatalogCopy(userId, projectId).catch(() => null);
    if (!copy) throw new AppError('SERVICE_UNAVAILABLE', NO_CATALOG_COPY, { cause: error });
    catalog = copy;
  }
  const kept = await listKeptSales(userId, projectId).catch(() => []);
  return withKeptSales(catalog, kept);
}
