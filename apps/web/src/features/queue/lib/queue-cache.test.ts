import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch, BatchDetail, BatchJob, BatchList } from '@tagwise/core/schemas/batches';
import { CREDITS_KEY } from '@/features/credits/api/get-credit-balance';
import { queueKeys } from '../api/queue-keys';
import {
  applyQueueChanges,
  reconcileBatchDetail,
  reconcileBatchList,
  rememberAddedJob,
  rememberBatch,
  rememberJobs,
  spreadBatch,
} from './queue-cache';

const batch = (id: string, over: Partial<Batch> = {}): Batch => ({
  id,
  name: `Batch ${id}`,
  projectId: 'p1',
  status: 'processing',
  blockedReason: null,
  options: { mode: 'analyze', enhancePhotos: false, grouping: 'one-per-photo' },
  total: 3,
  received: 3,
  completed: 0,
  failed: 0,
  completionPercentage: 0,
  estimatedCompletionTime: null,
  creditsUsed: 0,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

const job = (id: string, batchId: string, createdAt: string, over: Partial<BatchJob> = {}): BatchJob => ({
  id,
  batchId,
  clientFileId: id,
  status: 'pending',
  originalFilename: `${id}.webp`,
  photos: 1,
  attempts: 0,
  errorCode: null,
  errorMessage: null,
  itemId: null,
  processingCompletedAt: null,
  createdAt,
  ...over,
});

type History = InfiniteData<BatchList, string | null>;
let client: QueryClient;
const active = () => client.getQueryData<BatchList>(queueKeys.active());
const history = () => client.getQueryData<History>(queueKeys.history());
const detail = (id: string) => client.getQueryData<BatchDetail>(queueKeys.batch(id));

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe('rememberBatch', () => {
  it('puts a new batch first in the active list and in history page 0, not in later pages', () => {
    client.setQueryData<BatchList>(queueKeys.active(), { batches: [batch('old')], nextCursor: null });
    client.setQueryData<History>(queueKeys.history(), {
      pages: [
        { batches: [batch('old')], nextCursor: 'c1' },
        { batches: [batch('older')], nextCursor: null },
      ],
      pageParams: [null, 'c1'],
    });
    rememberBatch(client, batch('new'));
    expect(active()!.batches.map((b) => b.id)).toEqual(['new', 'old']);
    expect(history()!.pages.map((p) => p.batches.map((b) => b.id))).toEqual([['new', 'old'], ['older']]);
  });

  it('replaces a known batch where it is, and only with a newer state (updatedAt)', () => {
    const first = batch('a', { updatedAt: '2026-11-23T10:00:05.000Z', completed: 1 });
    client.setQueryData<BatchList>(queueKeys.active(), { batches: [batch('x'), first], nextCursor: null });
    client.setQueryData<History>(queueKeys.history(), {
      pages: [
        { batches: [batch('x')], nextCursor: 'c1' },
        { batches: [first], nextCursor: null },
      ],
      pageParams: [null, 'c1'],
    });
    client.setQueryData<BatchDetail>(queueKeys.batch('a'), { batch: first, jobs: [] });

    rememberBatch(client, batch('a', { updatedAt: '2026-11-23T10:00:01.000Z', completed: 0 }));
    expect(active()!.batches[1]!.completed).toBe(1);
    expect(history()!.pages[1]!.batches[0]!.completed).toBe(1);
    expect(detail('a')!.batch.completed).toBe(1);

    const later = batch('a', { updatedAt: '2026-11-23T10:00:09.000Z', completed: 3, status: 'completed' });
    rememberBatch(client, later);
    expect(active()!.batches.map((b) => [b.id, b.status])).toEqual([
      ['x', 'processing'],
      ['a', 'completed'],
    ]);
    // Known in page 1: not added again to page 0.
    expect(history()!.pages.map((p) => p.batches.map((b) => b.id))).toEqual([['x'], ['a']]);
    expect(history()!.pages[1]!.batches[0]!.status).toBe('completed');
    expect(detail('a')!.batch).toEqual(later);
  });

  it('leaves caches nobody has loaded alone', () => {
    rememberBatch(client, batch('a'));
    expect(active()).toBeUndefined();
    expect(history()).toBeUndefined();
    expect(detail('a')).toBeUndefined();
  });
});

describe('spreadBatch', () => {
  it('moves the history and the detail along with a polled active list, and leaves them be when nothing is newer', () => {
    client.setQueryData<History>(queueKeys.history(), {
      pages: [{ batches: [batch('s1'), batch('s2')], nextCursor: null }],
      pageParams: [null],
    });
    client.setQueryData<BatchDetail>(queueKeys.batch('s1'), { batch: batch('s1'), jobs: [] });
    const before = history();
    spreadBatch(client, batch('s1'));
    expect(history()).toBe(before);

    const moved = batch('s1', { completed: 2, updatedAt: '2026-11-23T10:00:04.000Z' });
    spreadBatch(client, moved);
    expect(history()!.pages[0]!.batches.map((b) => b.completed)).toEqual([2, 0]);
    expect(detail('s1')!.batch).toEqual(moved);
    // Not in the active list: that one is the caller's.
    expect(active()).toBeUndefined();
  });
});

describe('rememberJobs', () => {
  it('updates and adds jobs in upload order, per batch', () => {
    const j1 = job('j1', 'a', '2026-11-23T10:00:01.000Z');
    const j3 = job('j3', 'a', '2026-11-23T10:00:03.000Z');
    client.setQueryData<BatchDetail>(queueKeys.batch('a'), { batch: batch('a'), jobs: [j1, j3] });
    client.setQueryData<BatchDetail>(queueKeys.batch('b'), { batch: batch('b'), jobs: [] });
    rememberJobs(client, [
      job('j3', 'a', '2026-11-23T10:00:03.000Z', { status: 'succeeded', itemId: 'i3' }),
      job('j2', 'a', '2026-11-23T10:00:02.000Z', { status: 'processing' }),
      job('k1', 'b', '2026-11-23T10:00:01.000Z'),
      job('z1', 'unknown', '2026-11-23T10:00:01.000Z'),
    ]);
    expect(detail('a')!.jobs.map((j) => [j.id, j.status])).toEqual([
      ['j1', 'pending'],
      ['j2', 'processing'],
      ['j3', 'succeeded'],
    ]);
    expect(detail('b')!.jobs.map((j) => j.id)).toEqual(['k1']);
    expect(detail('unknown')).toBeUndefined();
  });
});

describe('rememberAddedJob', () => {
  it("adds an upload's job in upload order, and never turns back a state an event already gave", () => {
    const j2 = job('j2', 'a', '2026-11-23T10:00:02.000Z', { status: 'succeeded', itemId: 'i2' });
    client.setQueryData<BatchDetail>(queueKeys.batch('a'), { batch: batch('a'), jobs: [j2] });
    rememberAddedJob(client, job('j1', 'a', '2026-11-23T10:00:01.000Z'));
    rememberAddedJob(client, job('j2', 'a', '2026-11-23T10:00:02.000Z'));
    rememberAddedJob(client, job('z1', 'unknown', '2026-11-23T10:00:01.000Z'));
    expect(detail('a')!.jobs.map((j) => [j.id, j.status])).toEqual([
      ['j1', 'pending'],
      ['j2', 'succeeded'],
    ]);
    expect(detail('unknown')).toBeUndefined();
  });
});

describe('applyQueueChanges', () => {
  it('applies batches and jobs, and refreshes credits and item lists once per 2 s window after a success', async () => {
    vi.useFakeTimers();
    client.setQueryData<BatchList>(queueKeys.active(), { batches: [batch('a')], nextCursor: null });
    client.setQueryData<BatchDetail>(queueKeys.batch('a'), {
      batch: batch('a'),
      jobs: [job('j1', 'a', '2026-11-23T10:00:01.000Z')],
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const done = batch('a', { updatedAt: '2026-11-23T10:00:02.000Z', completed: 1, completionPercentage: 33 });
    applyQueueChanges(client, {
      batches: [done],
      jobs: [job('j1', 'a', '2026-11-23T10:00:01.000Z', { status: 'succeeded', itemId: 'i1' })],
    });
    applyQueueChanges(client, {
      batches: [],
      jobs: [job('j2', 'a', '2026-11-23T10:00:02.000Z', { status: 'succeeded', itemId: 'i2' })],
    });
    expect(active()!.batches[0]!.completed).toBe(1);
    expect(detail('a')!.jobs.map((j) => j.status)).toEqual(['succeeded', 'succeeded']);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    const credits = invalidate.mock.calls.filter(([filters]) => filters?.queryKey === CREDITS_KEY);
    expect(credits).toHaveLength(1);
    expect(invalidate.mock.calls.some(([filters]) => filters?.queryKey?.[0] === 'projects')).toBe(true);
  });

  it('does not refresh anything for changes without a success', async () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyQueueChanges(client, { batches: [batch('a')], jobs: [job('j1', 'a', '2026-11-23T10:00:01.000Z')] });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('a fetch that overlapped events', () => {
  it('does not undo them: newer batch states and job events after its start win over its answer', () => {
    const startedAt = Date.now() - 1_000;
    const finished = batch('r1', { status: 'completed', completed: 3, updatedAt: '2026-11-23T10:00:09.000Z' });
    applyQueueChanges(client, {
      batches: [finished],
      jobs: [job('rj2', 'r1', '2026-11-23T10:00:02.000Z', { status: 'succeeded', itemId: 'i2' })],
    });
    const stale = batch('r1', { status: 'processing', completed: 2, updatedAt: '2026-11-23T10:00:05.000Z' });
    expect(reconcileBatchList({ batches: [stale, batch('other')], nextCursor: null }).batches).toEqual([
      finished,
      batch('other'),
    ]);
    const fetched = reconcileBatchDetail(
      {
        batch: stale,
        jobs: [
          job('rj1', 'r1', '2026-11-23T10:00:01.000Z', { status: 'succeeded' }),
          job('rj2', 'r1', '2026-11-23T10:00:02.000Z', { status: 'processing' }),
        ],
      },
      startedAt,
    );
    expect(fetched.batch).toEqual(finished);
    expect(fetched.jobs.map((j) => j.status)).toEqual(['succeeded', 'succeeded']);
    // A fetch started after the event is the newer word (a retry put the job back).
    const later = reconcileBatchDetail(
      { batch: stale, jobs: [job('rj2', 'r1', '2026-11-23T10:00:02.000Z', { status: 'pending' })] },
      Date.now() + 1,
    );
    expect(later.jobs[0]!.status).toBe('pending');
  });
});
