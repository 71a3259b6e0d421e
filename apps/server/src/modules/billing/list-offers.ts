import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { PriceBook } from './price-book.ts';

/** The packs for sale and their price ids (public: the pricing pages show them to visitors too). */
export function listOffers(prices: PriceBook): BillingOffers {
  return {
    provider: 'test',
    testMode: true,
    packs: prices.entries.map(({ priceId, pack }) => ({ ...pack, priceId })),
  };
}
