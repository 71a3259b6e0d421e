import { PACKS, PLANS, type PackOffer, type PlanOffer } from '@tagwise/core/schemas/billing';

/** One thing a checkout can sell, under the price id the browser sends. */
export type PriceEntry =
  { priceId: string; mode: 'payment'; pack: PackOffer } | { priceId: string; mode: 'subscription'; plan: PlanOffer };

/** What a price buys, as a checkout records it: the pack's or the plan's id, name, credits and amount. */
export function offerOf(entry: PriceEntry) {
  if (entry.mode === 'payment') {
    const { id, name, credits, priceCents } = entry.pack;
    return { offer: id, name, credits, amountCents: priceCents };
  }
  const { tier, name, credits, priceCents } = entry.plan;
  return { offer: tier, name, credits, amountCents: priceCents };
}

/**
 * The built-in test provider's price ids: fixed, so a test or a demo can name them; each starts with
 * "price_" as the checkout's validation asks (commercial-side.md section 5).
 */
export const testPriceId = (offer: PackOffer | PlanOffer) =>
  `price_test_${('id' in offer ? offer.id : offer.tier).replaceAll('-', '_')}`;

export interface PriceBook {
  entries: readonly PriceEntry[];
  find(priceId: string): PriceEntry | undefined;
  /** The entry that sells this pack or plan (by the offer id a checkout recorded). */
  findOffer(offer: string): PriceEntry | undefined;
}

export function priceBook(entries: readonly PriceEntry[]): PriceBook {
  return {
    entries,
    find: (priceId) => entries.find((entry) => entry.priceId === priceId),
    findOffer: (offer) => entries.find((entry) => offerOf(entry).offer === offer),
  };
}

/** The plans and credit packs with the test provider's price ids. */
export function testPriceBook(): PriceBook {
  return priceBook([
    ...PLANS.map((plan): PriceEntry => ({ priceId: testPriceId(plan), mode: 'subscription', plan })),
    ...PACKS.map((pack): PriceEntry => ({ priceId: testPriceId(pack), mode: 'payment', pack })),
  ]);
}

/** The plans and packs under the Stripe price ids the configuration names, by offer id. */
export function stripePriceBook(prices: Record<string, string>): PriceBook {
  return priceBook([
    ...PLANS.map((plan): PriceEntry => ({ priceId: prices[plan.tier]!, mode: 'subscription', plan })),
    ...PACKS.map((pack): PriceEntry => ({ priceId: prices[pack.id]!, mode: 'payment', pack })),
  ]);
}
