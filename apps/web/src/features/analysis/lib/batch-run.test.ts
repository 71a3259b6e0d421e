import { describe, expect, it } from 'vitest';
import { batchProgress, batchReducer, EMPTY_BATCH, type BatchEntry, type BatchState } from './batch-run';

const started = batchReducer(EMPTY_BATCH, {
  type: 'start',
  entries: [
    { key: 'a', name: 'a.jpg' },
    { key: 'b', name: 'b.jpg' },
    { key: 'c', name: 'c.jpg' },
    { key: 'd', name: 'd.jpg' },
  ],
});
const update = (state: BatchState, key: string, patch: Partial<BatchEntry>) =>
  batchReducer(state, { type: 'update', key, patch });

describe('batchReducer and batchProgress', () => {
  it('starts with everything queued at 0%', () => {
    expect(batchProgress(started)).toMatchObject({ total: 4, finished: 0, position: 1, percent: 0, running: true });
  });

  it('counts finished entries and the stage share of those under way; the newest is current', () => {
    let s = update(started, 'a', { status: 'done', itemId: 'i1' });
    s = update(s, 'b', { status: 'analyzing', startedAt: 1 });
    s = update(s, 'c', { status: 'uploading', startedAt: 2 });
    const p = batchProgress(s);
    // (1 done + 0.60 + 0.25) / 4
    expect(p.percent).toBe(46);
    expect(p.position).toBe(2);
    expect(p.current?.name).toBe('c.jpg');
  });

  it('a halt stops what had not started, and retry queues the failed and stopped ones again', () => {
    let s = update(started, 'a', { status: 'failed', message: 'No' });
    s = update(s, 'b', { status: 'done' });
    s = batchReducer(s, { type: 'halt' });
    expect(s.entries.map((e) => e.status)).toEqual(['failed', 'done', 'stopped', 'stopped']);
    expect(batchProgress(s)).toMatchObject({ running: false, finished: 4, failed: 3, done: 1, percent: 100 });
    s = batchReducer(s, { type: 'retry' });
    expect(s.halted).toBe(false);
    expect(s.entries.map((e) => e.status)).toEqual(['queued', 'done', 'queued', 'queued']);
    expect(s.entries[0]!.message).toBeUndefined();
  });
});
