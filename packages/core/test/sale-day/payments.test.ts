import { describe, expect, it } from 'vitest';
import { SALE_DAY_MESSAGES as M } from '../../src/sale-day/messages.ts';
import { cashPayment, checkPayments } from '../../src/sale-day/payments.ts';
import { refundCents, soldPriceOfLine } from '../../src/sale-day/refund.ts';

describe('payments', () => {
  it('takes cash over the total and gives the change', () => {
    expect(checkPayments(3248, [{ method: 'cash', amountCents: 3248, tenderedCents: 5000 }])).toEqual({
      ok: true,
      paidCents: 3248,
      changeCents: 1752,
    });
    expect(cashPayment(3248, 5000)).toEqual({ method: 'cash', amountCents: 3248, tenderedCents: 5000 });
  });

  it('splits across cash and card, each part exactly, the cash part with its change', () => {
    expect(
      checkPayments(5000, [
        { method: 'cash', amountCents: 2000, tenderedCents: 2500 },
        { method: 'card', amountCents: 3000 },
      ]),
    ).toEqual({ ok: true, paidCents: 5000, changeCents: 500 });
    expect(checkPayments(5000, [{ method: 'other', amountCents: 5000, tenderedCents: null }])).toMatchObject({
      ok: true,
      changeCents: 0,
    });
  });

  it('refuses cash tendered below the total, or below its part of a split', () => {
    expect(checkPayments(3248, [{ method: 'cash', amountCents: 3248, tenderedCents: 3000 }])).toEqual({
      ok: false,
      message: 'Cash tendered is less than the total',
      index: 0,
    });
    expect(cashPayment(3248, 3000)).toEqual({ error: M.cashShort });
    expect(
      checkPayments(5000, [
        { method: 'card', amountCents: 3000 },
        { method: 'cash', amountCents: 2000, tenderedCents: 1000 },
      ]),
    ).toEqual({ ok: false, message: M.cashShortOfPart, index: 1 });
  });

  it('refuses payments that do not add up, an empty payment, a tendered card, and none for a total due', () => {
    expect(checkPayments(5000, [{ method: 'card', amountCents: 4000 }])).toEqual({
      ok: false,
      message: 'The payments ($40.00) do not add up to the total ($50.00)',
      index: null,
    });
    expect(checkPayments(5000, [{ method: 'card', amountCents: 0 }])).toMatchObject({ message: M.paymentPositive });
    expect(checkPayments(5000, [{ method: 'card', amountCents: 5000, tenderedCents: 6000 }])).toMatchObject({
      message: M.tenderedOnlyCash,
    });
    expect(checkPayments(5000, [])).toMatchObject({ ok: false, message: M.paymentRequired });
    expect(checkPayments(0, [])).toEqual({ ok: true, paidCents: 0, changeCents: 0 });
  });
});

describe('a refunded line', () => {
  it('gives back its net and its tax, as stored', () => {
    expect(refundCents({ netCents: 3600, taxCents: 297 })).toBe(3897);
  });

  it("sets the item's sold price to the line's net in whole dollars, half up", () => {
    expect(soldPriceOfLine(3600)).toBe(36);
    expect(soldPriceOfLine(1125)).toBe(11);
    expect(soldPriceOfLine(1150)).toBe(12);
    expect(soldPriceOfLine(0)).toBe(0);
  });
});
