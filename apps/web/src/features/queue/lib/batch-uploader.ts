import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import type { AddedBatchFile } from '@tagwise/core/schemas/batches';
import { UPLOAD_CONCURRENCY, UPLOAD_MESSAGES } from '@tagwise/core/values/batch-uploads';
import { PHOTO_MESSAGES } from '@tagwise/core/values/item-images';
import { failureMessage } from '@/lib/api-client';
import { addBatchFile } from '../api/add-batch-file';
import {
  isPending,
  newEntry,
  uploadFailure,
  uploadTransition,
  type UploadEntry,
  type UploadEvent,
} from './upload-entries';

// The photos of the batches started on this device, on their way to the server. Module state, not a
// component's: closing the dialog or moving to another page does not stop them; closing the tab would,
// so the page warns while any is pending. Three items go at once across all batches (one is resized
// while the others upload); a dropped connection is tried again with back-off, and nothing is tried
// while the device says it is offline (the 'online' event starts again).

export interface BatchUploadOptions {
  /** Makes a photo ready to send (the app passes the resize of the photo-to-item flow). */
  prepare: (file: File) => Promise<File>;
  /** Each answer: the job and the batch's counts (the app puts them into the query cache). */
  onSent: (added: AddedBatchFile, clientFileId: string) => void;
  /** The batch stopped taking photos (cancelled, or a 409): these items were not sent. */
  onStopped?: (clientFileIds: string[]) => void;
}

/**
 * An item's photos; or, for an item kept across reloads (taken offline), with the client id it already
 * has and what the person typed about it.
 */
export type BatchUploadItem =
  readonly File[] | { clientFileId: string; photos: readonly File[]; manualInfo?: ManualInfo | undefined };

interface BatchUploads extends BatchUploadOptions {
  entries: readonly UploadEntry[];
  files: Map<string, File[]>;
  manualInfo: Map<string, ManualInfo>;
  /** Resized photos of an entry, kept until it is sent: a retry does not resize again. */
  prepared: Map<string, File[]>;
  controllers: Map<string, AbortController>;
}

const batches = new Map<string, BatchUploads>();
const listeners = new Set<() => void>();
const EMPTY: readonly UploadEntry[] = [];
let active = 0;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function notify() {
  watchUnload();
  for (const listener of listeners) listener();
}

function update(batchId: string, clientFileId: string, event: UploadEvent) {
  const batch = batches.get(batchId);
  if (!batch) return;
  let changed = false;
  const entries = batch.entries.map((entry) => {
    if (entry.clientFileId !== clientFileId) return entry;
    const next = uploadTransition(entry, event);
    changed ||= next !== entry;
    return next;
  });
  if (changed) {
    batch.entries = entries;
    notify();
  }
}

/** Starts sending a new batch's items (each a photo, or the photos of one item in a grouped batch). */
export function startBatchUploads(batchId: string, items: readonly BatchUploadItem[], options: BatchUploadOptions) {
  const files = new Map<string, File[]>();
  const manualInfo = new Map<string, ManualInfo>();
  const entries = items.map((item) => {
    const { clientFileId, photos } =
      'clientFileId' in item ? item : { clientFileId: crypto.randomUUID(), photos: item };
    files.set(clientFileId, [...photos]);
    if ('manualInfo' in item && item.manualInfo) manualInfo.set(clientFileId, item.manualInfo);
    return newEntry(clientFileId, photos);
  });
  batches.set(batchId, { ...options, entries, files, manualInfo, prepared: new Map(), controllers: new Map() });
  notify();
  pump();
}

/** "Retry upload" on a failed item: its back-off starts over. */
export function retryUpload(batchId: string, clientFileId: string) {
  update(batchId, clientFileId, { type: 'retry' });
  pump();
}

/** The batch was cancelled (here, or found out from a 409): what was not sent stops. */
export function stopBatchUploads(batchId: string, message: string) {
  const batch = batches.get(batchId);
  if (!batch) return;
  for (const controller of batch.controllers.values()) controller.abort();
  batch.controllers.clear();
  const unsent = batch.entries.filter((entry) => entry.status !== 'sent').map((entry) => entry.clientFileId);
  batch.entries = batch.entries.map((entry) => uploadTransition(entry, { type: 'stopped', message }));
  batch.prepared.clear();
  notify();
  if (unsent.length) batch.onStopped?.(unsent);
}

/** This device's items of a batch (the same array until something changes). */
export const getBatchUploads = (batchId: string) => batches.get(batchId)?.entries ?? EMPTY;

export function subscribeUploads(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const hasPendingUploads = () => [...batches.values()].some((batch) => batch.entries.some(isPending));

function nextReady(now: number) {
  let earliest = Infinity;
  for (const [batchId, batch] of batches) {
    for (const entry of batch.entries) {
      if (entry.status !== 'waiting') continue;
      if (entry.retryAt <= now) return { batchId, batch, entry, earliest };
      earliest = Math.min(earliest, entry.retryAt);
    }
  }
  return { earliest };
}

function pump() {
  clearTimeout(wakeTimer);
  wakeTimer = undefined;
  if (!online()) {
    onOffline();
    return;
  }
  while (active < UPLOAD_CONCURRENCY) {
    const next = nextReady(Date.now());
    if (!('entry' in next) || !next.entry) {
      // Only back-offs left: wake when the first one has passed.
      if (Number.isFinite(next.earliest)) wakeTimer = setTimeout(pump, Math.max(0, next.earliest - Date.now()));
      return;
    }
    void send(next.batchId, next.batch, next.entry.clientFileId);
  }
}

async function send(batchId: string, batch: BatchUploads, clientFileId: string) {
  active++;
  const controller = new AbortController();
  batch.controllers.set(clientFileId, controller);
  try {
    let photos = batch.prepared.get(clientFileId);
    if (!photos) {
      update(batchId, clientFileId, { type: 'prepare' });
      photos = [];
      try {
        for (const file of batch.files.get(clientFileId) ?? []) photos.push(await batch.prepare(file));
      } catch (error) {
        // A photo that cannot be read will not read better later (the spec's message names the file).
        update(batchId, clientFileId, {
          type: 'refused',
          message: error instanceof Error ? error.message : PHOTO_MESSAGES.uploadFailed,
        });
        return;
      }
      if (controller.signal.aborted) return;
      batch.prepared.set(clientFileId, photos);
    }
    update(batchId, clientFileId, { type: 'send' });
    let shown = 0;
    const added = await addBatchFile(
      batchId,
      { clientFileId, photos, manualInfo: batch.manualInfo.get(clientFileId) },
      {
        signal: controller.signal,
        onProgress: (fraction) => {
          // A tenth at a time: the dialog's rows need not re-render for every packet.
          if (fraction - shown < 0.1 && fraction < 1) return;
          shown = fraction;
          update(batchId, clientFileId, { type: 'progress', fraction });
        },
      },
    );
    batch.prepared.delete(clientFileId);
    batch.files.delete(clientFileId);
    update(batchId, clientFileId, { type: 'sent' });
    batch.onSent(added, clientFileId);
  } catch (error) {
    const kind = uploadFailure(error);
    if (kind === 'aborted') return;
    if (kind === 'retry') {
      update(
        batchId,
        clientFileId,
        online() ? { type: 'dropped', now: Date.now(), random: Math.random() } : { type: 'offline' },
      );
    } else if (kind === 'stop-batch') {
      stopBatchUploads(batchId, failureMessage(error, PHOTO_MESSAGES.uploadFailed));
    } else {
      update(batchId, clientFileId, { type: 'refused', message: failureMessage(error, PHOTO_MESSAGES.uploadFailed) });
    }
  } finally {
    batch.controllers.delete(clientFileId);
    active--;
    pump();
  }
}

// The connection came back: what waited for it goes now ("resume after a dropped connection").
function onOnline() {
  for (const batch of batches.values()) {
    batch.entries = batch.entries.map((entry) =>
      entry.status === 'waiting' && entry.message === UPLOAD_MESSAGES.offline ? { ...entry, message: null } : entry,
    );
  }
  notify();
  pump();
}

// Offline: the entries that are waiting say why they wait.
function onOffline() {
  for (const batch of batches.values()) {
    batch.entries = batch.entries.map((entry) =>
      entry.status === 'waiting' && entry.message !== UPLOAD_MESSAGES.offline
        ? uploadTransition(entry, { type: 'offline' })
        : entry,
    );
  }
  notify();
}

let unloadWatched = false;
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the dialog only when a value is returned.
  event.returnValue = UPLOAD_MESSAGES.leaveWarning;
  return UPLOAD_MESSAGES.leaveWarning;
}

/** The page warns before it is closed or reloaded only while photos are still on their way. */
function watchUnload() {
  if (typeof window === 'undefined') return;
  const pending = hasPendingUploads();
  if (pending === unloadWatched) return;
  unloadWatched = pending;
  if (pending) window.addEventListener('beforeunload', warnBeforeUnload);
  else window.removeEventListener('beforeunload', warnBeforeUnload);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
}
