import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { DecodeError, encodePhoto, type EncodedPhoto } from './encode-photo';
import { chooseResizeTarget, type ConnectionHint, type ResizeTarget } from './resize-target';
import type { WorkerRequest, WorkerResponse } from './resize.worker';

/** Core-app.md section 5: a photo that has not loaded after this long is reported as too big to handle. */
export const IMAGE_LOAD_TIMEOUT_MS = 30_000;

/** The user-timing measure each resized photo records. */
export const RESIZE_MEASURE = 'tagwise:resize-photo';

/** A photo that could not be prepared; the message is the spec's, with the file's name. */
export class PhotoProcessingError extends Error {}

/** The target for this device and connection right now (a phone can move from Wi-Fi to 3G mid-sale). */
export function currentResizeTarget(): ResizeTarget {
  const connection = (navigator as Navigator & { connection?: ConnectionHint }).connection;
  const mobile = matchMedia('(pointer: coarse)').matches || window.innerWidth < 768;
  return chooseResizeTarget(connection, mobile);
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, (response: WorkerResponse) => void>();

/** One worker for all photos, made on first use; null where workers cannot draw (no OffscreenCanvas). */
function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./resize.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    });
    // A worker that cannot start (a strict content policy, an old engine) is not tried again.
    worker.addEventListener('error', () => {
      dropWorker({ retryOnPage: true });
      worker = null;
    });
  } catch {
    worker = null;
  }
  return worker;
}

/** A stuck decode would hold up every photo after it: the worker goes, and the next photo gets a new one. */
function dropWorker({ retryOnPage }: { retryOnPage: boolean }) {
  worker?.terminate();
  worker = undefined;
  // Waiting photos are redone on the page when the worker itself broke, not after a timeout.
  for (const resolve of pending.values()) resolve({ id: 0, ok: false, decode: !retryOnPage });
  pending.clear();
}

function inWorker(w: Worker, file: Blob, target: ResizeTarget): Promise<EncodedPhoto> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, (r) => (r.ok ? resolve(r) : reject(r.decode ? new DecodeError('decode') : new Error('encode'))));
    w.postMessage({ id, file, maxSize: target.maxSize, quality: target.quality } satisfies WorkerRequest);
  });
}

/**
 * Resizes a photo for upload (core-app.md section 9), off the main thread where the browser allows.
 * Rejects with the spec's message: corrupt or unreadable, or not loaded within 30 s.
 */
export async function resizePhoto(file: File, target = currentResizeTarget()): Promise<File> {
  // A user-timing entry per photo, so bench/browser-resize.ts (and a browser's profiler) can read the cost.
  const started = performance.now();
  const w = getWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (w) dropWorker({ retryOnPage: false });
      reject(new PhotoProcessingError(ANALYSIS_MESSAGES.imageTimeout(file.name)));
    }, IMAGE_LOAD_TIMEOUT_MS);
  });
  try {
    // A worker failure that is not about the file itself falls back to the page.
    const work = w
      ? inWorker(w, file, target).catch((error: unknown) => {
          if (error instanceof DecodeError) throw error;
          return encodePhoto(file, target);
        })
      : encodePhoto(file, target);
    const photo = await Promise.race([work, timeout]);
    performance.measure(RESIZE_MEASURE, { start: started, detail: { bytes: file.size, maxSize: target.maxSize } });
    const extension = photo.blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([photo.blob], `${file.name.replace(/\.[^.]+$/, '')}.${extension}`, { type: photo.blob.type });
  } catch (error) {
    if (error instanceof PhotoProcessingError) throw error;
    throw new PhotoProcessingError(ANALYSIS_MESSAGES.imageLoadFailed(file.name), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
