// "1,250": a number as US English writes it, the same text as `new Intl.NumberFormat('en-US').format(n)`.
// Whole numbers (counts, limits, dollars) are grouped here by hand: a page's first Intl number or date format
// starts the browser's ICU data, measured at 20-35 ms in one piece on a laptop (four times that on a phone),
// and the signed-in pages' first render would pay it for "50 items" and "$78". Anything else (fractions,
// NaN, Infinity) goes to Intl, built on its first use.
import { onFirstUse } from './on-first-use.ts';

const intl = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** Digits of a non-negative whole number below 1e21 with a comma every three. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

export function formatUsNumber(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) >= 1e21) return intl().format(n);
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped(String(Math.abs(n)))}`;
}

/** "1,250.50" from a whole number of cents: the dollars grouped, then always two digits of cents. */
export function formatUsCents(cents: number): string {
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${grouped(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}
