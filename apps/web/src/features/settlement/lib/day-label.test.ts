import { describe, expect, it } from 'vitest';
import { dayLabel, dayOptions, openingDay } from './day-label';

describe('dayLabel', () => {
  it('shows a sale day as written, whatever the device zone', () => {
    expect(dayLabel('2026-12-05')).toBe('Sat, Dec 5');
  });
});

describe('openingDay', () => {
  const byDay = [{ day: '2026-12-04' }, { day: '2026-12-05' }];

  it('opens on today when it is one of the sale days', () => {
    expect(openingDay({ days: ['2026-12-04', '2026-12-05'], today: '2026-12-04', byDay })).toBe('2026-12-04');
  });

  it('else on the last day with sales, else on the whole sale', () => {
    expect(openingDay({ days: ['2026-12-04', '2026-12-05'], today: '2026-12-09', byDay })).toBe('2026-12-05');
    expect(openingDay({ days: [], today: '2026-12-09', byDay: [] })).toBeNull();
  });
});

describe('dayOptions', () => {
  it('offers today beside the sale’s days, in order, once', () => {
    expect(dayOptions({ days: ['2026-12-05', '2026-12-04'], today: '2026-11-29' })).toEqual([
      '2026-11-29',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(dayOptions({ days: ['2026-12-04'], today: '2026-12-04' })).toEqual(['2026-12-04']);
  });
});
