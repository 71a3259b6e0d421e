import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder, roundHalfUp } from '../../src/sale-day/allocate.ts';
import { cartTotals, type CartDiscount } from '../../src/sale-day/cart-totals.ts';
import { refundCents } from '../../src/sale-day/refund.ts';

/** A small seeded generator (mulberry32), so a failing random cart can be reproduced from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

describe('rounding half up', () => {
  it('rounds exactly at the half cent, up, and never by floating point', () => {
    expect(roundHalfUp(1000, 825, 10_000)).toBe(83); // 82.5 -> 83
    expect(roundHalfUp(999, 825, 10_000)).toBe(82); // 82.4175
    expect(roundHalfUp(200, 2500, 10_000)).toBe(50);
    expect(roundHalfUp(1, 5000, 10_000)).toBe(1); // 0.5 -> 1
    expect(roundHalfUp(1, 4999, 10_000)).toBe(0);
    expect(roundHalfUp(0, 825, 10_000)).toBe(0);
    // 1.005 * 100 is 100.49999... in floating point; in integers it is exactly half a cent.
    expect(roundHalfUp(201, 5000, 10_000)).toBe(101);
    expect(roundHalfUp(100_000_000, 10_000, 10_000)).toBe(100_000_000);
  });
});

describe('largest-remainder allocation', () => {
  it('gives the leftover cents to the largest remainders, ties to the earlier line, and sums exactly', () => {
    expect(allocateByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByLargestRemainder(10, [500, 300, 200])).toEqual([5, 3, 2]);
    // 7 over 3 equal weights: 2.33 each, one cent left for the first.
    expect(allocateByLargestRemainder(7, [10, 10, 10])).toEqual([3, 2, 2]);
    // 1 cent over 1:2: 0.33 and 0.67, the larger remainder takes it.
    expect(allocateByLargestRemainder(1, [1, 2])).toEqual([0, 1]);
    expect(allocateByLargestRemainder(5, [0, 10, 0])).toEqual([0, 5, 0]);
    expect(allocateByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateByLargestRemainder(1, [0, 0])).toThrow(RangeError);
  });
});

describe('cart figures', () => {
  it('adds the lines, takes a percentage off, taxes what is left rounded half up, and totals', () => {
    // $40.00 + $12.50 + $3.00 = $55.50; 10 % off = $5.55; taxable $49.95; 8.25 % tax = $4.120875 -> $4.12.
    const totals = cartTotals([4000, 1250, 300], { kind: 'percent', value: 1000 }, 825);
    expect(totals).toMatchObject({
      subtotalCents: 5550,
      discountCents: 555,
      taxableCents: 4995,
      taxCents: 412,
      totalCents: 5407,
    });
    // The discount is shared by price, the tax by net; each sums exactly.
    expect(totals.lines).toEqual([
      { netCents: 3600, taxCents: 297 },
      { netCents: 1125, taxCents: 93 },
      { netCents: 270, taxCents: 22 },
    ]);
  });

  it('takes an amount off, up to the whole subtotal, and charges no tax without a rate', () => {
    expect(cartTotals([1000, 500], { kind: 'amount', value: 300 }, 0)).toMatchObject({
      discountCents: 300,
      taxCents: 0,
      totalCents: 1200,
      lines: [
        { netCents: 800, taxCents: 0 },
        { netCents: 400, taxCents: 0 },
      ],
    });
    expect(cartTotals([1000, 500], { kind: 'amount', value: 1500 }, 825)).toMatchObject({
      totalCents: 0,
      lines: [
        { netCents: 0, taxCents: 0 },
        { netCents: 0, taxCents: 0 },
      ],
    });
    expect(cartTotals([1000], { kind: 'percent', value: 10_000 }, 825).totalCents).toBe(0);
    expect(() => cartTotals([1000], { kind: 'amount', value: 1001 }, 0)).toThrow(RangeError);
  });

  it('handles free lines: a $0 line gets no share of the discount or the tax', () => {
    const totals = cartTotals([0, 1000, 0], { kind: 'percent', value: 5000 }, 1000);
    expect(totals.lines).toEqual([
      { netCents: 0, taxCents: 0 },
      { netCents: 500, taxCents: 50 },
      { netCents: 0, taxCents: 0 },
    ]);
    expect(cartTotals([0, 0], null, 825)).toMatchObject({ subtotalCents: 0, totalCents: 0 });
  });

  it('always reconciles to the cent, over 10,000 random carts (nets, taxes, refunds and totals)', () => {
    // Plain checks collected per cart (an expect() per figure would take minutes); one assertion at the end.
    const failures: string[] = [];
    const check = (ok: boolean, seed: number, what: string) => {
      if (!ok) failures.push(`seed ${seed}: ${what}`);
    };
    for (let seed = 1; seed <= 10_000; seed++) {
      const r = random(seed);
      const prices = Array.from({ length: r.int(1, 40) }, () =>
        r.next() < 0.1 ? 0 : r.next() < 0.5 ? r.int(1, 200) * 100 : r.int(1, 500_000),
      );
      const subtotal = prices.reduce((a, b) => a + b, 0);
      const choice = r.int(0, 2);
      const discount: CartDiscount | null =
        choice === 0
          ? null
          : choice === 1
            ? { kind: 'percent', value: r.int(0, 10_000) }
            : { kind: 'amount', value: r.int(0, subtotal) };
      const taxBp = r.next() < 0.3 ? 0 : r.int(0, 2000);
      const t = cartTotals(prices, discount, taxBp);
      check(t.subtotalCents === subtotal, seed, 'subtotal');
      check(t.discountCents >= 0 && t.discountCents <= subtotal, seed, 'discount within the subtotal');
      check(t.taxableCents === subtotal - t.discountCents, seed, 'taxable');
      // Tax is round-half-up of taxable x rate, checked against a BigInt computation.
      const exactTax = (BigInt(t.taxableCents) * BigInt(taxBp) * 2n + 10_000n) / 20_000n;
      check(BigInt(t.taxCents) === exactTax, seed, 'tax rounded half up');
      check(t.totalCents === t.taxableCents + t.taxCents, seed, 'total');
      check(t.lines.reduce((a, l) => a + l.netCents, 0) === t.taxableCents, seed, 'nets sum to taxable');
      check(t.lines.reduce((a, l) => a + l.taxCents, 0) === t.taxCents, seed, 'line taxes sum to tax');
      // Refunding every line gives back the total exactly; no line goes below zero or above its price.
      check(t.lines.reduce((a, l) => a + refundCents(l), 0) === t.totalCents, seed, 'refunds sum to total');
      for (const [i, line] of t.lines.entries()) {
        check(line.netCents >= 0 && line.netCents <= prices[i]!, seed, `line ${i} net within its price`);
        check(line.taxCents >= 0, seed, `line ${i} tax`);
        // Each share is within a cent of its exact proportion.
        if (subtotal > 0) {
          const exactNet = (prices[i]! * t.taxableCents) / subtotal;
          check(Math.abs(line.netCents - exactNet) < 1, seed, `line ${i} net near its proportion`);
        }
        if (t.taxableCents > 0) {
          const exactLineTax = (line.netCents * t.taxCents) / t.taxableCents;
          check(Math.abs(line.taxCents - exactLineTax) < 1, seed, `line ${i} tax near its proportion`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
