import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/sale-day/invoice-schemas.ts';
import { receiptOf } from '../../src/sale-day/receipt.ts';
import { receiptFileName } from '../../src/sale-day/receipt-schemas.ts';

const line = (over: Partial<Invoice['lines'][number]>): Invoice['lines'][number] => ({
  id: 'l1',
  position: 1,
  itemId: 'i1',
  tagCode: '7KQ2MX',
  description: 'Walnut credenza',
  tagPriceCents: 24_000,
  dayDiscountBp: null,
  listedCents: 24_000,
  priceCents: 24_000,
  netCents: 24_000,
  taxCents: 0,
  consignorId: null,
  refund: null,
  conflict: false,
  ...over,
});

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 'inv',
  projectId: 'p',
  number: 12,
  status: 'completed',
  customer: { name: null, phone: null, email: null },
  pickupPending: false,
  pickedUpAt: null,
  subtotalCents: 24_000,
  discount: null,
  discountCents: 0,
  taxBp: 0,
  taxCents: 0,
  totalCents: 24_000,
  paidCents: 24_000,
  changeCents: 0,
  refundedCents: 0,
  rungBy: { userId: 'u', name: 'Ann' },
  deviceId: 'd',
  offline: false,
  completedAt: '2026-12-05T16:42:00.000Z',
  receivedAt: '2026-12-05T16:42:01.000Z',
  saleDay: '2026-12-05',
  voided: null,
  holdId: null,
  lines: [line({})],
  payments: [{ method: 'card', amountCents: 24_000, tenderedCents: null, changeCents: 0 }],
  ...over,
});

const context = {
  businessName: 'Maple Street Estate Sales',
  projectName: 'Elm Street',
  address: '12 Elm St',
  timeZone: 'America/Chicago',
};

describe('receiptOf', () => {
  it('says who sold, when where the sale is, and a plain line at its tag price with no detail but its code', () => {
    const receipt = receiptOf(invoice({}), context);
    expect(receipt).toMatchObject({
      business: 'Maple Street Estate Sales',
      sale: 'Elm Street',
      address: '12 Elm St',
      title: 'Invoice 12',
      when: 'Sat, Dec 5, 2026, 10:42 AM',
      rungBy: 'Rung up by Ann',
      customer: null,
      voided: null,
      lines: [{ description: 'Walnut credenza', detail: '#7KQ2MX', amount: '$240.00', refunded: null }],
      // No sales tax row for a sale that charges none.
      figures: [
        { label: 'Subtotal', amount: '$240.00' },
        { label: 'Total', amount: '$240.00', strong: true },
      ],
      payments: [{ label: 'Card', amount: '$240.00' }],
      after: [],
      notes: [],
    });
    // Without a business name the sale heads the receipt.
    expect(receiptOf(invoice({}), { ...context, businessName: null })).toMatchObject({
      business: 'Elm Street',
      sale: null,
    });
  });

  it("shows the day's discount, a haggled price beside the tag, the cart discount, tax, cash and change", () => {
    const receipt = receiptOf(
      invoice({
        lines: [
          line({ dayDiscountBp: 5_000, listedCents: 12_000, priceCents: 12_000 }),
          line({
            id: 'l2',
            tagCode: 'C4A1RZ',
            description: 'Oak chair',
            tagPriceCents: 4_000,
            dayDiscountBp: 5_000,
            listedCents: 2_000,
            priceCents: 1_500,
          }),
          line({
            id: 'l3',
            tagCode: 'B7B7B7',
            description: 'Lamp',
            tagPriceCents: 3_000,
            listedCents: 3_000,
            priceCents: 2_500,
          }),
          line({
            id: 'l4',
            itemId: null,
            tagCode: null,
            description: 'Box of books',
            tagPriceCents: null,
            listedCents: null,
            priceCents: 100,
          }),
        ],
        subtotalCents: 16_100,
        discount: { kind: 'percent', value: 1_000 },
        discountCents: 1_610,
        taxBp: 825,
        taxCents: 1_195,
        totalCents: 15_685,
        payments: [
          { method: 'cash', amountCents: 10_000, tenderedCents: 12_000, changeCents: 2_000 },
          { method: 'other', amountCents: 5_685, tenderedCents: null, changeCents: 0 },
        ],
        customer: { name: 'Pat', phone: '555-0100', email: null },
        pickupPending: true,
      }),
      context,
    );
    expect(receipt.lines.map((l) => [l.detail, l.amount])).toEqual([
      ['#7KQ2MX · Tag $240.00, 50% off', '$120.00'],
      ['#C4A1RZ · Tag $40.00, 50% off $20.00', '$15.00'],
      ['#B7B7B7 · Tag $30.00', '$25.00'],
      [null, '$1.00'],
    ]);
    expect(receipt.figures).toEqual([
      { label: 'Subtotal', amount: '$161.00' },
      { label: 'Discount (10%)', amount: '-$16.10' },
      { label: 'Sales tax (8.25%)', amount: '$11.95' },
      { label: 'Total', amount: '$156.85', strong: true },
    ]);
    expect(receipt.payments).toEqual([
      { label: 'Cash', amount: '$100.00' },
      { label: 'Cash tendered', amount: '$120.00' },
      { label: 'Change', amount: '$20.00' },
      { label: 'Other', amount: '$56.85' },
    ]);
    expect(receipt.customer).toBe('Customer: Pat · 555-0100');
    expect(receipt.notes).toEqual(['Paid, picking up later']);
  });

  it('marks a refunded line and what the sale comes to after it; a voided invoice says so, and a pickup done', () => {
    const refunded = receiptOf(
      invoice({
        refundedCents: 24_000,
        lines: [
          line({
            refund: {
              at: '2026-12-05T17:02:00.000Z',
              byName: 'Dana',
              reason: 'Chipped',
              method: 'card',
              cents: 24_000,
            },
          }),
        ],
        pickupPending: true,
        pickedUpAt: '2026-12-05T20:00:00.000Z',
      }),
      context,
    );
    expect(refunded.lines[0]!.refunded).toBe('Refunded $240.00 (card) on Sat, Dec 5, 11:02 AM by Dana: Chipped');
    expect(refunded.after).toEqual([
      { label: 'Refunded', amount: '-$240.00' },
      { label: 'Total after refunds', amount: '$0.00', strong: true },
    ]);
    expect(refunded.notes).toEqual(['Picked up Sat, Dec 5, 2:00 PM']);

    const voided = receiptOf(
      invoice({
        status: 'voided',
        voided: { at: '2026-12-05T17:00:00.000Z', byName: 'Dana', reason: 'Rang up twice' },
      }),
      context,
    );
    expect(voided.voided).toBe('Voided Sat, Dec 5, 11:00 AM by Dana: Rang up twice. Every payment was given back.');
    expect(voided.after).toEqual([]);
  });

  it("names the zone when the sale has none of its own; file names carry the invoice and the sale's name", () => {
    expect(receiptOf(invoice({}), { ...context, timeZone: 'UTC', showZone: true }).when).toBe(
      'Sat, Dec 5, 2026, 4:42 PM UTC',
    );
    expect(receiptFileName(12, 'Élm Street #2')).toBe('receipt-12-elm-street-2.pdf');
    expect(receiptFileName(3, '古い家')).toBe('receipt-3.pdf');
  });
});
