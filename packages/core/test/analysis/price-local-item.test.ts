import { describe, expect, it } from 'vitest';
import { priceLocalItem } from '../../src/analysis/price-local-item.ts';
import {
  CATEGORY_REFERENCE_PRICES,
  REFERENCE_PRICES,
  nameNamesType,
  referenceRowForType,
  referenceRowInText,
} from '../../src/analysis/reference-prices.ts';
import { CATEGORIES } from '../../src/values/catalog.ts';

describe('reference table', () => {
  it('has sane ranges and known categories, one row per type', () => {
    for (const row of REFERENCE_PRICES) {
      expect(CATEGORIES).toContain(row.category);
      expect(row.low).toBeGreaterThan(0);
      expect(row.high).toBeGreaterThan(row.low);
    }
    expect(new Set(REFERENCE_PRICES.map((row) => row.type)).size).toBe(REFERENCE_PRICES.length);
    for (const category of CATEGORIES) expect(CATEGORY_REFERENCE_PRICES[category].high).toBeGreaterThan(0);
  });

  it('finds a row by type or other name, ignoring plurals and case', () => {
    expect(referenceRowForType('cup')?.type).toBe('cup');
    expect(referenceRowForType('Couch')?.type).toBe('sofa');
    expect(referenceRowForType('wrenches')?.type).toBe('wrench');
    expect(referenceRowForType('spaceship')).toBeUndefined();
  });

  it('reads a type in printed text by its type only, the longest winning', () => {
    expect(referenceRowInText('DIGITAL MULTIMETER\nUT33C')?.type).toBe('multimeter');
    expect(referenceRowInText('STANLEY TAPE MEASURE 25FT')?.type).toBe('tape measure');
    // "range" is an oven keyword, but printed on a meter it means a range setting.
    expect(referenceRowInText('AUTO RANGE 600V')).toBeUndefined();
    expect(referenceRowInText('POT 10K')).toBeUndefined();
  });

  it('matches item names by type words', () => {
    const mug = referenceRowForType('mug')!;
    expect(nameNamesType('Blue enamel mugs', mug)).toBe(true);
    expect(nameNamesType('Smuggler novel', mug)).toBe(false);
  });
});

describe('priceLocalItem', () => {
  const cup = { category: 'Kitchenware' as const, noun: 'cup' };

  it("takes the median of the workspace's items of the same kind, sold prices first, names and keeps them", () => {
    const price = priceLocalItem(cup, [
      { id: 'a', name: 'White teacup', retailCents: 1200, soldPrice: null },
      { id: 'b', name: 'Cup and saucer', retailCents: 3000, soldPrice: 8 },
      { id: 'c', name: 'Blue cup', retailCents: 500, soldPrice: null },
      { id: 'd', name: 'Gold rim cup', retailCents: 9900, soldPrice: null },
    ]);
    // 12, 8 (sold), 5, 99 -> median of 5, 8, 12, 99 = 10
    expect(price.retailPrice).toBe(10);
    expect(price.pricingNote).toContain('Median of 4 items of the same kind in your workspace (Kitchenware, cup)');
    expect(price.pricingNote).toContain('"Cup and saucer" $8 sold');
    expect(price.pricingNote).toContain('and 1 more');
    expect(price.comparables.map((c) => [c.id, c.price])).toEqual([
      ['a', 12],
      ['b', 8],
      ['c', 5],
      ['d', 99],
    ]);
  });

  it('ignores comparables with no price', () => {
    const price = priceLocalItem(cup, [{ id: 'a', name: 'Cup', retailCents: null, soldPrice: null }]);
    expect(price.pricingNote).toMatch(/^Reference table/);
    expect(price.comparables).toEqual([]);
  });

  it('falls back to the reference row, at the top of its range', () => {
    const price = priceLocalItem(cup, []);
    expect(price.retailPrice).toBe(8);
    expect(price.pricingNote).toContain('cup, usually $2-$8 used');
    expect(price.pricingNote).toContain('not live market data');
  });

  it('prices a set as that many of the kind, and says so', () => {
    const price = priceLocalItem({ ...cup, setOf: 3 }, []);
    expect(price.retailPrice).toBe(24);
    expect(price.pricingNote).toContain('× 3 for the set');
    const fromComparables = priceLocalItem({ ...cup, setOf: 2 }, [
      { id: 'a', name: 'Blue cup', retailCents: 500, soldPrice: null },
    ]);
    expect(fromComparables.retailPrice).toBe(10);
  });

  it('invents no price when the type is not known', () => {
    const price = priceLocalItem({ category: 'Tools', noun: null }, []);
    expect(price.retailPrice).toBeNull();
    expect(price.pricingNote).toContain('No price');
  });
});
