import { PACKS, type PackOffer } from '@tagwise/core/schemas/billing';

/** One thing a checkout can sell, under the price id the browser sends. */
export interface PriceEntry {
  priceId: string;
  mode: 'payment';
  pack: PackOffer;
}

/**
 * The built-in test provider's price ids: fixed, so a test or a demo can name them; each starts with
 * "price_" as the checkout's validation asks (commercial-side.md section 5).
 */
export const testPriceId = (pack: PackOffer) => `price_test_${pack.id.replace('-', '_')}`;

export interface PriceBook {
  entries: readonly PriceEntry[];
  find(priceId: string): PriceEntry | undefined;
}

/** The credit packs with the test provider's price ids. */
export function testPriceBook(): PriceBook {
  const entries = PACKS.map((pack): PriceEntry => ({ priceId: testPriceId(pack), mode: 'payment', pack }));
  return { entries, find: (priceId) => entries.find((entry) => entry.priceId === priceId) };
}
