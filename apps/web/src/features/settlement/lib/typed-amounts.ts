import { parseMoneyToCents } from '@tagwise/core/money';
import { parsePercentToBp } from '@tagwise/core/sale-day/percent';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';

/** An amount typed in a form, in cents, or what is wrong with it (null when the field may be empty and is). */
export function typedCents(text: string, { required }: { required: string }): { cents: number } | { error: string } {
  const cents = parseMoneyToCents(text);
  if (cents === null) return { error: required };
  if (Number.isNaN(cents)) return { error: M.amountFormat };
  return { cents };
}

/** A rate typed in a form ("35", "8.25"), in basis points; empty is null (no rate). */
export function typedRate(text: string): { bp: number | null } | { error: string } {
  const bp = parsePercentToBp(text);
  if (Number.isNaN(bp)) return { error: M.percentFormat };
  return { bp };
}

/** "Dec 5, 10:42 AM": when something was recorded, in the device's zone. */
export const whenRecorded = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
