// Items photographed without a connection, kept in IndexedDB until they are in a batch on the server:
// closing the tab, reloading or restarting the phone loses nothing. Each capture is one item (its photos
// already resized, in order) for a project, and belongs to the person who took it. Once the connection is
// back, offline-sync.ts puts them into a batch (remembered here first, so a reload resumes the same batch)
// and sends them through the bulk queue's uploader; a capture leaves the store when the server has its job.

import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import type { BatchMode } from '@tagwise/core/schemas/batches';

const DB_NAME = 'tagwise-offline';
const STORE = 'captures';

export interface CapturedPhoto {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

export interface OfflineCapture {
  /** The item's client file id in its batch: sending it again never makes a second item. */
  id: string;
  userId: string;
  projectId: string;
  photos: CapturedPhoto[];
  /** What the person typed about it in Single Item (Additional Information), sent with its photos. */
  manualInfo: ManualInfo | null;
  /** Analyze with AI, or Upload only (Multiple Items' choice). */
  mode: BatchMode;
  createdAt: number;
  /** The batch it was put into once online; null until then. */
  batchId: string | null;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request ? request.result : (undefined as T));
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeCaptures(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Keeps an item taken offline: its photos become Blobs the store holds across reloads. */
export async function saveCapture({
  userId,
  projectId,
  photos,
  manualInfo = null,
  mode = 'analyze',
  now = Date.now(),
}: {
  userId: string;
  projectId: string;
  photos: readonly File[];
  manualInfo?: ManualInfo | null;
  mode?: BatchMode;
  now?: number;
}): Promise<OfflineCapture> {
  const capture: OfflineCapture = {
    id: crypto.randomUUID(),
    userId,
    projectId,
    photos: photos.map((file) => ({ name: file.name, type: file.type, lastModified: file.lastModified, blob: file })),
    manualInfo,
    mode,
    createdAt: now,
    batchId: null,
  };
  await run('readwrite', (store) => store.put(capture));
  // Photos nobody has uploaded yet: ask the browser not to clear this site's storage when space runs low
  // (granted to installed apps and sites in use; without it they stay until space runs out).
  void navigator.storage?.persist?.().catch(() => false);
  notify();
  return capture;
}

/** A person's captures, oldest first. */
export async function listCaptures(userId: string): Promise<OfflineCapture[]> {
  const all = await run<OfflineCapture[]>('readonly', (store) => store.index('userId').getAll(userId));
  return all.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** Remembers the batch the captures went into, before any is sent. */
export async function assignBatch(ids: readonly string[], batchId: string | null) {
  await run('readwrite', (store) => {
    for (const id of ids) {
      const request = store.get(id);
      request.onsuccess = () => {
        const capture = request.result as OfflineCapture | undefined;
        if (capture) store.put({ ...capture, batchId });
      };
    }
  });
  notify();
}

/** The server has the item's job: the capture is done. */
export async function removeCapture(id: string) {
  await run('readwrite', (store) => store.delete(id));
  notify();
}

/** A capture's photos as files again, for the uploader. */
export const captureFiles = (capture: OfflineCapture) =>
  capture.photos.map(
    (photo) => new File([photo.blob], photo.name, { type: photo.type, lastModified: photo.lastModified }),
  );
