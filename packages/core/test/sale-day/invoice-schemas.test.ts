import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../src/sale-day/invoice-check.ts';
import { CompleteInvoiceInput, RefundLineInput, VoidInvoiceInput } from '../../src/sale-day/invoice-schemas.ts';
import { PlaceHoldInput } from '../../src/sale-day/hold-schemas.ts';
import { SALE_DAY_MESSAGES as M } from '../../src/sale-day/messages.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A valid invoice: a $40 lamp at 25 % off on Saturday ($30), a $1 box of books, 10 % off, 8.25 % tax, cash. */
function invoice(over: Record<string, unknown> = {}) {
  const lines = [
    {
      id: uuid(11),
      itemId: uuid(21),
      description: 'Brass lamp',
      tagPriceCents: 4000,
      dayDiscountBp: 2500,
      listedCents: 3000,
      priceCents: 3000,
    },
    {
      id: uuid(12),
      itemId: null,
      description: 'Box of books',
      tagPriceCents: null,
      dayDiscountBp: null,
      listedCents: null,
      priceCents: 100,
    },
  ];
  const discount = { kind: 'percent', value: 1000 } as const;
  const payments = [{ method: 'cash', amountCents: 3020, tenderedCents: 4000 }] as const;
  const figured = invoiceTotals({ prices: [3000, 100], discount, taxBp: 825, payments: [...payments] });
  if (!('totals' in figured)) throw new Error(figured.message);
  return {
    id: uuid(1),
    deviceId: 'phone-a',
    offline: false,
    completedAt: '2026-12-05T17:00:00Z',
    lines,
    discount,
    taxBp: 825,
    payments,
    totals: figured.totals,
    ...over,
  };
}
const problem = (input: unknown) => {
  const result = CompleteInvoiceInput.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('an invoice request', () => {
  it('accepts an invoice whose figures add up: $31.00, 10 % off, 8.25 % tax = $30.20', () => {
    const parsed = CompleteInvoiceInput.parse(invoice());
    expect(parsed.totals).toEqual({
      subtotalCents: 3100,
      discountCents: 310,
      taxCents: 230,
      totalCents: 3020,
      changeCents: 980,
    });
    expect(parsed).toMatchObject({ customer: null, pickupPending: false, holdId: null });
  });

  it('refuses a negative price and a discount over 100 %', () => {
    const lines = invoice().lines.map((l, i) => (i === 1 ? { ...l, priceCents: -100 } : l));
    expect(problem(invoice({ lines }))).toEqual({ path: 'lines.1.priceCents', message: 'A price cannot be negative' });
    expect(problem(invoice({ discount: { kind: 'percent', value: 10_001 } }))).toEqual({
      path: 'discount.value',
      message: 'A discount cannot be more than 100%',
    });
    // Far over 100 %: the leaf's message, never an error out of the arithmetic.
    expect(problem(invoice({ discount: { kind: 'percent', value: 20_000 } }))).toEqual({
      path: 'discount.value',
      message: 'A discount cannot be more than 100%',
    });
    expect(problem(invoice({ discount: { kind: 'amount', value: 3101 } }))).toEqual({
      path: 'discount.value',
      message: M.discountOverSubtotal,
    });
    expect(problem(invoice({ discount: { kind: 'percent', value: 12.5 } }))).toMatchObject({
      message: M.wholeBasisPoints,
    });
  });

  it('refuses cash tendered below the total', () => {
    expect(problem(invoice({ payments: [{ method: 'cash', amountCents: 3020, tenderedCents: 3000 }] }))).toEqual({
      path: 'payments.0',
      message: 'Cash tendered is less than the total',
    });
  });

  it('refuses payments that do not add up, and figures that are not what its lines give', () => {
    expect(problem(invoice({ payments: [{ method: 'card', amountCents: 3000 }] }))).toEqual({
      path: 'payments',
      message: 'The payments ($30.00) do not add up to the total ($30.20)',
    });
    const totals = { ...invoice().totals, taxCents: 231, totalCents: 3021 };
    expect(problem(invoice({ totals }))).toEqual({
      path: 'totals.taxCents',
      message: "The invoice's tax ($2.31) does not match its lines ($2.30). Nothing was saved.",
    });
  });

  it('refuses the same item twice, lines without an item that claim a tag, and no lines at all', () => {
    const [lamp] = invoice().lines;
    expect(problem(invoice({ lines: [lamp, { ...lamp!, id: uuid(13) }] }))).toEqual({
      path: 'lines.1.itemId',
      message: 'An item can be on an invoice only once',
    });
    const misc = { ...invoice().lines[1]!, tagPriceCents: 100, listedCents: 100 };
    expect(problem(invoice({ lines: [misc] }))).toMatchObject({ message: M.miscLineHasNoTag });
    expect(problem(invoice({ lines: [] }))).toMatchObject({ message: 'Add at least one item or line' });
    const blank = { ...invoice().lines[1]!, description: '  ' };
    expect(problem(invoice({ lines: [blank] }))).toMatchObject({ message: M.describeLine });
  });

  it("needs the customer's name and phone for a pickup later", () => {
    expect(problem(invoice({ pickupPending: true }))).toEqual({ path: 'customer', message: M.pickupNeedsCustomer });
    expect(problem(invoice({ pickupPending: true, customer: { name: 'Pat', phone: '' } }))).toMatchObject({
      message: M.pickupNeedsCustomer,
    });
    expect(problem(invoice({ pickupPending: true, customer: { name: 'Pat', phone: '555-0100' } }))).toBeNull();
    expect(problem(invoice({ customer: { email: 'not-an-address' } }))).toMatchObject({ message: M.emailInvalid });
  });

  it('takes a tax rate between 0 and 20 % in whole basis points', () => {
    expect(problem(invoice({ taxBp: 2001 }))).toMatchObject({ message: 'Sales tax must be between 0% and 20%' });
    expect(problem(invoice({ taxBp: -1 }))).toMatchObject({ message: 'Sales tax must be between 0% and 20%' });
  });
});

describe('the totals a checkout sends', () => {
  it('come from the same arithmetic, or say what is wrong in the checkout words', () => {
    expect(
      invoiceTotals({ prices: [1000], discount: null, taxBp: 0, payments: [{ method: 'card', amountCents: 1000 }] }),
    ).toEqual({
      totals: { subtotalCents: 1000, discountCents: 0, taxCents: 0, totalCents: 1000, changeCents: 0 },
    });
    expect(invoiceTotals({ prices: [-1], discount: null, taxBp: 0, payments: [] })).toEqual({
      message: M.negativePrice,
    });
    expect(
      invoiceTotals({ prices: [1000], discount: { kind: 'percent', value: 10_100 }, taxBp: 0, payments: [] }),
    ).toEqual({
      message: M.discountOver100,
    });
    expect(
      invoiceTotals({
        prices: [1000],
        discount: null,
        taxBp: 0,
        payments: [{ method: 'cash', amountCents: 1000, tenderedCents: 500 }],
      }),
    ).toEqual({ message: M.cashShort });
  });
});

describe('voids, refunds and holds', () => {
  it('need a reason; a refund may name how the money went back', () => {
    expect(VoidInvoiceInput.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(M.reasonRequired);
    expect(RefundLineInput.parse({ reason: 'Chipped', refundMethod: 'cash' })).toEqual({
      reason: 'Chipped',
      refundMethod: 'cash',
    });
    expect(RefundLineInput.safeParse({ reason: 'x', refundMethod: 'cheque' }).success).toBe(false);
  });

  it('hold at least one item, each once, for a named customer', () => {
    const hold = { id: uuid(5), itemIds: [uuid(21)], customerName: 'Pat', holdUntil: '2026-12-05T21:00:00Z' };
    expect(PlaceHoldInput.parse(hold)).toMatchObject({ customerPhone: null });
    expect(PlaceHoldInput.safeParse({ ...hold, itemIds: [] }).error?.issues[0]?.message).toBe(M.holdNoItems);
    expect(PlaceHoldInput.safeParse({ ...hold, itemIds: [uuid(21), uuid(21)] }).error?.issues[0]?.message).toBe(
      M.itemTwice,
    );
    expect(PlaceHoldInput.safeParse({ ...hold, customerName: '' }).error?.issues[0]?.message).toBe(M.holdNeedsName);
  });
});
