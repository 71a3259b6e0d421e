import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/pricing/compute-tag-price.ts';
import { formatUsCents, formatUsNumber } from '../src/values/us-number.ts';
import { onFirstUse } from '../src/values/on-first-use.ts';

// The hand-written grouping must say exactly what Intl says, whatever the number.
const intl = new Intl.NumberFormat('en-US');

describe('formatUsNumber', () => {
  const samples = [
    0,
    -0,
    1,
    7,
    12,
    999,
    1000,
    1001,
    9999,
    10000,
    12345,
    100000,
    999999,
    1000000,
    1234567,
    10000000,
    987654321,
    2 ** 31,
    2 ** 53 - 1,
    1e20,
    1e21,
    -1,
    -1000,
    -1234567,
    1.5,
    0.25,
    1234.5678,
    -1234.5,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  it.each(samples.map((n) => [n]))('%s as Intl writes it', (n) => {
    expect(formatUsNumber(n)).toBe(intl.format(n));
  });

  it('agrees with Intl on a sweep of whole numbers of every length', () => {
    for (let digits = 1; digits <= 16; digits++)
      for (const lead of [1, 5, 9]) {
        const n = lead * 10 ** (digits - 1) + (digits > 2 ? 7 : 0);
        expect(formatUsNumber(n)).toBe(intl.format(n));
        expect(formatUsNumber(-n)).toBe(intl.format(-n));
      }
  });
});

describe('formatUsCents', () => {
  it('writes dollars grouped and two digits of cents', () => {
    expect(formatUsCents(0)).toBe('0.00');
    expect(formatUsCents(5)).toBe('0.05');
    expect(formatUsCents(6240)).toBe('62.40');
    expect(formatUsCents(125050)).toBe('1,250.50');
    expect(formatUsCents(123456789)).toBe('1,234,567.89');
    expect(formatUsCents(-5)).toBe('-0.05');
  });
});

describe('formatMoney', () => {
  const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it('says what the Intl formats it replaced said, for every cent up to $25 and large amounts', () => {
    for (let cents = -200; cents <= 2500; cents++) {
      const amount = cents / 100;
      const expected = `$${cents % 100 === 0 ? intl.format(amount) : withCents.format(amount)}`;
      expect(formatMoney(amount)).toBe(expected);
    }
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(62.4)).toBe('$62.40');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0.999)).toBe('$1');
  });
});

describe('onFirstUse', () => {
  it('makes the value once, on the first call, and returns it after', () => {
    let made = 0;
    const value = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined rather than making it again', () => {
    let made = 0;
    const value = onFirstUse(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
