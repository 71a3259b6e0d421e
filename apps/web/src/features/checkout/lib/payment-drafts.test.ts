import { describe, expect, it } from 'vitest';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { paymentsOf, type PaymentDraft } from './payment-drafts';

const draft = (method: PaymentDraft['method'], amount: string, tendered = ''): PaymentDraft => ({
  id: method + amount,
  method,
  amount,
  tendered,
});

describe('paymentsOf', () => {
  it('pays the whole total with one payment, cash handed over kept for the change', () => {
    expect(paymentsOf([draft('cash', '', '100')], 8150)).toEqual({
      payments: [{ method: 'cash', amountCents: 8150, tenderedCents: 10_000 }],
    });
    expect(paymentsOf([draft('card', '1')], 8150)).toEqual({
      payments: [{ method: 'card', amountCents: 8150, tenderedCents: null }],
    });
  });
  it('splits by the amounts typed, and says which field is wrong', () => {
    expect(paymentsOf([draft('cash', '20', '50'), draft('card', '61.50')], 8150)).toEqual({
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 5000 },
        { method: 'card', amountCents: 6150, tenderedCents: null },
      ],
    });
    expect(paymentsOf([draft('cash', '20'), draft('card', '-1')], 8150)).toEqual({
      index: 1,
      field: 'amount',
      error: M.negativePrice,
    });
  });
  it('needs no payment for a total of nothing', () =>
    expect(paymentsOf([draft('cash', '')], 0)).toEqual({ payments: [] }));
});
