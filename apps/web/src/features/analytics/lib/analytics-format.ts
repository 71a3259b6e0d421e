import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/** 10,000 */
export const formatCount = formatUsNumber;
/** Retail prices are kept in cents: $1,250.50 */
export const formatCents = (cents: number) => formatMoney(cents / 100);
/** Tag and sold prices are whole currency units: $1,250 */
export const formatWhole = (amount: number) => formatMoney(amount);
/** A gap with its sign: +$20, −$50, $0 */
export const formatGap = (amount: number) =>
  amount > 0 ? `+${formatMoney(amount)}` : amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(0);
/** An axis tick: $1.2k, $35k, $1.5M */
export const formatAxisMoney = (amount: number) =>
  `$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;
