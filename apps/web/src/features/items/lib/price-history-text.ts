import type { PriceEvent } from '@tagwise/core/schemas/items';
import { formatCents, formatWhole } from '../components/format';

/**
 * What a price history entry changed, in words: the tag price first (what the operator prints), and the
 * retail estimate when it moved too. An entry where only the retail estimate moved (a hand-set tag price
 * kept) says so, instead of "$25 → $25".
 */
export function priceChangeText(
  event: Pick<PriceEvent, 'previousTagPrice' | 'tagPrice' | 'previousRetailCents' | 'retailCents'>,
) {
  const tagMoved = event.previousTagPrice !== event.tagPrice;
  const retailMoved = event.previousRetailCents !== event.retailCents;
  const tag = `Tag ${formatWhole(event.previousTagPrice)} → ${formatWhole(event.tagPrice)}`;
  const retail = `retail ${formatCents(event.previousRetailCents)} → ${formatCents(event.retailCents)}`;
  if (tagMoved && retailMoved) return `${tag}, ${retail}`;
  if (tagMoved) return tag;
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
