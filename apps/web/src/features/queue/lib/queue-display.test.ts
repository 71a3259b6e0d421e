import { describe, expect, it } from 'vitest';
import type { Batch, BatchJob } from '@tagwise/core/schemas/batches';
import {
  batchCounts,
  dismiss,
  DISMISSED_MAX,
  etaText,
  parseDismissed,
  progressText,
  rememberFinished,
  resultText,
  summaryText,
  collapsedLine,
  widgetBatches,
} from './queue-display';

const batch = (id: string, over: Partial<Batch> = {}): Batch => ({
  id,
  name: `Batch ${id}`,
  projectId: 'p1',
  status: 'processing',
  blockedReason: null,
  options: { mode: 'analyze', enhancePhotos: false, grouping: 'one-per-photo' },
  total: 6,
  received: 6,
  completed: 2,
  failed: 1,
  completionPercentage: 50,
  estimatedCompletionTime: null,
  creditsUsed: 2,
  createdAt: `2026-11-23T10:00:0${id.length}Z`,
  updatedAt: '2026-11-23T10:05:00.000Z',
  finishedAt: null,
  ...over,
});

describe('widgetBatches', () => {
  it('lists the active batches newest first', () => {
    const older = batch('a', { createdAt: '2026-11-23T09:00:00.000Z' });
    const newer = batch('b', { createdAt: '2026-11-23T11:00:00.000Z', status: 'paused' });
    expect(widgetBatches([older, newer], new Map(), {}).map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('keeps a batch that finished on this page after the list dropped it, until it is dismissed', () => {
    const done = batch('a', { status: 'completed', updatedAt: '2026-11-23T10:06:00.000Z' });
    const seen = rememberFinished(new Map(), [done]);
    expect(widgetBatches([], seen, {}).map((b) => b.id)).toEqual(['a']);
    const dismissed = dismiss({}, [done]);
    expect(widgetBatches([], seen, dismissed)).toEqual([]);
    expect(widgetBatches([done], seen, dismissed)).toEqual([]);
  });

  it('never hides an active batch, and shows a dismissed one again once it finishes anew after a retry', () => {
    const done = batch('a', { status: 'completed_with_errors', updatedAt: '2026-11-23T10:06:00.000Z' });
    const dismissed = dismiss({}, [done]);
    const retried = batch('a', { status: 'processing', updatedAt: '2026-11-23T10:07:00.000Z' });
    expect(widgetBatches([retried], new Map(), dismissed).map((b) => b.status)).toEqual(['processing']);
    const again = batch('a', { status: 'completed', updatedAt: '2026-11-23T10:08:00.000Z' });
    expect(widgetBatches([again], new Map(), dismissed).map((b) => b.status)).toEqual(['completed']);
  });

  it('shows the newest state of a batch known both from the list and from this page', () => {
    const finished = batch('a', { status: 'completed', updatedAt: '2026-11-23T10:06:00.000Z' });
    const seen = rememberFinished(new Map(), [finished]);
    const stale = batch('a', { status: 'processing', updatedAt: '2026-11-23T10:05:00.000Z' });
    expect(widgetBatches([stale], seen, {}).map((b) => b.status)).toEqual(['completed']);
  });
});

describe('rememberFinished', () => {
  it('returns the same map when nothing changed, and forgets a batch that became active again', () => {
    const done = batch('a', { status: 'cancelled' });
    const seen = rememberFinished(new Map(), [done, batch('b')]);
    expect([...seen.keys()]).toEqual(['a']);
    expect(rememberFinished(seen, [done, batch('b')])).toBe(seen);
    expect([...rememberFinished(seen, [batch('a', { status: 'pending' })]).keys()]).toEqual([]);
  });
});

describe('dismissed batches', () => {
  it('keep the most recent ones only, and survive garbage in storage', () => {
    let dismissed = {};
    for (let i = 0; i < DISMISSED_MAX + 5; i++) dismissed = dismiss(dismissed, [batch(`b${i}`)]);
    const ids = Object.keys(dismissed);
    expect(ids).toHaveLength(DISMISSED_MAX);
    expect(ids.at(-1)).toBe(`b${DISMISSED_MAX + 4}`);
    expect(ids).not.toContain('b0');
    expect(parseDismissed(JSON.stringify(dismissed))).toEqual(dismissed);
    expect(parseDismissed('not json')).toEqual({});
    expect(parseDismissed('[1,2]')).toEqual({});
    expect(parseDismissed('{"a":"2026","b":3}')).toEqual({ a: '2026' });
  });
});

describe('texts', () => {
  it('say progress, result, time left and the collapsed summary', () => {
    expect(progressText(batch('a'))).toBe('3 of 6');
    expect(resultText(batch('a', { status: 'completed', completed: 6, failed: 0 }))).toBe('6 items added');
    expect(resultText(batch('a', { status: 'completed_with_errors', completed: 1, failed: 2 }))).toBe(
      '1 item added, 2 failed',
    );
    expect(resultText(batch('a', { status: 'failed', completed: 0, failed: 3 }))).toBe(
      '3 photos failed, no items added',
    );
    expect(resultText(batch('a', { status: 'cancelled', completed: 0, failed: 6 }))).toBe('Cancelled, no items added');
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(etaText(null, now)).toBeNull();
    expect(etaText('2026-11-23T09:59:00.000Z', now)).toBeNull();
    expect(etaText('2026-11-23T10:00:30.000Z', now)).toBe('Less than a minute left');
    expect(etaText('2026-11-23T10:03:10.000Z', now)).toBe('About 3 min left');
    expect(etaText('2026-11-23T11:30:00.000Z', now)).toBe('About 1 h 30 min left');
    expect(summaryText([batch('a'), batch('b', { status: 'completed' })])).toBe('1 in progress, 1 finished');
  });
});

describe('the collapsed widget line', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('puts a blocked batch and its reason first, as an alert', () => {
    const line = collapsedLine(
      [
        batch('a', { name: 'Kitchen' }),
        batch('b', { name: 'Garage', status: 'blocked', blockedReason: 'AI credits used up' }),
      ],
      now,
    );
    expect(line).toEqual({ text: 'Garage: blocked. AI credits used up', alert: true });
  });

  it('says how far the batch under way is and the time left, and counts the others', () => {
    const eta = new Date(now.getTime() + 3 * 60_000).toISOString();
    expect(collapsedLine([batch('a', { name: 'Kitchen', estimatedCompletionTime: eta })], now)).toEqual({
      text: 'Kitchen: 3 of 6 · About 3 min left',
      alert: false,
    });
    expect(
      collapsedLine([batch('a', { name: 'Kitchen', status: 'paused' }), batch('b', { status: 'completed' })], now).text,
    ).toBe('Kitchen: 3 of 6 · paused (1 in progress, 1 finished)');
  });

  it('says how the last batch ended when none is under way', () => {
    expect(collapsedLine([batch('a', { name: 'Attic', status: 'completed', completed: 6, failed: 0 })], now).text).toBe(
      'Attic: 6 items added',
    );
  });
});

describe('batchCounts', () => {
  const jobs = (...statuses: BatchJob['status'][]) => statuses.map((status) => ({ status }));

  it('counts the photos being analysed apart from those waiting', () => {
    // 6 items: 2 done, 1 failed, 2 with the AI now, 1 queued.
    const counts = batchCounts(
      batch('a'),
      jobs('succeeded', 'succeeded', 'failed', 'processing', 'processing', 'pending'),
    );
    expect(counts).toEqual({ done: 2, failed: 1, working: 2, waiting: 1 });
  });

  it('waits for photos not yet received and for retries after a failure', () => {
    const counts = batchCounts(
      batch('a', { completed: 1, failed: 0, total: 5 }),
      jobs('succeeded', 'retrying', 'processing'),
    );
    expect(counts).toEqual({ done: 1, failed: 0, working: 1, waiting: 3 });
  });

  it('always adds up to the total, even while a job ahead of the batch’s counters says it is still working', () => {
    const counts = batchCounts(batch('a', { completed: 6, failed: 0, total: 6 }), jobs('processing'));
    expect(counts).toEqual({ done: 6, failed: 0, working: 0, waiting: 0 });
  });
});
