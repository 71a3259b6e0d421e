import { expect, it } from 'vitest';
import { sellingToday } from './sale-today';

it('offers the checkout of the sales holding a sale day today, in their own zone', () => {
  const day = (date: string) => ({ date, start: '08:00', end: '15:00' });
  const projects = [
    { id: 'today', saleDays: [day('2026-12-04'), day('2026-12-05')], timeZone: 'America/Chicago' },
    { id: 'yesterday-there', saleDays: [day('2026-12-04')], timeZone: 'America/Chicago' },
    { id: 'no-days', saleDays: [], timeZone: null },
    { id: 'device-zone', saleDays: [day('2026-12-06')], timeZone: null },
  ];
  // 02:00 UTC on Dec 6 is still Dec 5 in Chicago, and already Dec 6 in UTC.
  const now = new Date('2026-12-06T02:00:00Z');
  expect(sellingToday(projects, now, 'UTC').map((p) => p.id)).toEqual(['today', 'device-zone']);
});
