import { AppError } from '@tagwise/core/errors';
import { UPLOAD_MESSAGES, UPLOAD_RETRY } from '@tagwise/core/values/batch-uploads';

/**
 * One item of a batch on its way from this device: its photo (or, in a grouped batch, its photos) is
 * resized ("preparing"), sent ("uploading", with the fraction sent), and answered with its job ("sent").
 * A dropped connection puts it back to "waiting" until its back-off has passed; a refusal fails it.
 */
export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'sent' | 'failed';

export interface UploadEntry {
  /** The browser's id for the item, made once at start: a retried upload is the same job on the server. */
  clientFileId: string;
  /** The first photo's name (the job's original filename). */
  name: string;
  photos: number;
  status: UploadStatus;
  /** Of the current upload, 0 to 1. */
  fraction: number;
  /** Upload tries so far. */
  attempts: number;
  message: string | null;
  /** While waiting after a failure: not before this time (epoch ms). */
  retryAt: number;
}

export type UploadEvent =
  | { type: 'prepare' }
  | { type: 'send' }
  | { type: 'progress'; fraction: number }
  | { type: 'sent' }
  /** A dropped connection, a 5xx or a 429: try again later, or give up after the last attempt. */
  | { type: 'dropped'; now: number; random: number }
  /** The device is offline: wait for the connection without spending an attempt. */
  | { type: 'offline' }
  /** The server refused the item (too large, wrong type, the batch no longer takes photos). */
  | { type: 'refused'; message: string }
  /** The batch was cancelled: what was not sent never will be. */
  | { type: 'stopped'; message: string }
  /** "Retry upload" on a failed entry. */
  | { type: 'retry' };

export const newEntry = (clientFileId: string, files: readonly File[]): UploadEntry => ({
  clientFileId,
  name: files[0]?.name ?? '',
  photos: files.length,
  status: 'waiting',
  fraction: 0,
  attempts: 0,
  message: null,
  retryAt: 0,
});

/** Exponential back-off with jitter ("equal jitter": half fixed, half random), capped. */
export function backoffDelay(attempt: number, random: number, { baseMs, maxMs } = UPLOAD_RETRY): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}

export const isPending = (entry: UploadEntry) =>
  entry.status === 'waiting' || entry.status === 'preparing' || entry.status === 'uploading';

/** An entry's next state. Events that do not apply to its state leave it as it is (the same object). */
export function uploadTransition(
  entry: UploadEntry,
  event: UploadEvent,
  maxAttempts: number = UPLOAD_RETRY.attempts,
): UploadEntry {
  switch (event.type) {
    case 'prepare':
      return entry.status === 'waiting' ? { ...entry, status: 'preparing', message: null } : entry;
    case 'send':
      return entry.status === 'waiting' || entry.status === 'preparing'
        ? { ...entry, status: 'uploading', fraction: 0, attempts: entry.attempts + 1, message: null }
        : entry;
    case 'progress':
      return entry.status === 'uploading' ? { ...entry, fraction: Math.min(1, Math.max(0, event.fraction)) } : entry;
    case 'sent':
      return isPending(entry) ? { ...entry, status: 'sent', fraction: 1, message: null } : entry;
    case 'dropped':
      if (entry.status !== 'uploading') return entry;
      if (entry.attempts >= maxAttempts) {
        return { ...entry, status: 'failed', message: UPLOAD_MESSAGES.failedAfter(entry.attempts) };
      }
      return {
        ...entry,
        status: 'waiting',
        fraction: 0,
        message: UPLOAD_MESSAGES.retrying,
        retryAt: event.now + backoffDelay(entry.attempts, event.random),
      };
    case 'offline':
      // The try that met a dead connection does not count: the person did not lose anything yet.
      return isPending(entry)
        ? {
            ...entry,
            status: 'waiting',
            fraction: 0,
            attempts: Math.max(0, entry.attempts - (entry.status === 'uploading' ? 1 : 0)),
            message: UPLOAD_MESSAGES.offline,
            retryAt: 0,
          }
        : entry;
    case 'refused':
      return isPending(entry) ? { ...entry, status: 'failed', message: event.message } : entry;
    case 'stopped':
      return isPending(entry) || entry.status === 'failed'
        ? { ...entry, status: 'failed', message: event.message }
        : entry;
    case 'retry':
      return entry.status === 'failed'
        ? { ...entry, status: 'waiting', attempts: 0, fraction: 0, message: null, retryAt: 0 }
        : entry;
  }
}

/**
 * What a failed upload means: try again (no answer, 5xx, 429), refuse the item (any other 4xx: the
 * server's message says why), stop the whole batch (409: it no longer takes photos), or nothing (aborted
 * by us).
 */
export function uploadFailure(error: unknown): 'retry' | 'refuse' | 'stop-batch' | 'aborted' {
  if (error instanceof DOMException && error.name === 'AbortError') return 'aborted';
  if (!(error instanceof AppError)) return 'retry';
  if (error.status >= 500 || error.status === 429) return 'retry';
  return error.status === 409 ? 'stop-batch' : 'refuse';
}

/** What the dialog says about this device's uploads of a batch. */
export function uploadSummary(entries: readonly UploadEntry[]) {
  let photos = 0;
  let sentPhotos = 0;
  let pending = 0;
  let failed = 0;
  for (const entry of entries) {
    photos += entry.photos;
    if (entry.status === 'sent') sentPhotos += entry.photos;
    else if (entry.status === 'failed') failed++;
    else pending++;
  }
  return { photos, sentPhotos, pending, failed };
}
