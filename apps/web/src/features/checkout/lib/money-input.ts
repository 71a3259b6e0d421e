import { SALE_DAY_LIMITS, SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';

export type Parsed = { value: number } | { error: string };

const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})*|\d+)?(\.\d*)?$/;

/**
 * "12.50", "$1,250", ".5" typed at the door, in cents; or what is wrong with it in the checkout's words
 * (a negative price, more than two decimals, over the limit). Empty is an error: the caller decides what
 * an empty field means.
 */
export function parseMoneyInput(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Enter an amount' };
  if (trimmed.replace(/^\$\s*/, '').startsWith('-')) return { error: M.negativePrice };
  const match = AMOUNT.exec(trimmed);
  if (!match || (match[1] === undefined && (match[3] ?? '.').length <= 1)) {
    return { error: 'Enter an amount such as 12.50' };
  }
  const decimals = (match[3] ?? '').slice(1);
  if (decimals.length > 2) return { error: M.wholeCents };
  const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = dollars * 100 + Number(decimals.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > SALE_DAY_LIMITS.maxCents) return { error: M.priceTooLarge };
  return { value: cents };
}

/** "10", "12.5%" as a cart discount in basis points, or why not (negative, over 100 %, too many decimals). */
export function parsePercentInput(text: string): Parsed {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return { error: 'Enter a percentage' };
  if (trimmed.startsWith('-')) return { error: M.discountNegative };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { error: 'Enter a percentage such as 10' };
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.length > 2) return { error: M.wholeBasisPoints };
  const bp = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (bp > 10_000) return { error: M.discountOver100 };
  return { value: bp };
}

/** Cents as a field shows them for editing: "12.50". */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
