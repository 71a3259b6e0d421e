// The little IndexedDB the app needs, as promises: one opener per database (opened once, opened again after
// a failure or after another tab deleted or upgraded it), and transactions that settle when they commit,
// so a caller told "kept" knows the data is on the disk, not only handed to the browser.

/** Opens `name` at `version` once and answers the same connection after; `upgrade` creates the stores. */
export function databaseOpener(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, oldVersion: number) => void,
): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  return () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab deletes (sign-out) or upgrades it: this connection steps aside and the next use reopens.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
}

/**
 * One transaction over `stores`; answers the result of the request `work` returns (or what its function
 * returns, read once the transaction committed), and rejects when the transaction fails or aborts.
 */
export function transact<T>(
  db: IDBDatabase,
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => IDBRequest<T> | (() => T) | void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    let outcome: IDBRequest<T> | (() => T) | void;
    try {
      outcome = work(transaction);
    } catch (error) {
      transaction.abort();
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    transaction.oncomplete = () => {
      if (typeof outcome === 'function') resolve(outcome());
      else resolve(outcome ? outcome.result : (undefined as T));
    };
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}
