import { formatMoney } from '@tagwise/core/sale-day/messages';

/** A drawer's count against what it should hold: "matches", "$2.50 over", "$1.00 short". */
export const cashDifferenceText = (differenceCents: number) =>
  differenceCents === 0
    ? 'matches'
    : `${formatMoney(Math.abs(differenceCents))} ${differenceCents > 0 ? 'over' : 'short'}`;
