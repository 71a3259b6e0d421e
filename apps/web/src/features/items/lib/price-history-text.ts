import type { PriceEvent } from '@tagwise/core/schemas/items';
import { formatCents, formatWhole } from '../components/format';

type PriceChange = Pick<PriceEvent, 'previousTagPrice' | 'tagPrice' | 'previousRetailCents' | 'retailCents'> &
  Partial<Pick<PriceEvent, 'previousSoldPrice' | 'soldPrice'>>;

/** A sale's price set, changed or cleared: "Sold for $40", "Sold for $40 → $35", "No longer sold (was $40)". */
function saleText(before: number | null, after: number | null) {
  if (after === null) return `No longer sold (was ${formatWhole(before)})`;
  if (before === null) return `Sold for ${formatWhole(after)}`;
  return `Sold for ${formatWhole(before)} → ${formatWhole(after)}`;
}

/**
 * What a price history entry changed, in words: what the item sold for when that moved, the tag price
 * (what the operator prints), and the retail estimate when it moved too. An entry where only the retail
 * estimate moved (a hand-set tag price kept) says so, instead of "$25 → $25".
 */
export function priceChangeText(event: PriceChange) {
  const soldBefore = event.previousSoldPrice ?? null;
  const soldAfter = event.soldPrice ?? null;
  const tagMoved = event.previousTagPrice !== event.tagPrice;
  const retailMoved = event.previousRetailCents !== event.retailCents;
  const tag = `Tag ${formatWhole(event.previousTagPrice)} → ${formatWhole(event.tagPrice)}`;
  const retail = `retail ${formatCents(event.previousRetailCents)} → ${formatCents(event.retailCents)}`;
  const prices = tagMoved && retailMoved ? `${tag}, ${retail}` : tagMoved ? tag : retailMoved ? retail : null;
  if (soldBefore !== soldAfter) {
    const sale = saleText(soldBefore, soldAfter);
    return prices ? `${sale}; ${prices.charAt(0).toLowerCase()}${prices.slice(1)}` : sale;
  }
  if (tagMoved) return prices!;
  return `${retail.charAt(0).toUpperCase()}${retail.slice(1)} (tag ${formatWhole(event.tagPrice)} kept)`;
}

/** Who or what set the price: the person's name, or the part of Tagwise that did. */
export function priceSourceText(event: Pick<PriceEvent, 'source' | 'actorName'>) {
  switch (event.source) {
    case 'person':
      return event.actorName ?? 'A person';
    case 'rule':
      return 'Pricing rules';
    case 'ai':
      return 'AI analysis';
    case 'bulk':
      return event.actorName ? `Bulk change by ${event.actorName}` : 'Bulk change';
  }
}
