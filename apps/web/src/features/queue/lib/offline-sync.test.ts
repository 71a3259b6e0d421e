import { describe, expect, it } from 'vitest';
import type { OfflineCapture } from './offline-captures';
import { offlineBatchName, planSync } from './offline-sync';

const capture = (id: string, projectId: string, batchId: string | null = null): OfflineCapture => ({
  id,
  userId: 'ann',
  projectId,
  photos: [],
  manualInfo: null,
  mode: 'analyze',
  createdAt: 0,
  batchId,
});

describe('planSync', () => {
  it('opens one batch per project for new items and resumes the batch of items already in one', () => {
    const { fresh, resume } = planSync(
      [capture('a', 'p1'), capture('b', 'p2'), capture('c', 'p1'), capture('d', 'p1', 'batch-9')],
      new Set(),
    );
    expect([...fresh.values()].map((items) => items.map((c) => c.id))).toEqual([['a', 'c'], ['b']]);
    expect([...resume].map(([batch, items]) => [batch, items.map((c) => c.id)])).toEqual([['batch-9', ['d']]]);
  });

  it('keeps Upload only items apart from analysed ones: they go into a batch of their own', () => {
    const uploadOnly = { ...capture('b', 'p1'), mode: 'upload-only' as const };
    const { fresh } = planSync([capture('a', 'p1'), uploadOnly], new Set());
    expect([...fresh.values()].map((items) => items.map((c) => [c.id, c.mode]))).toEqual([
      [['a', 'analyze']],
      [['b', 'upload-only']],
    ]);
  });

  it('leaves out what this page already sends (a second online event starts nothing twice)', () => {
    const { fresh, resume } = planSync([capture('a', 'p1'), capture('d', 'p1', 'batch-9')], new Set(['a', 'd']));
    expect(fresh.size + resume.size).toBe(0);
  });
});

describe('offlineBatchName', () => {
  it('says when the photos went to the queue', () => {
    expect(offlineBatchName(new Date(2026, 10, 26, 9, 5))).toBe('Photos taken offline, Nov 26 09:05');
  });
});
