import { describe, expect, it } from 'vitest';
import { AnalyticsQuery } from '../src/schemas/analytics.ts';
import { monthKey, monthLabel, monthsUpTo, percentOf } from '../src/values/analytics.ts';

describe("the dashboard's months", () => {
  it('puts a moment in the month of its time zone', () => {
    const newYearUtc = new Date('2026-01-01T03:00:00Z');
    expect(monthKey(newYearUtc, 'UTC')).toBe('2026-01');
    expect(monthKey(newYearUtc, 'America/Chicago')).toBe('2025-12');
    expect(monthKey(new Date('2026-11-30T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-12');
  });

  it('counts months back across a year', () => {
    expect(monthsUpTo('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-12', 12)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('names a month as people read it, and a share as a whole percent', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(percentOf(1, 3)).toBe('33%');
    expect(percentOf(5, 0)).toBe('—');
  });

  it('takes a region as the time zone and refuses an offset, which PostgreSQL would read backwards', () => {
    expect(AnalyticsQuery.parse({}).timeZone).toBe('UTC');
    expect(AnalyticsQuery.parse({ timeZone: 'America/Argentina/Buenos_Aires' }).timeZone).toBe(
      'America/Argentina/Buenos_Aires',
    );
    for (const timeZone of ['+05:00', 'Etc/GMT+5x', 'Not/A_Zone', '']) {
      expect(AnalyticsQuery.safeParse({ timeZone }).success, timeZone).toBe(false);
    }
  });
});
