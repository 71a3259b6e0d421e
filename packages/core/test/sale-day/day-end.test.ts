import { describe, expect, it } from 'vitest';
import { expectedCash, summarizeDayEnd, type DayEndInvoice } from '../../src/sale-day/day-end.ts';

const invoice = (over: Partial<DayEndInvoice> & Pick<DayEndInvoice, 'number'>): DayEndInvoice => ({
  status: 'completed',
  saleDay: '2026-12-05',
  rungBy: 'ann',
  rungByName: 'Ann',
  totalCents: 0,
  taxCents: 0,
  voided: null,
  payments: [],
  lines: [],
  ...over,
});

const refund = (day: string, method: 'cash' | 'card' | 'other') => ({
  day,
  at: `${day}T18:00:00.000Z`,
  method,
  reason: 'Chipped',
  byName: 'Admin',
});

// Saturday: #1 cash $21.65 (handed $30, $8.35 change), #2 split $10 cash + $15.98 card, #3 card voided,
// #4 other $5. Sunday: #5 card $10.83, and #1's second line refunded in cash on Sunday.
const SALE: DayEndInvoice[] = [
  invoice({
    number: 1,
    totalCents: 2165,
    taxCents: 165,
    payments: [{ method: 'cash', amountCents: 2165, tenderedCents: 3000 }],
    lines: [
      { description: 'Lamp', netCents: 1500, taxCents: 124, refund: null },
      { description: 'Cup', netCents: 500, taxCents: 41, refund: refund('2026-12-06', 'cash') },
    ],
  }),
  invoice({
    number: 2,
    rungBy: 'bob',
    rungByName: 'Bob',
    totalCents: 2598,
    taxCents: 198,
    payments: [
      { method: 'cash', amountCents: 1000, tenderedCents: null },
      { method: 'card', amountCents: 1598, tenderedCents: null },
    ],
    lines: [{ description: 'Chair', netCents: 2400, taxCents: 198, refund: null }],
  }),
  invoice({
    number: 3,
    status: 'voided',
    totalCents: 5413,
    taxCents: 413,
    voided: { day: '2026-12-05', at: '2026-12-05T17:05:00.000Z', byName: 'Admin', reason: 'Rang up twice' },
    payments: [{ method: 'card', amountCents: 5413, tenderedCents: null }],
    lines: [{ description: 'Desk', netCents: 5000, taxCents: 413, refund: null }],
  }),
  invoice({
    number: 4,
    totalCents: 500,
    payments: [{ method: 'other', amountCents: 500, tenderedCents: null }],
    lines: [{ description: 'Books', netCents: 500, taxCents: 0, refund: null }],
  }),
  invoice({
    number: 5,
    saleDay: '2026-12-06',
    totalCents: 1083,
    taxCents: 83,
    payments: [{ method: 'card', amountCents: 1083, tenderedCents: null }],
    lines: [{ description: 'Vase', netCents: 1000, taxCents: 83, refund: null }],
  }),
];

describe('the day’s end', () => {
  it('sums a day from its stored invoices: cash net of change, a voided invoice as nothing', () => {
    const saturday = summarizeDayEnd(SALE, '2026-12-05');
    expect(saturday).toMatchObject({
      invoiceCount: 3,
      salesCents: 2165 + 2598 + 500,
      taxCents: 165 + 198,
      refundedCents: 0,
      takingsCents: 5263,
    });
    expect(saturday.byMethod).toEqual([
      { method: 'cash', takenCents: 3165, refundedCents: 0, netCents: 3165, tenderedCents: 4000, changeCents: 835 },
      { method: 'card', takenCents: 1598, refundedCents: 0, netCents: 1598, tenderedCents: 0, changeCents: 0 },
      { method: 'other', takenCents: 500, refundedCents: 0, netCents: 500, tenderedCents: 0, changeCents: 0 },
    ]);
    expect(saturday.byPerson).toEqual([
      { userId: 'ann', name: 'Ann', invoiceCount: 2, salesCents: 2665 },
      { userId: 'bob', name: 'Bob', invoiceCount: 1, salesCents: 2598 },
    ]);
    expect(saturday.voids).toEqual([
      { number: 3, totalCents: 5413, at: '2026-12-05T17:05:00.000Z', byName: 'Admin', reason: 'Rang up twice' },
    ]);
    expect(saturday.refunds).toEqual([]);
  });

  it('puts a refund on the day its money went back, by its method', () => {
    const sunday = summarizeDayEnd(SALE, '2026-12-06');
    expect(sunday).toMatchObject({ invoiceCount: 1, salesCents: 1083, refundedCents: 541, takingsCents: 542 });
    expect(sunday.byMethod[0]).toMatchObject({ method: 'cash', takenCents: 0, refundedCents: 541, netCents: -541 });
    expect(sunday.refunds).toEqual([
      {
        invoiceNumber: 1,
        description: 'Cup',
        cents: 541,
        method: 'cash',
        at: '2026-12-06T18:00:00.000Z',
        byName: 'Admin',
        reason: 'Chipped',
      },
    ]);
    expect(expectedCash(10_000, sunday.byMethod[0]!)).toBe(10_000 - 541);
    expect(expectedCash(10_000, summarizeDayEnd(SALE, '2026-12-05').byMethod[0]!)).toBe(13_165);
  });

  it('adds the days up to the whole sale', () => {
    const whole = summarizeDayEnd(SALE, null);
    expect(whole).toMatchObject({ invoiceCount: 4, salesCents: 6346, refundedCents: 541, takingsCents: 5805 });
    expect(whole.byDay).toEqual([
      { day: '2026-12-05', invoiceCount: 3, salesCents: 5263, taxCents: 363, refundedCents: 0, takingsCents: 5263 },
      { day: '2026-12-06', invoiceCount: 1, salesCents: 1083, taxCents: 83, refundedCents: 541, takingsCents: 542 },
    ]);
    const methods = whole.byMethod.reduce((sum, m) => sum + m.netCents, 0);
    expect(methods).toBe(whole.takingsCents);
  });

  it('keeps an invoice voided on a later day on the day it sold, and gives its payments back on the day of the void', () => {
    // Saturday's #6, $32.48 ($20 cash from $40, the rest by card), brought back and voided on Sunday: Saturday's
    // drawer held that cash when it was counted, and Sunday's drawer paid it back.
    const late = invoice({
      number: 6,
      status: 'voided',
      totalCents: 3248,
      taxCents: 248,
      voided: { day: '2026-12-06', at: '2026-12-06T16:00:00.000Z', byName: 'Admin', reason: 'Brought back' },
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 4000 },
        { method: 'card', amountCents: 1248, tenderedCents: null },
      ],
      lines: [{ description: 'Mirror', netCents: 3000, taxCents: 248, refund: null }],
    });
    const sale = [...SALE, late];
    const before = summarizeDayEnd(SALE, '2026-12-05');
    const saturday = summarizeDayEnd(sale, '2026-12-05');
    expect(saturday).toMatchObject({
      invoiceCount: before.invoiceCount + 1,
      salesCents: before.salesCents + 3248,
      taxCents: before.taxCents + 248,
      refundedCents: 0,
    });
    expect(saturday.byMethod[0]).toMatchObject({
      takenCents: before.byMethod[0]!.takenCents + 2000,
      changeCents: 835 + 2000,
    });
    expect(saturday.voids.map((v) => v.number)).toEqual([3]);

    const sunday = summarizeDayEnd(sale, '2026-12-06');
    expect(sunday).toMatchObject({
      invoiceCount: 1,
      salesCents: 1083,
      refundedCents: 541 + 3248,
      takingsCents: 1083 - 541 - 3248,
    });
    expect(sunday.byMethod.map((m) => [m.method, m.refundedCents])).toEqual([
      ['cash', 541 + 2000],
      ['card', 1248],
      ['other', 0],
    ]);
    expect(expectedCash(10_000, sunday.byMethod[0]!)).toBe(10_000 - 541 - 2000);
    expect(sunday.voids).toEqual([
      { number: 6, totalCents: 3248, at: '2026-12-06T16:00:00.000Z', byName: 'Admin', reason: 'Brought back' },
    ]);

    // Over the whole sale the void takes back what the sale brought in.
    const whole = summarizeDayEnd(sale, null);
    expect(whole.takingsCents).toBe(summarizeDayEnd(SALE, null).takingsCents);
    expect(whole.byMethod.reduce((sum, m) => sum + m.netCents, 0)).toBe(whole.takingsCents);
  });

  it('is empty for a day without sales', () => {
    expect(summarizeDayEnd(SALE, '2026-12-04')).toMatchObject({
      invoiceCount: 0,
      salesCents: 0,
      byDay: [],
      byPerson: [],
      voids: [],
    });
  });
});
