import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { PaymentProvider } from './payment-provider.ts';

/** The plans and packs for sale and their price ids (public: the pricing page shows them to visitors too). */
export function listOffers({ kind, testMode, prices }: PaymentProvider): BillingOffers {
  return {
    provider: kind,
    testMode,
    plans: prices.entries.flatMap((entry) =>
      entry.mode === 'subscription'
        ? [{ ...entry.plan, features: [...entry.plan.features], priceId: entry.priceId }]
        : [],
    ),
    packs: prices.entries.flatMap((entry) =>
      entry.mode === 'payment' ? [{ ...entry.pack, priceId: entry.priceId }] : [],
    ),
  };
}
