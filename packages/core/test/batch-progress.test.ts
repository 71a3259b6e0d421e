import { describe, expect, it } from 'vitest';
import { completionPercentage } from '../src/values/batches.ts';

describe('completionPercentage', () => {
  it('is 100% once every item is done, succeeded or failed', () => {
    expect(completionPercentage(3, 0, 3)).toBe(100);
    expect(completionPercentage(2, 1, 3)).toBe(100);
    expect(completionPercentage(0, 7, 7)).toBe(100);
    expect(completionPercentage(200, 0, 200)).toBe(100);
  });

  it('rounds to the nearest whole percentage while the batch runs', () => {
    expect(completionPercentage(2, 0, 3)).toBe(67);
    expect(completionPercentage(1, 0, 3)).toBe(33);
    expect(completionPercentage(1, 0, 200)).toBe(1);
    expect(completionPercentage(1, 0, 8)).toBe(13);
  });

  it('never says 100% before the last item is done', () => {
    expect(completionPercentage(199, 0, 200)).toBe(99);
    expect(completionPercentage(998, 1, 1000)).toBe(99);
  });

  it('is 0% with nothing done or no items', () => {
    expect(completionPercentage(0, 0, 5)).toBe(0);
    expect(completionPercentage(0, 0, 0)).toBe(0);
  });
});
