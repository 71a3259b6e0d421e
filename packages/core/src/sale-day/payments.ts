import { SALE_DAY_MESSAGES, type PaymentMethod } from './messages.ts';

export interface PaymentInput {
  method: PaymentMethod;
  /** What this payment pays of the total, in cents. */
  amountCents: number;
  /** Cash only: what the customer handed over (the change is the difference); absent means exact. */
  tenderedCents?: number | null;
}

export type PaymentsCheck =
  | { ok: true; paidCents: number; changeCents: number }
  | { ok: false; message: string; /** The payment at fault, when one is. */ index: number | null };

/**
 * Whether these payments settle a total: one or several methods (a split) whose amounts add up to the total
 * exactly; cash may be handed over above its amount (the change is given back), never below it; card and
 * other are exactly their amount. A total of $0.00 needs no payment. Answers what was paid and the change.
 */
export function checkPayments(totalCents: number, payments: readonly PaymentInput[]): PaymentsCheck {
  if (payments.length === 0) {
    return totalCents === 0
      ? { ok: true, paidCents: 0, changeCents: 0 }
      : { ok: false, message: SALE_DAY_MESSAGES.paymentRequired, index: null };
  }
  let paidCents = 0;
  let changeCents = 0;
  for (const [index, payment] of payments.entries()) {
    if (payment.amountCents <= 0) return { ok: false, message: SALE_DAY_MESSAGES.paymentPositive, index };
    const tendered = payment.tenderedCents ?? null;
    if (tendered !== null && payment.method !== 'cash') {
      return { ok: false, message: SALE_DAY_MESSAGES.tenderedOnlyCash, index };
    }
    if (tendered !== null && tendered < payment.amountCents) {
      const message = payments.length === 1 ? SALE_DAY_MESSAGES.cashShort : SALE_DAY_MESSAGES.cashShortOfPart;
      return { ok: false, message, index };
    }
    paidCents += payment.amountCents;
    changeCents += tendered === null ? 0 : tendered - payment.amountCents;
  }
  if (paidCents !== totalCents) {
    return { ok: false, message: SALE_DAY_MESSAGES.paymentsMismatch(paidCents, totalCents), index: null };
  }
  return { ok: true, paidCents, changeCents };
}

/**
 * The one cash payment of a sale paid in cash alone, from what the customer handed over: refused (with
 * the checkout's message) when it is less than the total.
 */
export function cashPayment(totalCents: number, tenderedCents: number): PaymentInput | { error: string } {
  if (tenderedCents < totalCents) return { error: SALE_DAY_MESSAGES.cashShort };
  return { method: 'cash', amountCents: totalCents, tenderedCents };
}
