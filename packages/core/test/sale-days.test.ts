import { describe, expect, it } from 'vitest';
import { listingProblems } from '../src/sale-schedule/listing-readiness.ts';
import {
  describeSaleDates,
  describeSaleSchedule,
  describeSaleTimes,
  formatSaleTime,
  isSaleDate,
  isTimeZone,
  saleDaysInUtc,
  wallTimeToUtc,
} from '../src/sale-schedule/sale-days.ts';
import { LISTING_MESSAGES } from '../src/values/estatesales-listing.ts';
import { SaleDays, UpdateProjectInput } from '../src/schemas/projects.ts';

describe('a sale day in UTC', () => {
  it('applies the zone’s offset of that very day, winter and summer', () => {
    expect(wallTimeToUtc('2026-12-05', '09:00', 'America/Chicago').toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(wallTimeToUtc('2026-07-04', '09:00', 'America/Chicago').toISOString()).toBe('2026-07-04T14:00:00.000Z');
    expect(wallTimeToUtc('2026-07-04', '09:00', 'America/Phoenix').toISOString()).toBe('2026-07-04T16:00:00.000Z');
    expect(wallTimeToUtc('2026-12-05', '09:00', 'Pacific/Honolulu').toISOString()).toBe('2026-12-05T19:00:00.000Z');
    expect(wallTimeToUtc('2026-12-05', '23:30', 'America/New_York').toISOString()).toBe('2026-12-06T04:30:00.000Z');
  });

  it('lands right on the days the clocks change (2026: March 8 and November 1 in the US)', () => {
    // Before and after the spring change on the same day.
    expect(wallTimeToUtc('2026-03-08', '01:30', 'America/Chicago').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallTimeToUtc('2026-03-08', '09:00', 'America/Chicago').toISOString()).toBe('2026-03-08T14:00:00.000Z');
    // 2:30 does not exist that night: it is read as 3:30, with the clocks.
    expect(wallTimeToUtc('2026-03-08', '02:30', 'America/Chicago').toISOString()).toBe('2026-03-08T08:30:00.000Z');
    // Fall back: 9 AM is already standard time; 1:30 happens twice, and the first (daylight time) is meant.
    expect(wallTimeToUtc('2026-11-01', '09:00', 'America/Chicago').toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(wallTimeToUtc('2026-11-01', '01:30', 'America/Chicago').toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // Morning hours on the spring-forward day further west, where UTC midnight falls on the day before.
    expect(wallTimeToUtc('2026-03-08', '09:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(wallTimeToUtc('2026-03-08', '07:00', 'America/Chicago').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(wallTimeToUtc('2026-03-08', '10:00', 'America/Anchorage').toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(wallTimeToUtc('2026-03-08', '09:00', 'Pacific/Honolulu').toISOString()).toBe('2026-03-08T19:00:00.000Z');
  });

  it(
    'gives back the same wall time in its zone for every hour of a year, but the hour the clocks skip',
    {
      timeout: 60_000,
    },
    () => {
      for (const zone of ['America/Los_Angeles', 'America/Chicago', 'America/Phoenix']) {
        const wallTime = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
        for (
          let day = new Date(Date.UTC(2026, 0, 1));
          day.getUTCFullYear() === 2026;
          day.setUTCDate(day.getUTCDate() + 1)
        ) {
          const date = day.toISOString().slice(0, 10);
          for (let hour = 0; hour < 24; hour++) {
            const time = `${String(hour).padStart(2, '0')}:30`;
            const back = wallTime.format(wallTimeToUtc(date, time, zone));
            // Only the hour the US clocks skip (2:00-3:00 on 2026-03-08, not in Arizona) may come back
            // different, and then as the same time an hour later.
            const skipped = zone !== 'America/Phoenix' && date === '2026-03-08' && hour === 2;
            expect(back).toBe(skipped ? `${date} 03:30` : `${date} ${time}`);
          }
        }
      }
    },
  );

  it('turns each day into its start and end', () => {
    expect(
      saleDaysInUtc([{ date: '2026-12-04', start: '08:30', end: '16:00' }], 'America/Denver').map((d) => [
        d.start.toISOString(),
        d.end.toISOString(),
      ]),
    ).toEqual([['2026-12-04T15:30:00.000Z', '2026-12-04T23:00:00.000Z']]);
  });
});

describe('a sale’s days in words', () => {
  const days = [
    { date: '2026-12-06', start: '10:00', end: '14:00' },
    { date: '2026-12-04', start: '09:00', end: '15:00' },
    { date: '2026-12-05', start: '09:00', end: '15:00' },
  ];
  it('names the days in order, and the hours once when every day keeps the same', () => {
    expect(describeSaleDates(days)).toBe('Fri, Dec 4 · Sat, Dec 5 · Sun, Dec 6');
    expect(describeSaleTimes(days.slice(1))).toBe('9 AM – 3 PM');
    expect(describeSaleTimes(days)).toBe('Fri 9 AM – 3 PM · Sat 9 AM – 3 PM · Sun 10 AM – 2 PM');
    expect(describeSaleSchedule(days.slice(1))).toBe('Fri, Dec 4 · Sat, Dec 5, 9 AM – 3 PM');
    expect(describeSaleSchedule(days)).toBe(
      'Fri, Dec 4, 9 AM – 3 PM · Sat, Dec 5, 9 AM – 3 PM · Sun, Dec 6, 10 AM – 2 PM',
    );
    expect(describeSaleDates([])).toBeNull();
    expect(describeSaleTimes([])).toBeNull();
  });
  it('writes times as people read them', () => {
    expect(['00:00', '09:30', '12:00', '12:15', '17:00'].map(formatSaleTime)).toEqual([
      '12 AM',
      '9:30 AM',
      '12 PM',
      '12:15 PM',
      '5 PM',
    ]);
  });
});

describe('what a day and a sale must be', () => {
  it('checks dates, zones and days', () => {
    expect(isSaleDate('2026-02-29')).toBe(false);
    expect(isSaleDate('2028-02-29')).toBe(true);
    expect(isSaleDate('12/5/2026')).toBe(false);
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(SaleDays.safeParse([{ date: '2026-12-05', start: '09:00', end: '09:00' }]).success).toBe(false);
    const twice = SaleDays.safeParse([
      { date: '2026-12-05', start: '09:00', end: '10:00' },
      { date: '2026-12-05', start: '11:00', end: '12:00' },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('Each day can be listed only once');
    expect(UpdateProjectInput.safeParse({ postalCode: '1234' }).success).toBe(false);
    expect(UpdateProjectInput.parse({ postalCode: '' }).postalCode).toBeNull();
    expect(UpdateProjectInput.safeParse({ saleType: 2 }).success).toBe(false); // auctions are not offered
  });

  it('lists what stops a publish, in the order a person fixes it', () => {
    const ready = {
      address: '12 Elm Street',
      postalCode: '62704',
      timeZone: 'America/Chicago',
      saleDays: [{ date: '2026-12-05', start: '09:00', end: '15:00' }],
      addressVisibility: 1,
      addressVisibleFrom: null,
    };
    expect(listingProblems(ready)).toEqual([]);
    expect(listingProblems({ ...ready, address: ' ', postalCode: null, saleDays: [], timeZone: null })).toEqual([
      LISTING_MESSAGES.needsAddress,
      LISTING_MESSAGES.needsPostalCode,
      LISTING_MESSAGES.needsDates,
      LISTING_MESSAGES.needsTimeZone,
    ]);
    expect(listingProblems({ ...ready, address: 'x'.repeat(101) })).toEqual([LISTING_MESSAGES.addressTooLong]);
    expect(listingProblems({ ...ready, addressVisibility: 4 })).toEqual([LISTING_MESSAGES.needsCustomAddressTime]);
  });
});
