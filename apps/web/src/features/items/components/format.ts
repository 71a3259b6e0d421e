import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';

export const formatCents = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100));
export const formatWhole = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

export { ITEM_STATUS_LABELS as STATUS_LABELS } from '@tagwise/core/values/items';
