import { describe, expect, it } from 'vitest';
import { adjustPriceByPercent } from '../src/pricing/adjust-by-percent.ts';

const limits = { minimumPrice: 1, maximumPrice: 10_000 };

describe('adjustPriceByPercent', () => {
  it('raises and lowers by a percentage, rounding half up to whole units', () => {
    expect(adjustPriceByPercent(100, -20, limits)).toBe(80);
    expect(adjustPriceByPercent(45, 10, limits)).toBe(50); // 49.5 rounds up, not down through float noise
    expect(adjustPriceByPercent(15, -10, limits)).toBe(14); // 13.5 → 14
    expect(adjustPriceByPercent(62, 0, limits)).toBe(62);
  });

  it('keeps the result within the minimum and maximum price', () => {
    expect(adjustPriceByPercent(2, -90, limits)).toBe(1);
    expect(adjustPriceByPercent(9_000, 50, limits)).toBe(10_000);
    expect(adjustPriceByPercent(0, 10, { minimumPrice: 0, maximumPrice: 100 })).toBe(0);
  });
});
