import { sortSaleDays, type SaleDay } from './sale-days.ts';

// A sale's day discounts are the discount line the project prints on its tags ("Sat 25% off · Sun 50%
// off"): the buyer reads that line, so it is the one schedule the checkout follows too. The line is words a
// person typed, so it is read leniently and never guessed at: each part names its days (a weekday, "Day 2",
// "last day") and one percentage (or "half"); a part naming no day, or two percentages, gives nothing.

/** The discount the line gives one sale day, and the words that say so ("Sat 25% off"). */
export interface DayDiscount {
  percent: number;
  text: string;
}

const WEEKDAY_PATTERNS: RegExp[] = [
  /\bsun(day)?\b/i,
  /\bmon(day)?\b/i,
  /\btue(s|sday)?\b/i,
  /\bwed(s|nesday)?\b/i,
  /\bthu(r|rs|rsday)?\b/i,
  /\bfri(day)?\b/i,
  /\bsat(urday)?\b/i,
];
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
// Parts are separated as lists are (dots, commas, slashes, bars, lines); a dash is no separator: it joins a
// day to its discount ("Sat – 25% off").
const PARTS = /[·•|;,/\n]/;
const PERCENT = /(\d{1,3}(?:\.\d+)?)\s*%/g;

/** The part's days: which weekdays (0 is Sunday), which day numbers of the sale, and the last day. */
function daysNamed(part: string) {
  const weekdays = WEEKDAY_PATTERNS.flatMap((pattern, day) => (pattern.test(part) ? [day] : []));
  const numbers = [
    ...[...part.matchAll(/\bday\s*(\d{1,2})\b/gi)].map((m) => Number(m[1])),
    ...[...part.matchAll(/\b(\d)(?:st|nd|rd|th)\s+day\b/gi)].map((m) => Number(m[1])),
    ...[...part.matchAll(/\b(first|second|third|fourth|fifth)\s+day\b/gi)].map((m) => ORDINALS[m[1]!.toLowerCase()]!),
  ];
  return { weekdays, numbers, last: /\b(last|final)\s+day\b/i.test(part) };
}

function percentOf(part: string): number | null {
  const percents = [...part.matchAll(PERCENT)].map((m) => Number(m[1]));
  if (/\bhalf\b/i.test(part)) percents.push(50);
  if (percents.length !== 1) return null;
  const [percent] = percents as [number];
  return percent > 0 && percent <= 100 ? percent : null;
}

const weekdayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/**
 * The discount the line gives a date (YYYY-MM-DD, in the sale's zone): none when the date is not one of
 * the sale's days, or the line names no discount for it. The first part that names the day wins.
 */
export function dayDiscount(line: string | null, saleDays: readonly SaleDay[], date: string): DayDiscount | null {
  if (!line?.trim()) return null;
  const days = sortSaleDays(saleDays);
  const index = days.findIndex((day) => day.date === date);
  if (index === -1) return null;
  const weekday = weekdayOf(date);
  for (const part of line.split(PARTS)) {
    const percent = percentOf(part);
    if (percent === null) continue;
    const named = daysNamed(part);
    const isToday =
      named.weekdays.includes(weekday) ||
      named.numbers.includes(index + 1) ||
      (named.last && index === days.length - 1);
    if (isToday) return { percent, text: part.trim() };
  }
  return null;
}
