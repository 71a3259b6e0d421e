import { describe, expect, it } from 'vitest';
import { saleDayPrice } from '../src/pricing/sale-day-price.ts';
import { dayDiscount } from '../src/sale-schedule/day-discounts.ts';
import { dateInTimeZone } from '../src/sale-schedule/sale-days.ts';

// Fri Dec 4, Sat Dec 5 and Sun Dec 6, 2026.
const days = ['2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({ date, start: '09:00', end: '15:00' }));
const sale = { tagDiscountLine: 'Sat 25% off · Sun 50% off', saleDays: days, timeZone: 'America/Chicago' };
/** Noon in Chicago on a December day. */
const noon = (date: string) => new Date(`${date}T18:00:00Z`);

describe('the price of an item on a sale day', () => {
  it('is the tag price less the discount the tags announce for today, rounded to whole dollars', () => {
    expect(saleDayPrice({ tagPrice: 40, sale, now: noon('2026-12-05'), fallbackZone: 'UTC' })).toEqual({
      price: 30,
      discount: { percent: 25, text: 'Sat 25% off' },
    });
    // $25 at 50% off is $12.50: rounded as tag prices are.
    expect(saleDayPrice({ tagPrice: 25, sale, now: noon('2026-12-06'), fallbackZone: 'UTC' }).price).toBe(13);
    expect(saleDayPrice({ tagPrice: 25, sale, now: noon('2026-12-05'), fallbackZone: 'UTC' }).price).toBe(19);
  });

  it('is the tag price on a sale day without a discount, on a day that is no sale day, and without a line', () => {
    const full = { price: 40, discount: null };
    expect(saleDayPrice({ tagPrice: 40, sale, now: noon('2026-12-04'), fallbackZone: 'UTC' })).toEqual(full);
    // Saturday, but a week after the sale: not one of its days.
    expect(saleDayPrice({ tagPrice: 40, sale, now: noon('2026-12-12'), fallbackZone: 'UTC' })).toEqual(full);
    const noLine = { ...sale, tagDiscountLine: null };
    expect(saleDayPrice({ tagPrice: 40, sale: noLine, now: noon('2026-12-05'), fallbackZone: 'UTC' })).toEqual(full);
    const noDays = { ...sale, saleDays: [] };
    expect(saleDayPrice({ tagPrice: 40, sale: noDays, now: noon('2026-12-05'), fallbackZone: 'UTC' })).toEqual(full);
  });

  it('takes today where the sale is: late Saturday evening in Chicago is already Sunday in UTC', () => {
    const lateSaturday = new Date('2026-12-06T04:30:00Z'); // 10:30 PM on Saturday in Chicago
    expect(saleDayPrice({ tagPrice: 40, sale, now: lateSaturday, fallbackZone: 'UTC' }).price).toBe(30);
    // A sale without its own zone is read in the operator's.
    const zoneless = { ...sale, timeZone: null };
    expect(saleDayPrice({ tagPrice: 40, sale: zoneless, now: lateSaturday, fallbackZone: 'UTC' }).price).toBe(20);
    expect(
      saleDayPrice({ tagPrice: 40, sale: zoneless, now: lateSaturday, fallbackZone: 'America/Chicago' }).price,
    ).toBe(30);
  });

  it('has no price for an item without a tag price, but still names the day’s discount', () => {
    expect(saleDayPrice({ tagPrice: null, sale, now: noon('2026-12-06'), fallbackZone: 'UTC' })).toEqual({
      price: null,
      discount: { percent: 50, text: 'Sun 50% off' },
    });
  });
});

describe('the discount line, read for one day', () => {
  const on = (line: string, date: string) => dayDiscount(line, days, date)?.percent ?? null;

  it('reads weekdays in short and long forms, several to a part, in any order of words', () => {
    expect(on('Saturday 25% off, Sunday half price', '2026-12-05')).toBe(25);
    expect(on('Saturday 25% off, Sunday half price', '2026-12-06')).toBe(50);
    expect(on('Sat & Sun 30% off', '2026-12-06')).toBe(30);
    expect(on('20% off Sat; 40% off Sun', '2026-12-06')).toBe(40);
    expect(on('Sat – 25% off | Sun – 60% off', '2026-12-05')).toBe(25);
    expect(on('Fri full price · Sat 25% off', '2026-12-04')).toBeNull();
  });

  it('reads the sale’s own day numbers and its last day', () => {
    expect(on('Day 2 25% off / Day 3 50% off', '2026-12-05')).toBe(25);
    expect(on('2nd day 25% off, last day 50% off', '2026-12-06')).toBe(50);
    expect(on('Second day 10%', '2026-12-05')).toBe(10);
  });

  it('gives nothing for a part without a day, with two percentages, or with an impossible one', () => {
    expect(on('Everything 25% off', '2026-12-05')).toBeNull();
    expect(on('Sat 25% or 50% off', '2026-12-05')).toBeNull();
    expect(on('Sat 0% off', '2026-12-05')).toBeNull();
    expect(on('Sat 150% off', '2026-12-05')).toBeNull();
    expect(on('Sunny deals 20% off', '2026-12-06')).toBeNull();
  });

  it('keeps the words of the part that applied, for the operator to see', () => {
    expect(dayDiscount('  Sat 25% off  ·  Sun 50% off ', days, '2026-12-06')).toEqual({
      percent: 50,
      text: 'Sun 50% off',
    });
  });
});

describe('a day in a zone', () => {
  it('is the calendar day there', () => {
    expect(dateInTimeZone(new Date('2026-12-06T04:30:00Z'), 'America/Chicago')).toBe('2026-12-05');
    expect(dateInTimeZone(new Date('2026-12-06T04:30:00Z'), 'UTC')).toBe('2026-12-06');
  });
});
