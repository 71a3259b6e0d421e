import { ACTIVE_BATCH_STATUSES, type BatchStatus } from '@tagwise/core/values/batches';
import type { Batch, BatchJob } from '@tagwise/core/schemas/batches';
import { countOf } from '@tagwise/core/values/plural';

// What the floating widget and the Queue page say about a batch, and which batches the widget lists.
// Pure, so the rules are tested without a browser (queue-display.test.ts).

export const isActive = (status: BatchStatus) => (ACTIVE_BATCH_STATUSES as readonly BatchStatus[]).includes(status);
export const isFinished = (status: BatchStatus) => !isActive(status);

/** Jobs that have ended, succeeded or failed: the "x" of "x of y". */
export const finishedJobs = (batch: Pick<Batch, 'completed' | 'failed'>) => batch.completed + batch.failed;

export const progressText = (batch: Pick<Batch, 'completed' | 'failed' | 'total'>) =>
  `${finishedJobs(batch)} of ${batch.total}`;

/**
 * The Bulk Upload Progress dialog's counts: done and failed as the batch counts them; the photos the runner
 * is working on now (being analysed, or saved as items when uploading only) apart; and the rest (not yet
 * sent, queued, waiting to retry after a failure) waiting. Always adds up to the batch's total.
 */
export function batchCounts(batch: Pick<Batch, 'completed' | 'failed' | 'total'>, jobs: Pick<BatchJob, 'status'>[]) {
  const finished = finishedJobs(batch);
  const working = Math.min(
    jobs.filter((job) => job.status === 'processing').length,
    Math.max(0, batch.total - finished),
  );
  return {
    done: batch.completed,
    failed: batch.failed,
    working,
    waiting: Math.max(0, batch.total - finished - working),
  };
}

/** "About 3 min left" from the server's estimate; null when there is none or it has passed. */
export function etaText(estimatedCompletionTime: string | null, now: Date = new Date()): string | null {
  if (!estimatedCompletionTime) return null;
  const ms = new Date(estimatedCompletionTime).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  if (ms < 60_000) return 'Less than a minute left';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `About ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `About ${hours} h${rest ? ` ${rest} min` : ''} left`;
}

/** How a batch that has ended turned out, in one line (the widget's finished rows). */
export function resultText(batch: Pick<Batch, 'status' | 'completed' | 'failed' | 'total'>): string {
  const added = countOf(batch.completed, 'item');
  switch (batch.status) {
    case 'completed':
      return `${added} added`;
    case 'completed_with_errors':
      return `${added} added, ${batch.failed} failed`;
    case 'failed':
      return `${countOf(batch.failed, 'photo')} failed, no items added`;
    case 'cancelled':
      return batch.completed > 0 ? `Cancelled after ${added} added` : 'Cancelled, no items added';
    default:
      return `${progressText(batch)} done`;
  }
}

/**
 * Finished batches the person set aside: id -> the batch's updatedAt when dismissed. Keyed by that time,
 * so a batch retried and finished again comes back once, and a dismissed one never does.
 */
export type DismissedBatches = Record<string, string>;

/** The stored list stays small: the most recent dismissals only. */
export const DISMISSED_MAX = 200;

export function dismiss(dismissed: DismissedBatches, batches: Pick<Batch, 'id' | 'updatedAt'>[]): DismissedBatches {
  const next = { ...dismissed };
  for (const batch of batches) {
    delete next[batch.id];
    next[batch.id] = batch.updatedAt;
  }
  const ids = Object.keys(next);
  if (ids.length <= DISMISSED_MAX) return next;
  return Object.fromEntries(ids.slice(ids.length - DISMISSED_MAX).map((id) => [id, next[id]!]));
}

export function parseDismissed(raw: string | null): DismissedBatches {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

const isDismissed = (batch: Batch, dismissed: DismissedBatches) => {
  const at = dismissed[batch.id];
  return at !== undefined && batch.updatedAt <= at;
};

/**
 * Finished batches seen on this page (they leave the server's active list at its next fetch, but the
 * widget keeps showing how they ended until dismissed). Returns `seen` itself when nothing changed.
 */
export function rememberFinished(seen: ReadonlyMap<string, Batch>, listed: Batch[]): ReadonlyMap<string, Batch> {
  let next: Map<string, Batch> | undefined;
  for (const batch of listed) {
    const known = seen.get(batch.id);
    if (isFinished(batch.status) ? known === batch : !known) continue;
    next ??= new Map(seen);
    if (isFinished(batch.status)) next.set(batch.id, batch);
    else next.delete(batch.id);
  }
  return next ?? seen;
}

/**
 * The widget's rows: every active batch of the list, and the batches that finished while this page was
 * open and were not dismissed, newest first. A batch's newest state wins wherever it comes from.
 */
export function widgetBatches(listed: Batch[], seen: ReadonlyMap<string, Batch>, dismissed: DismissedBatches): Batch[] {
  const byId = new Map<string, Batch>();
  for (const batch of [...seen.values(), ...listed]) {
    const current = byId.get(batch.id);
    if (!current || batch.updatedAt >= current.updatedAt) byId.set(batch.id, batch);
  }
  return [...byId.values()]
    .filter((batch) => isActive(batch.status) || !isDismissed(batch, dismissed))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** "2 in progress, 1 finished". */
export function summaryText(batches: Pick<Batch, 'status'>[]): string {
  const active = batches.filter((b) => isActive(b.status)).length;
  const finished = batches.length - active;
  const parts = [];
  if (active) parts.push(`${active} in progress`);
  if (finished) parts.push(`${finished} finished`);
  return parts.join(', ');
}

/**
 * The collapsed widget's one line: what needs the person first (a blocked batch and why), else the batch
 * under way with its count and time left, else how the last one ended; with several, how many of each.
 */
export function collapsedLine(batches: Batch[], now: Date = new Date()): { text: string; alert: boolean } {
  const blocked = batches.find((b) => b.status === 'blocked');
  if (blocked) return { text: `${blocked.name}: blocked. ${blocked.blockedReason ?? ''}`.trim(), alert: true };
  const running = batches.find((b) => isActive(b.status));
  const lead = running
    ? [
        `${running.name}: ${progressText(running)}`,
        running.status === 'paused' ? 'paused' : etaText(running.estimatedCompletionTime, now),
      ]
        .filter(Boolean)
        .join(' · ')
    : `${batches[0]!.name}: ${resultText(batches[0]!)}`;
  return { text: batches.length > 1 ? `${lead} (${summaryText(batches)})` : lead, alert: false };
}
