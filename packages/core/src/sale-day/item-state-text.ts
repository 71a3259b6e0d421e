import { dateInTimeZone } from '../sale-schedule/sale-days.ts';
import { ITEM_STATUS_LABELS } from '../values/items.ts';
import { SALE_DAY_MESSAGES } from './messages.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string, withDay: 'short' | 'long' | null) => {
  const key = `${timeZone}|${withDay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: withDay ? 'short' : undefined,
      month: withDay === 'long' ? 'short' : undefined,
      day: withDay === 'long' ? 'numeric' : undefined,
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(key, format);
  }
  return format;
};

/** "at 10:42 AM" the same day where the sale is, else "on Sat, Dec 5, 10:42 AM". */
export function whenText(at: Date, now: Date, timeZone: string): string {
  if (dateInTimeZone(at, timeZone) === dateInTimeZone(now, timeZone)) {
    return `at ${formatter(timeZone, null).format(at)}`;
  }
  return `on ${formatter(timeZone, 'long').format(at)}`;
}

/** "Sat 3:00 PM": when a hold ends, as the checkout and the refusal say it. */
export const holdUntilText = (until: Date, timeZone: string) => formatter(timeZone, 'short').format(until);

/** What an item of the sale is, as far as ringing it up goes. */
export type SellableState =
  | { status: 'available' }
  | { status: 'sold'; invoice: { number: number; at: Date; byName: string } | null }
  | { status: 'hold'; hold: { customerName: string; until: Date } | null }
  | { status: 'kept' | 'donated' | 'auction' };

/**
 * Why an item cannot be rung up now, in the words the checkout shows at the scan and the server answers
 * with ("Sold on invoice 12 at 10:42 AM by Ann", "On hold for Pat until Sat 3:00 PM"); null when it can.
 * A hold whose time has passed no longer stands in the way.
 */
export function notSellableReason(state: SellableState, now: Date, timeZone: string): string | null {
  switch (state.status) {
    case 'available':
      return null;
    case 'sold':
      return state.invoice
        ? SALE_DAY_MESSAGES.soldOn(
            state.invoice.number,
            whenText(state.invoice.at, now, timeZone),
            state.invoice.byName,
          )
        : SALE_DAY_MESSAGES.markedSold;
    case 'hold':
      if (!state.hold) return SALE_DAY_MESSAGES.markedOnHold;
      if (state.hold.until <= now) return null;
      return SALE_DAY_MESSAGES.heldFor(state.hold.customerName, holdUntilText(state.hold.until, timeZone));
    default:
      return SALE_DAY_MESSAGES.notForSale(ITEM_STATUS_LABELS[state.status]);
  }
}
