import type { AiAnalysis } from '../schemas/analysis.ts';
import type { LocalIdentification } from './identify-local-item.ts';
import { CATEGORY_REFERENCE_PRICES, referenceRowForType } from './reference-prices.ts';

// The offline analyzer's retail estimate: the operator's own comparable items first (their prices are
// the best evidence of what this market pays), else the shipped reference table. The pricing note names
// exactly what was used, so the operator can judge it.

/** An item of the workspace with the same category and type, newest first. */
export interface Comparable {
  name: string;
  /** Cents, as stored. */
  retailCents: number | null;
  /** Whole currency units, when the item sold. */
  soldPrice: number | null;
}

/** At most this many comparables count (the newest), and this many are named in the note. */
export const COMPARABLES_MAX = 20;
const NAMED_IN_NOTE = 3;

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

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
      name: item.name,
      sold: item.soldPrice !== null && item.soldPrice > 0,
      price: item.soldPrice !== null && item.soldPrice > 0 ? item.soldPrice : (item.retailCents ?? 0) / 100,
    }))
    .filter((item) => item.price > 0);
}

export function priceLocalItem(
  identification: Pick<LocalIdentification, 'category' | 'noun'>,
  comparables: readonly Comparable[],
): Pick<AiAnalysis, 'retailPrice' | 'pricingNote'> {
  const priced = pricedComparables(comparables);
  if (priced.length > 0) {
    const estimate = Math.round(median(priced.map((item) => item.price)) * 100) / 100;
    const named = priced
      .slice(0, NAMED_IN_NOTE)
      .map((item) => `"${item.name}" ${dollars(item.price)}${item.sold ? ' sold' : ''}`);
    const more = priced.length > NAMED_IN_NOTE ? ` and ${priced.length - NAMED_IN_NOTE} more` : '';
    return {
      retailPrice: estimate,
      pricingNote:
        `Median of ${priced.length} similar ${priced.length === 1 ? 'item' : 'items'} in your workspace ` +
        `(${identification.category}${identification.noun ? `, ${identification.noun}` : ''}): ${named.join(', ')}${more}. ` +
        'Sold prices are used where recorded, otherwise retail estimates.',
    };
  }

  // The reference ranges are second-hand prices; the estimate takes the top of the range, so that the
  // operator's usual markdown and condition lower it into the range rather than below it.
  const row = identification.noun ? referenceRowForType(identification.noun) : undefined;
  if (row) {
    return {
      retailPrice: row.high,
      pricingNote:
        `Reference table (typical second-hand prices, not live market data): ${row.type}, usually ` +
        `${dollars(row.low)}-${dollars(row.high)} used; the estimate is the top of that range. ` +
        'Check brand, age and condition before trusting it.',
    };
  }
  const range = CATEGORY_REFERENCE_PRICES[identification.category];
  return {
    retailPrice: range.high,
    pricingNote:
      `Reference table, category only (no row for this item type): ${identification.category} items usually ` +
      `${dollars(range.low)}-${dollars(range.high)} used; the estimate is the top of that range. ` +
      'A rough figure: check it before trusting it.',
  };
}
