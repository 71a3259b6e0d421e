import type { PricingSettings } from './pricing-settings.ts';

/**
 * A tag price raised or lowered by a percentage ("everything in the garage 20% off"), rounded half up to
 * whole units and kept within the account's minimum and maximum price, as the rules' prices are.
 */
export function adjustPriceByPercent(
  price: number,
  percent: number,
  limits: Pick<PricingSettings, 'minimumPrice' | 'maximumPrice'>,
): number {
  // toFixed cuts binary noise (45 x 1.1 = 49.50000000000001) before rounding, as computeTagPrice does.
  const adjusted = Math.round(Number((price * (1 + percent / 100)).toFixed(6)));
  return Math.min(limits.maximumPrice, Math.max(limits.minimumPrice, adjusted));
}
