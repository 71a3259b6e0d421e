import { describe, expect, it } from 'vitest';
import { linePricing, saleDayOf } from '../../src/sale-day/checkout-line.ts';
import { holdUntilText, notSellableReason, whenText } from '../../src/sale-day/item-state-text.ts';

// Fri Dec 4, Sat Dec 5 and Sun Dec 6, 2026, in Chicago.
const days = ['2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({ date, start: '09:00', end: '15:00' }));
const sale = { tagDiscountLine: 'Sat 25% off · Sun 12.5% off', saleDays: days, timeZone: 'America/Chicago' };
const noon = (date: string) => new Date(`${date}T18:00:00Z`);

describe("a tagged item's line", () => {
  it("is priced by saleDayPrice: the tag less the day's discount the tags print, in cents", () => {
    expect(linePricing({ tagPrice: 40, sale, at: noon('2026-12-04'), fallbackZone: 'UTC' })).toEqual({
      tagPriceCents: 4000,
      dayDiscountBp: null,
      listedCents: 4000,
    });
    expect(linePricing({ tagPrice: 40, sale, at: noon('2026-12-05'), fallbackZone: 'UTC' })).toEqual({
      tagPriceCents: 4000,
      dayDiscountBp: 2500,
      listedCents: 3000,
    });
    // $25 less 12.5 % is $21.875: rounded to whole dollars as the tags' prices are.
    expect(linePricing({ tagPrice: 25, sale, at: noon('2026-12-06'), fallbackZone: 'UTC' })).toEqual({
      tagPriceCents: 2500,
      dayDiscountBp: 1250,
      listedCents: 2200,
    });
    expect(linePricing({ tagPrice: null, sale, at: noon('2026-12-05'), fallbackZone: 'UTC' })).toEqual({
      tagPriceCents: null,
      dayDiscountBp: null,
      listedCents: null,
    });
  });

  it("belongs to the sale day where the sale is: 10:30 PM Saturday in Chicago is Saturday's", () => {
    expect(saleDayOf(sale, new Date('2026-12-06T04:30:00Z'), 'UTC')).toBe('2026-12-05');
    expect(saleDayOf({ timeZone: null }, new Date('2026-12-06T04:30:00Z'), 'UTC')).toBe('2026-12-06');
  });
});

describe('why an item cannot be rung up', () => {
  const zone = 'America/Chicago';
  const now = new Date('2026-12-05T17:00:00Z'); // 11:00 AM Saturday in Chicago

  it('names the invoice, the time and the person who sold it', () => {
    const at = new Date('2026-12-05T16:42:00Z');
    expect(notSellableReason({ status: 'sold', invoice: { number: 12, at, byName: 'Ann' } }, now, zone)).toBe(
      'Sold on invoice 12 at 10:42 AM by Ann',
    );
    expect(whenText(new Date('2026-12-04T16:42:00Z'), now, zone)).toBe('on Fri, Dec 4, 10:42 AM');
    expect(notSellableReason({ status: 'sold', invoice: null }, now, zone)).toBe('This item is already marked Sold');
  });

  it('says whose hold it is and until when, and lets a hold that ran out go', () => {
    const until = new Date('2026-12-05T21:00:00Z');
    expect(notSellableReason({ status: 'hold', hold: { customerName: 'Pat', until } }, now, zone)).toBe(
      'On hold for Pat until Sat 3:00 PM',
    );
    expect(holdUntilText(until, zone)).toBe('Sat 3:00 PM');
    const past = new Date('2026-12-05T16:00:00Z');
    expect(notSellableReason({ status: 'hold', hold: { customerName: 'Pat', until: past } }, now, zone)).toBeNull();
    expect(notSellableReason({ status: 'hold', hold: null }, now, zone)).toBe(
      'This item is marked On hold on its page',
    );
  });

  it('refuses what was kept, donated or sent to auction, and lets an available item through', () => {
    expect(notSellableReason({ status: 'kept' }, now, zone)).toBe('This item is marked Kept and is not for sale');
    expect(notSellableReason({ status: 'auction' }, now, zone)).toBe(
      'This item is marked Sent to auction and is not for sale',
    );
    expect(notSellableReason({ status: 'available' }, now, zone)).toBeNull();
  });
});
