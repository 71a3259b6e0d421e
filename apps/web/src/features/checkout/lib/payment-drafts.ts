import type { PaymentMethod } from '@tagwise/core/sale-day/messages';
import type { PaymentInput } from '@tagwise/core/sale-day/payments';
import { parseMoneyInput } from './money-input';

/** A payment as its fields hold it: one payment pays the whole total; a split names each amount. */
export interface PaymentDraft {
  id: string;
  method: PaymentMethod;
  /** Ignored while it is the only payment (it pays the total). */
  amount: string;
  /** Cash only: what the customer handed over; empty means exact. */
  tendered: string;
}

export const paymentDraft = (method: PaymentMethod = 'cash', amount = ''): PaymentDraft => ({
  id: crypto.randomUUID(),
  method,
  amount,
  tendered: '',
});

/** The payments these fields make for a total, or the first field's problem (its index and words). */
export function paymentsOf(
  drafts: readonly PaymentDraft[],
  totalCents: number,
): { payments: PaymentInput[] } | { index: number; field: 'amount' | 'tendered'; error: string } {
  if (totalCents === 0) return { payments: [] };
  const payments: PaymentInput[] = [];
  for (const [index, draft] of drafts.entries()) {
    let amountCents = totalCents;
    if (drafts.length > 1) {
      const amount = parseMoneyInput(draft.amount);
      if ('error' in amount) return { index, field: 'amount', error: amount.error };
      amountCents = amount.value;
    }
    let tenderedCents: number | null = null;
    if (draft.method === 'cash' && draft.tendered.trim() !== '') {
      const tendered = parseMoneyInput(draft.tendered);
      if ('error' in tendered) return { index, field: 'tendered', error: tendered.error };
      tenderedCents = tendered.value;
    }
    payments.push({ method: draft.method, amountCents, tenderedCents });
  }
  return { payments };
}
