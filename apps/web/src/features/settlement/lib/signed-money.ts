import { formatMoney } from '@tagwise/core/sale-day/messages';

/** An amount that may be below zero (a day of refunds only, what the client owes), with a true minus sign. */
export const signedMoney = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents));
