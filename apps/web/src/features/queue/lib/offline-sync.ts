import type { Batch } from '@tagwise/core/schemas/batches';
import { BATCH_NAME_MAX } from '@tagwise/core/values/batches';
import { createBatch } from '../api/create-batch';
import { assignBatch, captureFiles, listCaptures, removeCapture, type OfflineCapture } from './offline-captures';
import { startBatchUploads, type BatchUploadOptions } from './batch-uploader';

// Once the connection is back, the items photographed offline (offline-captures.ts) go through the bulk
// queue: one batch per project, opened on the server, its id remembered with the captures before any photo
// is sent (a reload resumes the same batch, and the server's client file ids make a resent item the same
// job), then the uploader sends them like any batch's. A capture leaves the store when the server has its
// job. One sync at a time across this browser's tabs (Web Locks), and each capture started once per page.

export interface SyncOptions {
  userId: string;
  /** Each batch opened (the app puts it into the queue's caches, so the widget shows it). */
  onBatch: (batch: Batch) => void;
  /** Each item the server took, as the uploader reports it. */
  onSent: BatchUploadOptions['onSent'];
  /** How many items started on their way this time (the app says so in a notice). */
  onStarted: (count: number) => void;
  now?: () => Date;
}

const started = new Set<string>();
let running: Promise<void> | null = null;

const pad = (n: number) => String(n).padStart(2, '0');
/** "Photos taken offline, Nov 26 14:05": the widget and the Queue page tell such a batch apart. */
export function offlineBatchName(now: Date) {
  const day = now.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `Photos taken offline, ${day} ${pad(now.getHours())}:${pad(now.getMinutes())}`.slice(0, BATCH_NAME_MAX);
}

/**
 * The captures to send now, grouped by the batch they go into; new ones by project and mode (Analyze with
 * AI or Upload only), for a new batch each.
 */
export function planSync(captures: readonly OfflineCapture[], alreadyStarted: ReadonlySet<string>) {
  const resume = new Map<string, OfflineCapture[]>();
  const fresh = new Map<string, OfflineCapture[]>();
  const mode = (capture: OfflineCapture) => capture.mode ?? 'analyze';
  for (const capture of captures) {
    if (alreadyStarted.has(capture.id)) continue;
    const [groups, key] = capture.batchId
      ? [resume, capture.batchId]
      : [fresh, `${capture.projectId} ${mode(capture)}`];
    groups.set(key, [...(groups.get(key) ?? []), capture]);
  }
  return { resume, fresh };
}

async function sync({ userId, onBatch, onSent, onStarted, now = () => new Date() }: SyncOptions) {
  const { resume, fresh } = planSync(await listCaptures(userId), started);
  for (const captures of fresh.values()) {
    const first = captures[0]!;
    const batch = await createBatch({
      name: offlineBatchName(now()),
      projectId: first.projectId,
      total: captures.length,
      // One request per item with all its photos (an item taken with several is one job).
      options: { mode: first.mode ?? 'analyze', grouping: 'group', enhancePhotos: false },
    });
    onBatch(batch);
    await assignBatch(
      captures.map((c) => c.id),
      batch.id,
    );
    resume.set(batch.id, captures);
  }
  let count = 0;
  for (const [batchId, captures] of resume) {
    for (const capture of captures) started.add(capture.id);
    count += captures.length;
    startBatchUploads(
      batchId,
      captures.map((capture) => ({
        clientFileId: capture.id,
        photos: captureFiles(capture),
        manualInfo: capture.manualInfo ?? undefined,
      })),
      {
        // Resized before they were kept.
        prepare: (file) => Promise.resolve(file),
        onSent: (added, clientFileId) => {
          onSent(added, clientFileId);
          void removeCapture(clientFileId);
        },
        // The batch was cancelled: its unsent items end with it, as any batch's do.
        onStopped: (ids) => ids.forEach((id) => void removeCapture(id)),
      },
    );
  }
  if (count) onStarted(count);
}

/** Sends what was taken offline, if anything and if the device is online; one run at a time. */
export function syncOfflineCaptures(options: SyncOptions): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  running ??= (async () => {
    try {
      if (navigator.locks) await navigator.locks.request('tagwise-offline-sync', () => sync(options));
      else await sync(options);
    } finally {
      running = null;
    }
  })();
  return running;
}
