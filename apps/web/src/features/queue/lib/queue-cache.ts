import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Batch, BatchDetail, BatchJob, BatchList, QueueChanges } from '@tagwise/core/schemas/batches';
import { CREDITS_KEY } from '@/features/credits/api/get-credit-balance';
import { refreshAfterItemAdded } from '@/features/items/api/insert-created-item';
import { queueKeys } from '../api/queue-keys';

// What the queue's answers and live events change in the caches, in one place: the widget's active list,
// the Queue page's history, and each open batch's detail. A batch is only ever replaced by a newer state
// of itself (updatedAt), so an event that overtook a slower answer is not undone by it.

const newer = (next: Batch, current: Batch | undefined) => !current || next.updatedAt >= current.updatedAt;

// A fetch that was under way while events arrived answers with what the server read before them, and its
// answer replaces the cache wholesale. So the newest states this page has seen are kept a while and win
// over older ones in every answer (reconcile*): a batch by its updatedAt, a job (no version of its own) by
// when its event arrived against when the fetch started.
const KEEP_MS = 5 * 60_000;
const latestBatches = new Map<string, { batch: Batch; at: number }>();
const latestJobs = new Map<string, { job: BatchJob; at: number }>();

function prune(now: number) {
  for (const map of [latestBatches, latestJobs])
    for (const [id, entry] of map) if (now - entry.at > KEEP_MS) map.delete(id);
}

function noteBatch(batch: Batch) {
  const known = latestBatches.get(batch.id);
  if (!known || newer(batch, known.batch)) latestBatches.set(batch.id, { batch, at: Date.now() });
}

const newestOf = (batch: Batch) => {
  const known = latestBatches.get(batch.id)?.batch;
  return known && !newer(batch, known) ? known : batch;
};

/** A list as fetched, with any batch this page has since seen in a newer state replaced by it. */
export function reconcileBatchList(list: BatchList): BatchList {
  prune(Date.now());
  return { ...list, batches: list.batches.map(newestOf) };
}

/** A batch's detail as fetched (the fetch started at `startedAt`, Date.now()), with newer states applied. */
export function reconcileBatchDetail(detail: BatchDetail, startedAt: number): BatchDetail {
  prune(Date.now());
  return {
    batch: newestOf(detail.batch),
    jobs: detail.jobs.map((job) => {
      const known = latestJobs.get(job.id);
      return known && known.at >= startedAt ? known.job : job;
    }),
  };
}

const upsert = <T extends { id: string }>(list: T[], row: T, keep: (current: T) => boolean) => {
  const at = list.findIndex((x) => x.id === row.id);
  if (at === -1) return [row, ...list];
  if (!keep(list[at]!)) return list;
  return list.map((x, i) => (i === at ? row : x));
};

/**
 * A batch's new state goes everywhere it is shown. The active list keeps a batch that has just ended (the
 * widget shows "Completed" until dismissed); the next fetch of the list drops it.
 */
export function rememberBatch(queryClient: QueryClient, batch: Batch) {
  queryClient.setQueryData<BatchList>(queueKeys.active(), (data) =>
    data ? { ...data, batches: upsert(data.batches, batch, (current) => newer(batch, current)) } : data,
  );
  spreadBatch(queryClient, batch);
}

/**
 * A batch's state as the active list was read (a poll) goes to the Queue page's history and the batch's
 * detail too, so they move while the event stream is down. Caches already holding it are left as they are.
 */
export function spreadBatch(queryClient: QueryClient, batch: Batch) {
  noteBatch(batch);
  const stale = (b: Batch) => b.id === batch.id && b !== batch && newer(batch, b);
  // Written only when something changes: an unchanged write would still wake every list showing it.
  const history = queryClient.getQueryData<InfiniteData<BatchList, string | null>>(queueKeys.history());
  if (history) {
    const known = history.pages.some((page) => page.batches.some((b) => b.id === batch.id));
    if (!known || history.pages.some((page) => page.batches.some(stale))) {
      queryClient.setQueryData<InfiniteData<BatchList, string | null>>(queueKeys.history(), {
        ...history,
        pages: history.pages.map((page, i) =>
          known
            ? { ...page, batches: page.batches.map((b) => (stale(b) ? batch : b)) }
            : i === 0
              ? { ...page, batches: [batch, ...page.batches] }
              : page,
        ),
      });
    }
  }
  const detail = queryClient.getQueryData<BatchDetail>(queueKeys.batch(batch.id));
  if (detail && stale(detail.batch))
    queryClient.setQueryData<BatchDetail>(queueKeys.batch(batch.id), { ...detail, batch });
}

/** Jobs' new states go into their batch's detail (in upload order); a job not yet listed is added. */
export function rememberJobs(queryClient: QueryClient, jobs: BatchJob[]) {
  const byBatch = new Map<string, BatchJob[]>();
  const now = Date.now();
  for (const job of jobs) {
    latestJobs.set(job.id, { job, at: now });
    byBatch.set(job.batchId, [...(byBatch.get(job.batchId) ?? []), job]);
  }
  for (const [batchId, changed] of byBatch) {
    queryClient.setQueryData<BatchDetail>(queueKeys.batch(batchId), (data) => {
      if (!data) return data;
      const byId = new Map(data.jobs.map((job) => [job.id, job]));
      for (const job of changed) byId.set(job.id, job);
      const merged = [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return { ...data, jobs: merged };
    });
  }
}

/**
 * A job as an upload's answer gives it: its first state, added when the detail does not list it yet. The
 * answer can arrive after an event that already said the job succeeded; that later state stays.
 */
export function rememberAddedJob(queryClient: QueryClient, job: BatchJob) {
  queryClient.setQueryData<BatchDetail>(queueKeys.batch(job.batchId), (data) => {
    if (!data || data.jobs.some((known) => known.id === job.id)) return data;
    return { ...data, jobs: [...data.jobs, job].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
  });
}

/** core-app.md section 9's dedupe window: a busy batch finishes several jobs a second. */
const REFRESH_EVERY_MS = 2_000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The item lists and the credits meter read again, at most once per window (the last change is never
 * missed). Also called by the progress dialog when a poll (the event stream being down) shows more done.
 */
export function refreshAfterJobsSucceeded(queryClient: QueryClient) {
  if (refreshTimer) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    void refreshAfterItemAdded(queryClient);
    void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
  }, REFRESH_EVERY_MS);
}

/**
 * One Server-Sent Event: the newest state of what changed. A job that has just succeeded made an item
 * and spent a credit, so the item lists and the credits meter read again soon after.
 */
export function applyQueueChanges(queryClient: QueryClient, changes: QueueChanges) {
  for (const batch of changes.batches) rememberBatch(queryClient, batch);
  rememberJobs(queryClient, changes.jobs);
  if (changes.jobs.some((job) => job.status === 'succeeded')) refreshAfterJobsSucceeded(queryClient);
}
