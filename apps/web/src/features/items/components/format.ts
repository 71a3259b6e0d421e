import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';

export const formatCents = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100));
export const formatWhole = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

export const STATUS_LABELS = {
  available: 'Available',
  hold: 'On hold',
  sold: 'Sold',
  kept: 'Kept',
  donated: 'Donated',
} as const;
