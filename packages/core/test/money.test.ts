import { describe, expect, it } from 'vitest';
import { centsToInput, parseMoneyToCents } from '../src/money.ts';

describe('money input', () => {
  it.each([
    ['120', 12_000],
    ['$1,250.5', 125_050],
    ['62.40', 6_240],
    [' 0.07 ', 7],
  ])('reads %j as %i cents', (text, cents) => expect(parseMoneyToCents(text)).toBe(cents));

  it('is null when empty and NaN when not an amount', () => {
    expect(parseMoneyToCents('')).toBeNull();
    for (const bad of ['-5', '1.234', 'abc', '1e3']) expect(parseMoneyToCents(bad)).toBeNaN();
  });

  it('writes cents back without needless decimals', () => {
    expect(centsToInput(12_000)).toBe('120');
    expect(centsToInput(6_240)).toBe('62.40');
    expect(centsToInput(null)).toBe('');
  });
});
