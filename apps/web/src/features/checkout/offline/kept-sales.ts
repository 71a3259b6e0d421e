import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { transact } from '@/lib/indexed-db';
import { openCheckoutDb, STORES } from './device-db';

// Sales completed on this device without a connection (the outbox), kept until the server has them. Each
// keeps the whole request it will send (its own invoice id, so a sale sent twice is one invoice), and the
// receipt reference the customer was shown (this device's prefix and its next number: "7F3A-4"); the
// invoice number comes at sync. A refused sale is never dropped: it stays, with the server's message.

export interface SaleError {
  message: string;
  /** The server answered and refused it (4xx): sending it again as it is will not help. */
  refused: boolean;
  at: string;
}

export interface KeptSale {
  /** The invoice's id, made on the device. */
  id: string;
  userId: string;
  projectId: string;
  /** What is sent at sync: offline true, completedAt the moment of the sale. */
  request: CompleteInvoiceRequest;
  /** The provisional receipt reference shown until the invoice number is known. */
  ref: string;
  sequence: number;
  keptAt: string;
  attempts: number;
  error: SaleError | null;
}

/** A kept sale the server took: what its provisional reference became. */
export interface SyncedSale {
  id: string;
  userId: string;
  projectId: string;
  ref: string;
  invoiceNumber: number;
  totalCents: number;
  /** Items this device sold that another had sold first: the admin sees them under Double sales. */
  doubleSales: number;
  syncedAt: string;
}

/** How many synced references a person's device remembers (the newest). */
const SYNCED_KEPT = 200;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called after every change to the kept or synced sales. */
export function subscribeKeptSales(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** "7F3A": a device as its receipts and the double sales name it (the first four characters of its id). */
export const deviceRefPrefix = (deviceId: string) =>
  deviceId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 4)
    .toUpperCase();

/** "7F3A-12": the device's prefix, then its own sale count. */
export const provisionalRef = (deviceId: string, sequence: number) => `${deviceRefPrefix(deviceId)}-${sequence}`;

/**
 * Keeps a sale completed offline, as charged, with the next provisional reference of this device (numbered
 * in the same transaction as the sale is stored, so two sales never share one).
 */
export async function keepSale({
  userId,
  projectId,
  request,
  now = new Date(),
}: {
  userId: string;
  projectId: string;
  request: CompleteInvoiceRequest;
  now?: Date;
}): Promise<KeptSale> {
  const db = await openCheckoutDb();
  const counterKey = `receipt:${request.deviceId}`;
  let sale: KeptSale | null = null;
  await transact(db, [STORES.outbox, STORES.counters], 'readwrite', (tx) => {
    const outbox = tx.objectStore(STORES.outbox);
    const counters = tx.objectStore(STORES.counters);
    const existing = outbox.get(request.id);
    existing.onsuccess = () => {
      // The same sale kept again (a second tap while the first was being stored): one entry, one reference.
      if (existing.result) {
        sale = existing.result as KeptSale;
        return;
      }
      const counter = counters.get(counterKey);
      counter.onsuccess = () => {
        const sequence = ((counter.result as { value: number } | undefined)?.value ?? 0) + 1;
        counters.put({ key: counterKey, value: sequence });
        sale = {
          id: request.id,
          userId,
          projectId,
          request: { ...request, offline: true },
          ref: provisionalRef(request.deviceId, sequence),
          sequence,
          keptAt: now.toISOString(),
          attempts: 0,
          error: null,
        };
        outbox.put(sale);
      };
    };
  });
  // A sale nobody has sent yet: ask the browser not to clear this site's storage when space runs low.
  void navigator.storage?.persist?.().catch(() => false);
  notify();
  return sale!;
}

const bySequence = (a: KeptSale, b: KeptSale) => a.keptAt.localeCompare(b.keptAt) || a.sequence - b.sequence;

/** A person's sales waiting on this device, in the order they were made (all sales, or one sale's). */
export async function listKeptSales(userId: string, projectId?: string): Promise<KeptSale[]> {
  const db = await openCheckoutDb();
  const all = await transact<KeptSale[]>(db, STORES.outbox, 'readonly', (tx) =>
    tx.objectStore(STORES.outbox).index('userId').getAll(userId),
  );
  return all.filter((sale) => !projectId || sale.projectId === projectId).sort(bySequence);
}

/** A person's synced sales, newest first (all sales, or one sale's). */
export async function listSyncedSales(userId: string, projectId?: string): Promise<SyncedSale[]> {
  const db = await openCheckoutDb();
  const all = await transact<SyncedSale[]>(db, STORES.synced, 'readonly', (tx) =>
    tx.objectStore(STORES.synced).index('userId').getAll(userId),
  );
  return all
    .filter((sale) => !projectId || sale.projectId === projectId)
    .sort((a, b) => b.syncedAt.localeCompare(a.syncedAt));
}

/** The server has the sale: it leaves the outbox and its reference is remembered with its invoice number. */
export async function markSynced(sale: KeptSale, result: CompleteInvoiceResult, now = new Date()) {
  const synced: SyncedSale = {
    id: sale.id,
    userId: sale.userId,
    projectId: sale.projectId,
    ref: sale.ref,
    invoiceNumber: result.invoice.number,
    totalCents: result.invoice.totalCents,
    doubleSales: result.conflicts.length,
    syncedAt: now.toISOString(),
  };
  const db = await openCheckoutDb();
  const older = (await listSyncedSales(sale.userId)).slice(SYNCED_KEPT - 1);
  await transact(db, [STORES.outbox, STORES.synced], 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).delete(sale.id);
    const store = tx.objectStore(STORES.synced);
    for (const old of older) store.delete(old.id);
    store.put(synced);
  });
  notify();
  return synced;
}

/** A try that did not get the sale in: the sale stays, with why. */
export async function noteFailure(id: string, error: Omit<SaleError, 'at'>, now = new Date()) {
  const db = await openCheckoutDb();
  await transact(db, STORES.outbox, 'readwrite', (tx) => {
    const store = tx.objectStore(STORES.outbox);
    const request = store.get(id);
    request.onsuccess = () => {
      const sale = request.result as KeptSale | undefined;
      if (sale) store.put({ ...sale, attempts: sale.attempts + 1, error: { ...error, at: now.toISOString() } });
    };
  });
  notify();
}
