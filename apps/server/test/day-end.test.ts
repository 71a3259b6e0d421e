import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashCount, SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { saleInvoices } from '../src/db/schema/sale-day.ts';
import {
  completed,
  errorOf,
  invoice,
  itemLine,
  json,
  miscLine,
  newSale,
  SATURDAY,
  SUNDAY,
  type Sale,
} from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The day's end (issue 35; members and the admin): takings by payment method, by sale day and by person,
// voids and refunds, and the cash drawer counted against what it should hold. Every figure is read from the
// stored invoices: the tags' discount line and the tax rate changed afterwards change none of them.

let t: TestApp;
let sale: Sale;
beforeAll(async () => {
  t = await createTestApp();
  sale = await newSale(t, [40, 25, 12, 8]);
  const [lamp, vase, cup, bowl] = sale.items;
  // Saturday, by Ann (the member): Lamp $30 and Cup $9, tax $3.22, $42.22 in cash from $50 ($7.78 change).
  await completed(
    t,
    sale.member,
    sale.project.id,
    invoice({
      lines: [itemLine(lamp!, SATURDAY), itemLine(cup!, SATURDAY)],
      pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: 5000 }],
    }),
  );
  // Saturday, by the admin: Vase $19 + books $1, tax $1.65: $21.65, $10 cash and the rest by card.
  await completed(
    t,
    sale.admin,
    sale.project.id,
    invoice({
      lines: [itemLine(vase!, SATURDAY), miscLine('Books', 100)],
      pay: (total) => [
        { method: 'cash', amountCents: 1000 },
        { method: 'card', amountCents: total - 1000 },
      ],
    }),
  );
  // Saturday, by Ann, voided: the bowl, $6.50 by card.
  const voided = await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(bowl!, SATURDAY)] }));
  await json(
    t.request(`/api/invoices/${voided.invoice.id}/void`, {
      method: 'POST',
      cookie: sale.admin,
      json: { reason: 'Rang up twice' },
    }),
    200,
  );
  // Sunday, by Ann: a rug, $5 paid "other" ($5.41 with tax). Friday took nothing.
  await completed(
    t,
    sale.member,
    sale.project.id,
    invoice({
      at: SUNDAY,
      lines: [miscLine('Rug', 500)],
      pay: (total) => [{ method: 'other', amountCents: total }],
    }),
  );
  // The tags' discounts and the tax change after the sale: no figure below may move.
  await json(
    t.request(`/api/projects/${sale.project.id}/sale-terms`, {
      method: 'PATCH',
      cookie: sale.admin,
      json: { salesTaxBp: 1000 },
    }),
    200,
  );
  await json(
    t.request(`/api/projects/${sale.project.id}`, {
      method: 'PATCH',
      cookie: sale.admin,
      json: { tagDiscountLine: null },
    }),
    200,
  );
});
afterAll(() => t.close());

const summary = (cookie: string, day?: string) =>
  json<SalesSummary>(
    t.request(`/api/projects/${sale.project.id}/sales-summary${day ? `?day=${day}` : ''}`, { cookie }),
    200,
  );

describe("the day's end", () => {
  it('sums Saturday by method, by person, with its void, from the stored invoices', async () => {
    const saturday = await summary(sale.member, '2026-12-05');
    expect(saturday).toMatchObject({
      day: '2026-12-05',
      days: ['2026-12-04', '2026-12-05', '2026-12-06'],
      invoiceCount: 2,
      salesCents: 4222 + 2165,
      taxCents: 322 + 165,
      refundedCents: 0,
      takingsCents: 6387,
      unresolvedDoubleSales: 0,
      pendingPickups: 0,
    });
    expect(saturday.byMethod).toEqual([
      { method: 'cash', takenCents: 5222, refundedCents: 0, netCents: 5222, tenderedCents: 6000, changeCents: 778 },
      { method: 'card', takenCents: 1165, refundedCents: 0, netCents: 1165, tenderedCents: 0, changeCents: 0 },
      { method: 'other', takenCents: 0, refundedCents: 0, netCents: 0, tenderedCents: 0, changeCents: 0 },
    ]);
    expect(saturday.byPerson.map((p) => [p.name.split('-')[0], p.invoiceCount, p.salesCents])).toEqual([
      ['ann', 1, 4222],
      ['sale', 1, 2165],
    ]);
    expect(saturday.voids).toEqual([expect.objectContaining({ number: 3, totalCents: 650, reason: 'Rang up twice' })]);
  });

  it('puts a refund on the day it was given, and adds the days up to the whole sale', async () => {
    const page = await json<{ invoices: { id: string; number: number }[] }>(
      t.request(`/api/projects/${sale.project.id}/invoices`, { cookie: sale.admin }),
      200,
    );
    const first = page.invoices.find((i) => i.number === 1)!;
    const detail = await json<{ lines: { id: string }[] }>(
      t.request(`/api/invoices/${first.id}`, { cookie: sale.admin }),
      200,
    );
    // Refunded now: today's date where the sale is (Chicago).
    await json(
      t.request(`/api/invoices/${first.id}/lines/${detail.lines[1]!.id}/refund`, {
        method: 'POST',
        cookie: sale.admin,
        json: { reason: 'Chipped' },
      }),
      200,
    );
    const whole = await summary(sale.admin);
    const today = whole.today;
    expect(whole.days).toContain(today);
    expect(whole.refunds).toEqual([
      expect.objectContaining({
        invoiceNumber: 1,
        description: 'Lot 3',
        cents: 900 + 74,
        method: 'cash',
        reason: 'Chipped',
      }),
    ]);
    expect(whole).toMatchObject({ invoiceCount: 3, salesCents: 6387 + 541, refundedCents: 974 });
    expect(whole.takingsCents).toBe(6387 + 541 - 974);
    expect(whole.byDay.find((d) => d.day === '2026-12-06')).toMatchObject({ invoiceCount: 1, salesCents: 541 });
    const refundDay = await summary(sale.admin, today);
    expect(refundDay.byMethod[0]).toMatchObject({ method: 'cash', refundedCents: 974 });
    // Saturday's own figures are as they were.
    expect((await summary(sale.admin, '2026-12-05')).takingsCents).toBe(6387);
  });

  it("counts Saturday's drawer against what it should hold, and keeps every count with who and when", async () => {
    const counted = await json<CashCount>(
      t.request(`/api/projects/${sale.project.id}/cash-counts`, {
        method: 'POST',
        cookie: sale.member,
        json: { saleDay: '2026-12-05', openingFloatCents: 10_000, countedCents: 15_200, note: 'Two of us counted' },
      }),
      201,
    );
    // $100.00 float + $52.22 cash taken - $0 refunded that day = $152.22; counted $152.00: $0.22 short.
    expect(counted).toMatchObject({
      saleDay: '2026-12-05',
      openingFloatCents: 10_000,
      expectedCents: 15_222,
      countedCents: 15_200,
      differenceCents: -22,
      note: 'Two of us counted',
    });
    expect(counted.countedByName).toMatch(/^ann-/);
    expect(M.cashCountSaved(counted.differenceCents)).toBe('Cash count saved: the drawer is $0.22 short');
    const recount = await json<CashCount>(
      t.request(`/api/projects/${sale.project.id}/cash-counts`, {
        method: 'POST',
        cookie: sale.admin,
        json: { saleDay: '2026-12-05', openingFloatCents: 10_000, countedCents: 15_222 },
      }),
      201,
    );
    expect(recount).toMatchObject({ differenceCents: 0, note: null });
    const saturday = await summary(sale.member, '2026-12-05');
    expect(saturday.cashCounts.map((c) => c.id)).toEqual([recount.id, counted.id]);
    expect((await summary(sale.member)).cashCounts).toEqual([]);
  });

  it('refuses a count it cannot read, and saves nothing', async () => {
    for (const [body, message] of [
      [{ saleDay: 'Saturday', openingFloatCents: 0, countedCents: 0 }, `saleDay: ${M.dayFormat}`],
      [{ saleDay: '2026-12-05', openingFloatCents: -1, countedCents: 0 }, `openingFloatCents: ${M.floatNegative}`],
      [{ saleDay: '2026-12-05', openingFloatCents: 0, countedCents: -5 }, `countedCents: ${M.countedNegative}`],
    ] as const) {
      const res = await t.request(`/api/projects/${sale.project.id}/cash-counts`, {
        method: 'POST',
        cookie: sale.member,
        json: body,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await summary(sale.member, '2026-12-04')).cashCounts).toEqual([]);
    const bad = await t.request(`/api/projects/${sale.project.id}/sales-summary?day=Sat`, { cookie: sale.member });
    expect(bad.status).toBe(400);
  });

  it("keeps a sale voided the next day in its own day's drawer, and takes its cash out of the day of the void", async () => {
    const other = await newSale(t, [40]);
    const sold = await completed(
      t,
      other.member,
      other.project.id,
      invoice({
        lines: [itemLine(other.items[0]!, SATURDAY)],
        pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: 5000 }],
      }),
    );
    const total = sold.invoice.totalCents;
    const day = (d: string) =>
      json<SalesSummary>(
        t.request(`/api/projects/${other.project.id}/sales-summary?day=${d}`, { cookie: other.admin }),
        200,
      );
    const count = (saleDay: string) =>
      json<CashCount>(
        t.request(`/api/projects/${other.project.id}/cash-counts`, {
          method: 'POST',
          cookie: other.member,
          json: { saleDay, openingFloatCents: 10_000, countedCents: 10_000 },
        }),
        201,
      );
    // Saturday's drawer is counted with the sale's cash in it.
    expect((await count('2026-12-05')).expectedCents).toBe(10_000 + total);
    // The buyer brings it back on Sunday and the admin voids the invoice, paying the cash back from the drawer.
    await json(
      t.request(`/api/invoices/${sold.invoice.id}/void`, {
        method: 'POST',
        cookie: other.admin,
        json: { reason: 'Brought back' },
      }),
      200,
    );
    await t.database.db
      .update(saleInvoices)
      .set({ voidedAt: new Date('2026-12-06T19:00:00.000Z') })
      .where(eq(saleInvoices.id, sold.invoice.id));

    const saturday = await day('2026-12-05');
    expect(saturday).toMatchObject({ invoiceCount: 1, salesCents: total, takingsCents: total, voids: [] });
    const sunday = await day('2026-12-06');
    expect(sunday).toMatchObject({ invoiceCount: 0, salesCents: 0, refundedCents: total, takingsCents: -total });
    expect(sunday.byMethod[0]).toMatchObject({ method: 'cash', refundedCents: total, netCents: -total });
    expect(sunday.voids).toEqual([expect.objectContaining({ number: sold.invoice.number, reason: 'Brought back' })]);
    // What Sunday's drawer should hold after paying the cash back; Saturday's count still reads right.
    expect((await count('2026-12-06')).expectedCents).toBe(10_000 - total);
    expect((await count('2026-12-05')).expectedCents).toBe(10_000 + total);
    const whole = await json<SalesSummary>(
      t.request(`/api/projects/${other.project.id}/sales-summary`, { cookie: other.admin }),
      200,
    );
    expect(whole.takingsCents).toBe(0);
    // Voided after the sale's last day instead: that day is offered, with the cash paid back.
    await t.database.db
      .update(saleInvoices)
      .set({ voidedAt: new Date('2026-12-07T19:00:00.000Z') })
      .where(eq(saleInvoices.id, sold.invoice.id));
    const monday = await day('2026-12-07');
    expect(monday.days).toContain('2026-12-07');
    expect(monday.byMethod[0]).toMatchObject({ method: 'cash', refundedCents: total });
  });
});
