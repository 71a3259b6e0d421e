// A sale's days: one entry per day with its opening hours, in the sale's own time zone (where the house
// is, not where the operator's browser happens to be). The listing site wants each day as a UTC start and
// end; price tags, reports and the promotional text want it as words. Both come from here.

export interface SaleDay {
  /** The calendar day, YYYY-MM-DD. */
  date: string;
  /** Opening and closing time on that day, HH:MM, 24-hour. */
  start: string;
  end: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isSaleDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
export const isSaleTime = (value: string) => TIME.test(value);

/** Whether the runtime knows the IANA zone ("America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** A formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's offset from UTC at that instant, in minutes (Chicago in winter: -360). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant of a wall-clock time in a zone. The zone's offsets a day before and a day after are the
 * only two a date can have; each gives a candidate, kept when the zone really has that offset at it. Both
 * kept: the hour that happens twice in autumn, and the first is taken. Neither: the hour the clocks skip
 * in spring, read as people do, moved forward with the clocks (2:30 becomes 3:30).
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const day = 24 * 60 * 60_000;
  const before = offsetMinutes(wall - day, timeZone);
  const after = offsetMinutes(wall + day, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => wall - offsetMinutes(instant, timeZone) * 60_000 === instant);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before * 60_000);
}

/** Each day as the UTC start and end the listing site takes. */
export function saleDaysInUtc(days: readonly SaleDay[], timeZone: string) {
  return days.map((day) => ({
    start: wallTimeToUtc(day.date, day.start, timeZone),
    end: wallTimeToUtc(day.date, day.end, timeZone),
  }));
}

/** Days in calendar order. */
export const sortSaleDays = (days: readonly SaleDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

const dayName = (date: string, style: 'short' | 'long') => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: style === 'long' ? 'short' : undefined,
    day: style === 'long' ? 'numeric' : undefined,
  }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** "9 AM", "9:30 AM", "12 PM". */
export function formatSaleTime(time: string): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const suffix = hh < 12 ? 'AM' : 'PM';
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return mm === 0 ? `${hour} ${suffix}` : `${hour}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/** "Fri, Dec 4 · Sat, Dec 5 · Sun, Dec 6": what the tags, reports and promotional text print. */
export function describeSaleDates(days: readonly SaleDay[]): string | null {
  if (days.length === 0) return null;
  return sortSaleDays(days)
    .map((day) => dayName(day.date, 'long'))
    .join(' · ');
}

/** "9 AM – 3 PM" when every day keeps the same hours, else per day: "Fri 9 AM – 3 PM · Sat 10 AM – 2 PM". */
export function describeSaleTimes(days: readonly SaleDay[]): string | null {
  if (days.length === 0) return null;
  const sorted = sortSaleDays(days);
  const hours = (day: SaleDay) => `${formatSaleTime(day.start)} – ${formatSaleTime(day.end)}`;
  if (sorted.every((day) => hours(day) === hours(sorted[0]!))) return hours(sorted[0]!);
  return sorted.map((day) => `${dayName(day.date, 'short')} ${hours(day)}`).join(' · ');
}

/**
 * The whole schedule on one line, as a page shows it: "Fri, Dec 4 · Sat, Dec 5, 9 AM – 3 PM", or each day
 * with its own hours when they differ ("Fri, Dec 4, 9 AM – 3 PM · Sat, Dec 5, 9 AM – 1 PM").
 */
export function describeSaleSchedule(days: readonly SaleDay[]): string | null {
  if (days.length === 0) return null;
  const sorted = sortSaleDays(days);
  const hours = (day: SaleDay) => `${formatSaleTime(day.start)} – ${formatSaleTime(day.end)}`;
  if (sorted.every((day) => hours(day) === hours(sorted[0]!)))
    return `${describeSaleDates(sorted)}, ${hours(sorted[0]!)}`;
  return sorted.map((day) => `${dayName(day.date, 'long')}, ${hours(day)}`).join(' · ');
}

/** The calendar day an instant falls on in a zone, YYYY-MM-DD (what "today" is where the sale is). */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
