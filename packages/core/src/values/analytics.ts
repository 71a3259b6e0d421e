// The data dashboard (labelled Analytics): its window, limits, words and the month arithmetic both sides
// share. Plain values (no zod): the page imports them at its first render.

/** Value added and credits used are shown month by month for the last twelve months, this one included. */
export const ANALYTICS_MONTHS = 12;

/** How many sold items the price-gap table lists (largest gap first). */
export const PRICE_GAP_LIMIT = 10;

export const ANALYTICS_MESSAGES = {
  loadFailed: 'Unable to load analytics. Please try again.',
  noItems: 'No items yet',
  noItemsInWorkspace: 'Your workspace has no items.',
  noItemsInProject: 'This project has no items.',
  noComparisons: 'No sold item has an AI price and a sold price to compare yet.',
} as const;

/**
 * What "AI estimate vs sold price" means, said once for the screen and the API description. The analysis
 * sets a retail price (a price_events row from source "ai"); the pricing rules turned it into a tag price at
 * that moment, which is what the analysis in effect proposed to sell the item for. The gap is the sold
 * price minus that tag price, so a person's later change of the tag price does not hide what the AI said.
 */
export const PRICE_GAP_DEFINITION =
  'For sold items an AI analysis priced: the retail price the analysis estimated (its latest, if the item was ' +
  'analysed again), the tag price your pricing rules made from it at that moment, and the sold price. ' +
  'Gap = sold price − that tag price; the largest gaps either way come first.';

/** "2026-11" for the month a date falls in, in a time zone. */
export function monthKey(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The `count` months up to and including `last` ("2026-11"), oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1]} ${year}`;
}

/** A share as a whole percent ("—" when there is nothing to take it of). */
export function percentOf(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}
