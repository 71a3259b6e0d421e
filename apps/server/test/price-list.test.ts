import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK, PACKS, formatDollars } from '@tagwise/core/values/billing';

// The price list is one table (values/billing.ts); the README repeats it in words, so it is checked here.

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the credit packs', () => {
  it('are the spec’s three: 100 for $20, 250 for $45, 500 for $80, the 500 chosen first and marked', () => {
    expect(PACKS.map(({ credits, priceCents }) => [credits, priceCents])).toEqual([
      [100, 2000],
      [250, 4500],
      [500, 8000],
    ]);
    expect(PACKS.filter((pack) => pack.popular).map((pack) => pack.id)).toEqual([DEFAULT_PACK]);
    expect(DEFAULT_PACK).toBe('pack-500');
  });

  it('appear in the README as the table says', () => {
    const [first, ...rest] = PACKS;
    const words = [
      `${first!.credits} credits for ${formatDollars(first!.priceCents)}`,
      ...rest.map((pack) => `${pack.credits} for ${formatDollars(pack.priceCents)}`),
    ].join(', ');
    expect(readme.replace(/\s+/g, ' ')).toContain(words);
  });
});
