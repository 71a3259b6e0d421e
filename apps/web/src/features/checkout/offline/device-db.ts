import { databaseOpener } from '@/lib/indexed-db';

// The checkout's data on this device (IndexedDB, so a reload, a closed tab or a restarted phone loses
// nothing): the last catalog read per person and sale, the sales completed without a connection until the
// server has them, what they became once synced, and the device's receipt sequence.

export const CHECKOUT_DB = 'tagwise-checkout';
export const STORES = {
  catalogs: 'catalogs',
  outbox: 'outbox',
  synced: 'synced',
  counters: 'counters',
} as const;

export const openCheckoutDb = databaseOpener(CHECKOUT_DB, 1, (db) => {
  db.createObjectStore(STORES.catalogs, { keyPath: 'key' });
  db.createObjectStore(STORES.outbox, { keyPath: 'id' }).createIndex('userId', 'userId');
  db.createObjectStore(STORES.synced, { keyPath: 'id' }).createIndex('userId', 'userId');
  db.createObjectStore(STORES.counters, { keyPath: 'key' });
});
