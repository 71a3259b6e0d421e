import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHalfUp } from '@tagwise/core/sale-day/allocate';
import type { Invoice, InvoicePage } from '@tagwise/core/sale-day/invoice-schemas';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import type { Consignor } from '@tagwise/core/sale-day/terms-schemas';
import type { Item } from '@tagwise/core/schemas/items';
import {
  completed,
  errorOf,
  FRIDAY,
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

// The client's settlement (issue 35): every figure from the stored invoices, reconciled to the cent with
// them on a sale that has it all: cart discounts (a percentage and an amount), sales tax, haggled prices,
// a void, a refund, a consignor paid a percentage and one paid a flat amount per item, lines without a
// tag, an item sold twice offline, a pickup still waiting and an item marked Sold by hand.

let t: TestApp;
let work: string;
let sale: Sale;
let pat: Consignor;
let lee: Consignor;
let statement: Settlement;
beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-settlement-'));
  sale = await ringUpTheSale();
  statement = await json<Settlement>(
    t.request(`/api/projects/${sale.project.id}/settlement`, { cookie: sale.admin }),
    200,
  );
});
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_REPORTS) rmSync(work, { recursive: true, force: true });
});

const post = (cookie: string, url: string, body?: unknown) =>
  t.request(url, { method: 'POST', cookie, ...(body === undefined ? {} : { json: body }) });

/** Lots 1-8: $40, $25, $12, $8, $60, $100, $30, $15; Friday full price, Saturday 25 % off, Sunday 50 % off. */
async function ringUpTheSale(): Promise<Sale> {
  const s = await newSale(t, [40, 25, 12, 8, 60, 100, 30, 15]);
  const [lot1, lot2, lot3, lot4, lot5, lot6, lot7] = s.items as [Item, Item, Item, Item, Item, Item, Item, Item];
  await t.request('/api/settings/profile', {
    method: 'PATCH',
    cookie: s.admin,
    json: { businessName: 'Maple Street Estate Sales' },
  });
  await json(
    t.request(`/api/projects/${s.project.id}/sale-terms`, {
      method: 'PATCH',
      cookie: s.admin,
      json: { clientName: 'The Elm family', clientEmail: 'elm@example.com', commissionBp: 3500 },
    }),
    200,
  );
  for (const expense of [
    { description: 'Dumpster', amountCents: 45_000 },
    { description: 'Newspaper ad', amountCents: 6_240 },
  ]) {
    await json(post(s.admin, `/api/projects/${s.project.id}/expenses`, expense), 201);
  }
  pat = await json<Consignor>(
    post(s.admin, `/api/projects/${s.project.id}/consignors`, {
      name: 'Aunt Pat',
      contact: '555-0100',
      payout: { kind: 'percent', bp: 6000 },
    }),
    201,
  );
  lee = await json<Consignor>(
    post(s.admin, `/api/projects/${s.project.id}/consignors`, { name: 'Lee', payout: { kind: 'flat', cents: 400 } }),
    201,
  );
  await json(
    post(s.admin, '/api/items/bulk', {
      selection: { ids: [lot3.id, lot4.id] },
      action: { type: 'consignor', consignorId: pat.id },
    }),
    200,
  );
  for (const lot of [lot5, lot6]) {
    await json(
      t.request(`/api/items/${lot.id}/consignor`, { method: 'PUT', cookie: s.admin, json: { consignorId: lee.id } }),
      200,
    );
  }

  // A (Friday): Lot 1 haggled from $40 to $35, Lot 3 (Pat's), a box of books; 10 % off the cart; cash.
  await completed(
    t,
    s.member,
    s.project.id,
    invoice({
      at: FRIDAY,
      lines: [itemLine(lot1, FRIDAY, 3500), itemLine(lot3, FRIDAY), miscLine('Box of books', 100)],
      discount: { kind: 'percent', value: 1000 },
      pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: 6000 }],
    }),
  );
  // B (Saturday): Lot 2 and Lot 5 (Lee's) at 25 % off, $5 off the cart, split cash and card.
  await completed(
    t,
    s.admin,
    s.project.id,
    invoice({
      lines: [itemLine(lot2, SATURDAY), itemLine(lot5, SATURDAY)],
      discount: { kind: 'amount', value: 500 },
      pay: (total) => [
        { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
        { method: 'card', amountCents: total - 2000 },
      ],
    }),
  );
  // C (Saturday): Lot 4 (Pat's), voided: it never happened.
  const c = await completed(t, s.member, s.project.id, invoice({ lines: [itemLine(lot4, SATURDAY)] }));
  await json(post(s.admin, `/api/invoices/${c.invoice.id}/void`, { reason: 'Rang up twice' }), 200);
  // D (Sunday): Lot 6 (Lee's) at half price and a rug, paid now and picked up later; Lot 6 refunded.
  const d = await completed(
    t,
    s.member,
    s.project.id,
    invoice({
      at: SUNDAY,
      lines: [itemLine(lot6, SUNDAY), miscLine('Rug', 700)],
      customer: { name: 'Dana', phone: '555-0199' },
      pickupPending: true,
    }),
  );
  await json(
    post(s.admin, `/api/invoices/${d.invoice.id}/lines/${d.invoice.lines[0]!.id}/refund`, { reason: 'Cracked' }),
    200,
  );
  // E (Saturday, a phone without signal): Lot 2 sold again, haggled to $15: a double sale, not resolved.
  const e = await completed(
    t,
    s.member,
    s.project.id,
    invoice({ lines: [itemLine(lot2, SATURDAY, 1500)], offline: true, deviceId: 'phone-b' }),
  );
  expect(e.conflicts).toHaveLength(1);
  // Lot 7 marked Sold by hand on its page, with no invoice.
  await json(
    t.request(`/api/items/${lot7.id}`, { method: 'PATCH', cookie: s.admin, json: { status: 'sold', soldPrice: 28 } }),
    200,
  );
  return s;
}

/** Every invoice of the sale as the API answers it. */
async function invoicesOf(s: Sale) {
  const page = await json<InvoicePage>(t.request(`/api/projects/${s.project.id}/invoices`, { cookie: s.admin }), 200);
  return Promise.all(
    page.invoices.map((summary) => json<Invoice>(t.request(`/api/invoices/${summary.id}`, { cookie: s.admin }), 200)),
  );
}

describe('the settlement statement', () => {
  it('reconciles every figure exactly with the stored invoices', async () => {
    const invoices = await invoicesOf(sale);
    expect(invoices).toHaveLength(5);
    const standing = invoices.filter((i) => i.status === 'completed');
    const kept = standing.flatMap((i) => i.lines.filter((l) => l.refund === null));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const invoiceTotals = sum(standing.map((i) => i.totalCents));
    const refunds = sum(standing.map((i) => i.refundedCents));
    const gross = sum(kept.map((l) => l.netCents));
    const tax = sum(kept.map((l) => l.taxCents));
    const grossOf = (id: string) => sum(kept.filter((l) => l.consignorId === id).map((l) => l.netCents));
    const soldBy = (id: string) => kept.filter((l) => l.consignorId === id).length;

    expect(statement).toMatchObject({
      invoiceCount: 4,
      voidedCount: 1,
      invoiceTotalsCents: invoiceTotals,
      refundedCents: refunds,
      salesTaxCents: tax,
      grossCents: gross,
    });
    // Sum of the invoice totals = gross + sales tax + refunds given back.
    expect(statement.invoiceTotalsCents).toBe(statement.grossCents + statement.salesTaxCents + statement.refundedCents);
    // Pat: Lot 3 on A (its net after the 10 % cart discount); Lot 4 was voided. Lee: Lot 5 on B; Lot 6 refunded.
    expect(statement.consignors.map((c) => [c.name, c.itemsSold, c.grossCents, c.payoutCents])).toEqual([
      ['Aunt Pat', 1, grossOf(pat.id), roundHalfUp(grossOf(pat.id), 6000, 10_000)],
      ['Lee', 1, grossOf(lee.id), 400],
    ]);
    expect(soldBy(pat.id)).toBe(1);
    expect(soldBy(lee.id)).toBe(1);
    const consignorGross = grossOf(pat.id) + grossOf(lee.id);
    const clientGross = gross - consignorGross;
    const commission = roundHalfUp(clientGross, 3500, 10_000);
    expect(statement).toMatchObject({
      consignorGrossCents: consignorGross,
      clientGrossCents: clientGross,
      commissionBp: 3500,
      commissionCents: commission,
      expensesCents: 45_000 + 6_240,
      consignorPayoutsCents: roundHalfUp(grossOf(pat.id), 6000, 10_000) + 400,
      netToClientCents: clientGross - commission - 51_240,
      operatorKeepsCents: commission + consignorGross - statement.consignorPayoutsCents,
    });
    // The client's gross holds the lines without a tag and both sales of Lot 2 (both buyers paid).
    const lot2Lines = kept.filter((l) => l.itemId === sale.items[1]!.id);
    expect(lot2Lines).toHaveLength(2);
    expect(clientGross).toBe(sum(kept.filter((l) => l.consignorId === null).map((l) => l.netCents)));
  });

  it('has the figures a person can check by hand', () => {
    // A: $35 + $12 + $1 = $48.00, 10 % off = $43.20, tax $3.56: $46.76. Lines net $31.50, $10.80, $0.90.
    // B: $19 + $45 = $64.00, $5 off = $59.00, tax $4.87: $63.87. Lines net $17.52, $41.48.
    // D: $50 + $7 = $57.00, tax $4.70: $61.70; Lot 6's $50.00 + $4.12 of the tax refunded ($54.12).
    // E: $15.00 + $1.24 tax = $16.24.
    expect(statement.invoiceTotalsCents).toBe(4676 + 6387 + 6170 + 1624);
    expect(statement.refundedCents).toBe(5412);
    expect(statement.grossCents).toBe(3150 + 1080 + 90 + 1752 + 4148 + 700 + 1500);
    expect(statement.consignors.map((c) => c.grossCents)).toEqual([1080, 4148]);
    expect(statement.consignors.map((c) => c.payoutCents)).toEqual([648, 400]);
    expect(statement.clientGrossCents).toBe(3150 + 90 + 1752 + 700 + 1500);
    expect(statement.commissionCents).toBe(2517); // 35 % of $71.92 = $25.172
    expect(statement.netToClientCents).toBe(7192 - 2517 - 51_240);
  });

  it('lists the unsold items at their tag prices and flags what is not settled yet', () => {
    expect(statement.unsold.items.map((i) => [i.name, i.status, i.tagPrice, i.consignorName])).toEqual([
      ['Lot 4', 'available', 8, 'Aunt Pat'],
      ['Lot 6', 'available', 100, 'Lee'],
      ['Lot 8', 'available', 15, null],
    ]);
    expect(statement.unsold).toMatchObject({ count: 3, tagValue: 123 });
    expect(statement.flags.doubleSales).toEqual([
      expect.objectContaining({ itemName: 'Lot 2', tagCode: sale.items[1]!.tagCode, invoiceNumbers: [2, 5] }),
    ]);
    expect(statement.flags.pendingPickups).toEqual([
      expect.objectContaining({ number: 4, customerName: 'Dana', totalCents: 6170 }),
    ]);
    expect(statement.flags.soldWithoutInvoice).toEqual({ count: 1, soldValue: 28 });
    expect(statement.client).toEqual({ name: 'The Elm family', email: 'elm@example.com' });
    expect(statement.expenses.map((e) => [e.description, e.amountCents])).toEqual([
      ['Dumpster', 45_000],
      ['Newspaper ad', 6_240],
    ]);
  });

  it('prints as a PDF with the business on the cover and the same figures', async () => {
    const res = await t.request(`/api/projects/${sale.project.id}/reports/settlement.pdf`, { cookie: sale.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/filename="settlement-statement-elm-street-\d+\.pdf"/);
    const file = path.join(work, 'settlement.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Maple Street Estate Sales',
      'Settlement statement',
      'Prepared for The Elm family · elm@example.com',
      'Made with Tagwise',
    ]) {
      expect(text).toContain(expected);
    }
    const s = statement;
    expect(text).toMatch(
      new RegExp(
        [s.grossCents, s.commissionCents, s.consignorPayoutsCents].map((c) => escape(formatMoney(c))).join('\\s+') +
          `\\s+−${escape(formatMoney(-s.netToClientCents))}`,
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `Invoice totals \\(4 invoices; 1 voided, not counted\\)\\s+${escape(formatMoney(s.invoiceTotalsCents))}`,
      ),
    );
    expect(text).toMatch(new RegExp(`Refunds\\s+−${escape(formatMoney(s.refundedCents))}`));
    expect(text).toMatch(new RegExp(`Sales tax collected\\s+−${escape(formatMoney(s.salesTaxCents))}`));
    expect(text).toMatch(new RegExp(`Commission \\(35%\\)\\s+−${escape(formatMoney(s.commissionCents))}`));
    expect(text).toMatch(/Dumpster\s+\$450\.00/);
    expect(text).toMatch(/Aunt Pat\s+60% of sales\s+1\s+\$10\.80\s+\$6\.48/);
    expect(text).toMatch(/Lee\s+\$4\.00 per item sold\s+1\s+\$41\.48\s+\$4\.00/);
    expect(text).toContain(M.clientOwes(-s.netToClientCents));
    expect(text).toContain(M.unresolvedDoubleSales(1));
    expect(text).toMatch(/Lot 2 \(#\w+\): invoices 2 and 5/);
    expect(text).toContain(M.pendingPickups(1));
    expect(text).toContain(M.soldWithoutInvoice(1, 28));
    expect(text).toMatch(/Unsold items \(3, \$123 at their tag prices\)/);
    expect(text).toMatch(new RegExp(`${sale.items[5]!.tagCode}\\s+Lot 6\\s+Available\\s+Lee\\s+\\$100`));
  });

  it('is the admin’s alone, and another workspace’s sale is not found', async () => {
    for (const url of ['settlement', 'reports/settlement.pdf']) {
      const member = await t.request(`/api/projects/${sale.project.id}/${url}`, { cookie: sale.member });
      expect(member.status).toBe(403);
      expect((await errorOf(member)).message).toBe(M.settlementAdminOnly);
      const stranger = await newSale(t, []);
      const foreign = await t.request(`/api/projects/${sale.project.id}/${url}`, { cookie: stranger.admin });
      expect(foreign.status).toBe(404);
    }
  });

  it('pays a consignor for an item assigned after it sold, and never for a refunded one', async () => {
    const s = await newSale(t, [40, 20]);
    const kim = await json<Consignor>(
      post(s.admin, `/api/projects/${s.project.id}/consignors`, { name: 'Kim', payout: { kind: 'percent', bp: 5000 } }),
      201,
    );
    const sold = await completed(
      t,
      s.member,
      s.project.id,
      invoice({ at: FRIDAY, lines: [itemLine(s.items[0]!, FRIDAY), itemLine(s.items[1]!, FRIDAY)], taxBp: 825 }),
    );
    await json(
      post(s.admin, `/api/invoices/${sold.invoice.id}/lines/${sold.invoice.lines[1]!.id}/refund`, { reason: 'Torn' }),
      200,
    );
    await json(
      post(s.admin, '/api/items/bulk', {
        selection: { ids: s.items.map((i) => i.id) },
        action: { type: 'consignor', consignorId: kim.id },
      }),
      200,
    );
    const after = await json<Settlement>(
      t.request(`/api/projects/${s.project.id}/settlement`, { cookie: s.admin }),
      200,
    );
    expect(after.consignors).toEqual([
      expect.objectContaining({ name: 'Kim', itemsSold: 1, grossCents: 4000, payoutCents: 2000 }),
    ]);
    expect(after.clientGrossCents).toBe(0);
    const invoiceNow = await json<Invoice>(t.request(`/api/invoices/${sold.invoice.id}`, { cookie: s.admin }), 200);
    // The refunded line keeps the consignor it had (none): its money went back.
    expect(invoiceNow.lines.map((l) => l.consignorId)).toEqual([kim.id, null]);
    expect(invoiceNow.totalCents).toBe(sold.invoice.totalCents);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
}
