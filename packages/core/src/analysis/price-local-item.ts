import type { AnalysisComparable } from '../schemas/items.ts';
import type { LocalIdentification } from './identify-local-item.ts';
import { referenceRowForType } from './reference-prices.ts';
import { countOf } from '../values/plural.ts';

// The offline analyzer's retail estimate, only for an item it identified surely: the operator's own
// items of the same kind first (their prices are the best evidence of what this market pays), else the
// shipped reference table's row for that type. An item whose type is not known gets no price: a
// category-wide figure would be invented. The note names exactly what was used, and the comparables
// used are kept on the item so its page links them.

/** An item of the workspace of the same kind, newest first. */
export interface Comparable {
  id: string;
  name: string;
  /** Cents, as stored. */
  retailCents: number | null;
  /** Whole currency units, when the item sold. */
  soldPrice: number | null;
}

/** At most this many comparables count (the newest), and this many are named in the note. */
export const COMPARABLES_MAX = 20;
const NAMED_IN_NOTE = 3;

export interface LocalPrice {
  /** Dollars, or null when nothing honest supports a figure. */
  retailPrice: number | null;
  pricingNote: string;
  comparables: AnalysisComparable[];
}

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
const cents = (amount: number) => Math.round(amount * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each comparable's price in dollars: what it sold for when it did, else its retail estimate. */
function pricedComparables(comparables: readonly Comparable[]) {
  return comparables
    .slice(0, COMPARABLES_MAX)
    .map((item) => ({
      id: item.id,
      name: item.name,
      sold: item.soldPrice !== null && item.soldPrice > 0,
      price: item.soldPrice !== null && item.soldPrice > 0 ? item.soldPrice : (item.retailCents ?? 0) / 100,
    }))
    .filter((item) => item.price > 0);
}

export function priceLocalItem(
  identification: Pick<LocalIdentification, 'category' | 'noun'> & { setOf?: number | null },
  comparables: readonly Comparable[],
): LocalPrice {
  const { category, noun } = identification;
  const setOf = identification.setOf ?? null;
  const perSet = (unit: number) => (setOf ? unit * setOf : unit);
  const setWords = setOf ? ` × ${setOf} for the set` : '';

  const priced = pricedComparables(comparables);
  if (priced.length > 0) {
    const unit = cents(median(priced.map((item) => item.price)));
    const named = priced
      .slice(0, NAMED_IN_NOTE)
      .map((item) => `"${item.name}" ${dollars(item.price)}${item.sold ? ' sold' : ''}`);
    const more = priced.length > NAMED_IN_NOTE ? ` and ${priced.length - NAMED_IN_NOTE} more` : '';
    return {
      retailPrice: cents(perSet(unit)),
      pricingNote:
        `Median of ${countOf(priced.length, 'item')} of the same kind in your workspace ` +
        `(${category}, ${noun}): ${named.join(', ')}${more}${setWords}. ` +
        'Sold prices are used where recorded, otherwise retail estimates.',
      comparables: priced.map(({ id, name, price }) => ({ id, name, price })),
    };
  }

  // The reference ranges are second-hand prices; the estimate takes the top of the range, so that the
  // operator's usual markdown and condition lower it into the range rather than below it.
  const row = noun ? referenceRowForType(noun) : undefined;
  if (row) {
    return {
      retailPrice: perSet(row.high),
      pricingNote:
        `Reference table (typical second-hand prices, not live market data): ${row.type}, usually ` +
        `${dollars(row.low)}-${dollars(row.high)} used; the estimate is the top of that range${setWords}. ` +
        'Check brand, age and condition before trusting it.',
      comparables: [],
    };
  }
  return {
    retailPrice: null,
    pricingNote:
      `No price: the type of this ${category} item is not known, so neither your items nor the reference table ` +
      'can price it. Enter a retail price, or use the median of your own priced items of its category.',
    comparables: [],
  };
}

/** What an unsure analysis says about price: nothing, and why, and what the person can do. */
export const UNSURE_PRICE_NOTE =
  'No price: the item was not identified, so any figure would be invented. Pick a name and category, then ' +
  'enter a retail price or use the median of your own priced items of that category.';
