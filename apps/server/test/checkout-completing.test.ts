import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import type { Invoice, InvoicePage } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { items } from '../src/db/schema/items.ts';
import { projects } from '../src/db/schema/projects.ts';
import { saleInvoices } from '../src/db/schema/sale-day.ts';
import {
  catalogOf,
  complete,
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a refused request must leave as it was: the sale's invoices, its next number, its items. */
async function state(sale: Sale) {
  const [invoices] = await t.database.db
    .select({ n: count() })
    .from(saleInvoices)
    .where(eq(saleInvoices.projectId, sale.project.id));
  const [project] = await t.database.db
    .select({ next: projects.nextInvoiceNumber })
    .from(projects)
    .where(eq(projects.id, sale.project.id));
  const rows = await t.database.db
    .select({ id: items.id, status: items.status, soldPrice: items.soldPrice, updatedAt: items.updatedAt })
    .from(items)
    .where(eq(items.projectId, sale.project.id))
    .orderBy(items.id);
  return { invoices: invoices!.n, next: project!.next, items: rows };
}

describe('completing a sale at the door', () => {
  it("rings up Saturday's prices, a haggled line and a line without a tag, with a cart discount and tax, to the cent", async () => {
    const sale = await newSale(t);
    const [lamp, vase, cup] = sale.items;
    const body = invoice({
      lines: [
        itemLine(lamp!, SATURDAY),
        itemLine(vase!, SATURDAY, 1500),
        itemLine(cup!, SATURDAY),
        miscLine('Box of books', 100),
      ],
      discount: { kind: 'percent', value: 1000 },
      pay: (total) => [
        { method: 'cash', amountCents: 2000, tenderedCents: 2500 },
        { method: 'card', amountCents: total - 2000 },
      ],
      customer: { name: 'Pat Buyer', email: 'pat@example.com' },
    });
    const { invoice: stored, replayed, conflicts } = await completed(t, sale.member, sale.project.id, body);
    expect({ replayed, conflicts }).toEqual({ replayed: false, conflicts: [] });
    // $40 at 25 % off is $30; the $25 vase haggled to $15 (listed $19 beside it); $12 at 25 % off is $9; $1.
    expect(
      stored.lines.map((l) => [l.description, l.tagPriceCents, l.dayDiscountBp, l.listedCents, l.priceCents]),
    ).toEqual([
      ['Lot 1', 4000, 2500, 3000, 3000],
      ['Lot 2', 2500, 2500, 1900, 1500],
      ['Lot 3', 1200, 2500, 900, 900],
      ['Box of books', null, null, null, 100],
    ]);
    // $55.00, less 10 % ($5.50) = $49.50, 8.25 % tax = $4.08375 -> $4.08; total $53.58.
    expect(stored).toMatchObject({
      number: 1,
      status: 'completed',
      subtotalCents: 5500,
      discount: { kind: 'percent', value: 1000 },
      discountCents: 550,
      taxBp: 825,
      taxCents: 408,
      totalCents: 5358,
      paidCents: 5358,
      changeCents: 500,
      saleDay: '2026-12-05',
      offline: false,
      customer: { name: 'Pat Buyer', phone: null, email: 'pat@example.com' },
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 2500, changeCents: 500 },
        { method: 'card', amountCents: 3358, tenderedCents: null, changeCents: 0 },
      ],
    });
    expect(stored.rungBy.name).toMatch(/^ann-/);
    expect(stored.lines.reduce((a, l) => a + l.netCents, 0)).toBe(5500 - 550);
    expect(stored.lines.reduce((a, l) => a + l.taxCents, 0)).toBe(408);
    expect(stored.lines.map((l) => l.tagCode)).toEqual([lamp!.tagCode, vase!.tagCode, cup!.tagCode, null]);

    // Each item is Sold at its line's net in whole dollars, at the moment of the sale, by the member.
    const lampNow = await json<ItemDetail>(t.request(`/api/items/${lamp!.id}`, { cookie: sale.admin }), 200);
    expect(lampNow).toMatchObject({ status: 'sold', soldPrice: 27, soldAt: SATURDAY });
    expect(lampNow.priceHistory[0]).toMatchObject({
      soldPrice: 27,
      previousSoldPrice: null,
      breakdown: 'On invoice 1',
    });
    expect(lampNow.priceHistory[0]!.actorName).toMatch(/^ann-/);
    // The next sale takes the next number.
    const next = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[3]!, SUNDAY)], at: SUNDAY }),
    );
    expect(next.invoice).toMatchObject({ number: 2, saleDay: '2026-12-06', subtotalCents: 400 });
  });

  it('tells the other phones at once: the catalog names the invoice, the time and the person', async () => {
    const sale = await newSale(t, [40, 25]);
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }));
    const catalog = await catalogOf(t, sale.admin, sale.project.id);
    expect(catalog.project).toMatchObject({
      timeZone: 'America/Chicago',
      tagDiscountLine: 'Sat 25% off · Sun 50% off',
      salesTaxBp: 825,
    });
    const [sold, free] = [sale.items[0]!, sale.items[1]!].map((item) => catalog.items.find((i) => i.id === item.id)!);
    expect(sold).toMatchObject({ status: 'sold', tagPriceCents: 4000, sale: { invoiceNumber: 1, soldAt: SATURDAY } });
    expect(free).toMatchObject({ status: 'available', sale: null, hold: null, tagPriceCents: 2500 });
  });

  it('keeps a pickup for later with the buyer, until it is picked up (once)', async () => {
    const sale = await newSale(t, [40]);
    const body = invoice({
      lines: [itemLine(sale.items[0]!, SATURDAY)],
      pickupPending: true,
      customer: { name: 'Pat', phone: '555-0100' },
    });
    const { invoice: paid } = await completed(t, sale.member, sale.project.id, body);
    expect(paid).toMatchObject({ pickupPending: true, pickedUpAt: null });
    const page = await json<InvoicePage>(
      t.request(`/api/projects/${sale.project.id}/invoices?pickup=pending`, { cookie: sale.member }),
      200,
    );
    expect(page.invoices.map((i) => i.number)).toEqual([1]);
    const picked = await json<Invoice>(
      t.request(`/api/invoices/${paid.id}/picked-up`, { method: 'POST', cookie: sale.member }),
      200,
    );
    expect(picked.pickedUpAt).not.toBeNull();
    const again = await t.request(`/api/invoices/${paid.id}/picked-up`, { method: 'POST', cookie: sale.member });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(M.pickedUpAlready(1));
    const other = await completed(t, sale.member, sale.project.id, invoice({ lines: [miscLine('Rug', 500)] }));
    const notPickup = await t.request(`/api/invoices/${other.invoice.id}/picked-up`, {
      method: 'POST',
      cookie: sale.member,
    });
    expect((await errorOf(notPickup)).message).toBe(M.notPickup(2));
  });

  it('lists invoices newest first, by sale day, 50 a page', async () => {
    const sale = await newSale(t, []);
    for (let i = 0; i < 52; i++) {
      await completed(
        t,
        sale.member,
        sale.project.id,
        invoice({ lines: [miscLine(`Lot ${i}`, 100)], at: i < 2 ? FRIDAY : SATURDAY }),
      );
    }
    const first = await json<InvoicePage>(
      t.request(`/api/projects/${sale.project.id}/invoices`, { cookie: sale.member }),
      200,
    );
    expect(first.invoices).toHaveLength(50);
    expect(first.invoices[0]).toMatchObject({
      number: 52,
      lineCount: 1,
      totalCents: 108,
      refundedCents: 0,
      hasConflict: false,
    });
    const second = await json<InvoicePage>(
      t.request(`/api/projects/${sale.project.id}/invoices?cursor=${first.nextCursor}`, { cookie: sale.member }),
      200,
    );
    expect(second).toMatchObject({ nextCursor: null, invoices: [{ number: 2 }, { number: 1 }] });
    const friday = await json<InvoicePage>(
      t.request(`/api/projects/${sale.project.id}/invoices?day=2026-12-04`, { cookie: sale.member }),
      200,
    );
    expect(friday.invoices.map((i) => i.number)).toEqual([2, 1]);
  });
});

describe('bad input gets a clear answer and changes nothing', () => {
  let sale: Sale;
  let other: Sale;
  beforeAll(async () => {
    sale = await newSale(t);
    other = await newSale(t);
  });

  const refused = async (body: unknown, status: number, message: string | RegExp) => {
    const before = await state(sale);
    const res = await complete(t, sale.member, sale.project.id, body);
    expect(res.status, await res.clone().text()).toBe(status);
    const error = await errorOf(res);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await state(sale)).toEqual(before);
  };

  it('refuses a tag from another sale of the workspace, and says so at the lookup too', async () => {
    const project = await json<{ id: string }>(
      t.request('/api/projects', { method: 'POST', cookie: sale.admin, json: { name: 'Oak Avenue' } }),
      201,
    );
    const elsewhere = await json<{ id: string; tagCode: string; name: string; tagPrice: number }>(
      t.request('/api/items', {
        method: 'POST',
        cookie: sale.admin,
        json: { projectId: project.id, name: 'Oak chair', category: 'Furniture', tagPrice: 30 },
      }),
      201,
    );
    const line = {
      ...itemLine(sale.items[0]!, SATURDAY),
      itemId: elsewhere.id,
      tagPriceCents: 3000,
      listedCents: 2300,
      priceCents: 2300,
    };
    await refused(
      invoice({ lines: [line] }),
      409,
      `Oak chair (#${elsewhere.tagCode}): This tag belongs to another sale`,
    );
    const lookup = await t.request(`/api/projects/${sale.project.id}/checkout/lookup?code=%23${elsewhere.tagCode}`, {
      cookie: sale.member,
    });
    expect(lookup.status).toBe(409);
    expect((await errorOf(lookup)).message).toBe('This tag belongs to another sale');
  });

  it('says a tag of another workspace or another server belongs to another sale, and tells nothing more', async () => {
    const code = other.items[0]!.tagCode;
    const lookup = await t.request(`/api/projects/${sale.project.id}/checkout/lookup?code=${code}`, {
      cookie: sale.member,
    });
    expect({ status: lookup.status, body: await lookup.json() }).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This tag belongs to another sale' } },
    });
    const qr = encodeURIComponent(`https://other-server.example/t/${sale.items[0]!.tagCode}`);
    const foreign = await t.request(`/api/projects/${sale.project.id}/checkout/lookup?code=${qr}`, {
      cookie: sale.member,
    });
    expect((await errorOf(foreign)).message).toBe('This tag belongs to another sale');
    // Selling another workspace's item by its id: it does not exist here.
    const line = { ...itemLine(other.items[0]!, SATURDAY) };
    await refused(invoice({ lines: [line] }), 404, 'Item not found');
  });

  it('finds this sale’s item by its code or its QR text, and names an unknown or mistyped code', async () => {
    const item = sale.items[1]!;
    const byQr = await json<CheckoutItem>(
      t.request(
        `/api/projects/${sale.project.id}/checkout/lookup?code=${encodeURIComponent(`${t.config.publicUrl}/t/${item.tagCode}`)}`,
        { cookie: sale.member },
      ),
      200,
    );
    expect(byQr).toMatchObject({ id: item.id, tagCode: item.tagCode, tagPriceCents: 2500, status: 'available' });
    const unknown = await t.request(`/api/projects/${sale.project.id}/checkout/lookup?code=ZZZZZ9`, {
      cookie: sale.member,
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(M.unknownCode('ZZZZZ9'));
    const typo = await t.request(
      `/api/projects/${sale.project.id}/checkout/lookup?code=${encodeURIComponent('lamp!!')}`,
      {
        cookie: sale.member,
      },
    );
    expect(typo.status).toBe(400);
    expect((await errorOf(typo)).message).toBe(M.notACode);
  });

  it('refuses a second line of an item already on the invoice', async () => {
    const line = itemLine(sale.items[0]!, SATURDAY);
    await refused(invoice({ lines: [line, { ...line, id: randomUUID() }] }), 400, `lines.1.itemId: ${M.itemTwice}`);
  });

  it('refuses cash tendered below the total', async () => {
    const body = invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] });
    await refused(
      { ...body, payments: [{ method: 'cash', amountCents: body.totals.totalCents, tenderedCents: 2000 }] },
      400,
      'payments.0: Cash tendered is less than the total',
    );
  });

  it('refuses a negative price and a discount over 100 %', async () => {
    const line = { ...itemLine(sale.items[0]!, SATURDAY), priceCents: -500 };
    await refused(
      { ...invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }), lines: [line] },
      400,
      'lines.0.priceCents: A price cannot be negative',
    );
    const body = invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] });
    await refused(
      { ...body, discount: { kind: 'percent', value: 12_000 } },
      400,
      'discount.value: A discount cannot be more than 100%',
    );
    await refused(
      { ...body, discount: { kind: 'amount', value: 999_999 } },
      400,
      `discount.value: ${M.discountOverSubtotal}`,
    );
  });

  it('refuses figures that are not what the lines give', async () => {
    const body = invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] });
    await refused(
      { ...body, totals: { ...body.totals, taxCents: body.totals.taxCents + 1 } },
      400,
      /^totals\.taxCents: The invoice's tax/,
    );
  });

  it('refuses online a price or a tax rate that changed since the cart was made', async () => {
    // Friday's full price rung up on Saturday, when the tags say 25 % off.
    const stale = { ...itemLine(sale.items[0]!, FRIDAY) };
    await refused(invoice({ lines: [stale], at: SATURDAY }), 409, M.priceChanged('Lot 1'));
    await refused(invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)], taxBp: 700 }), 409, M.taxChanged);
  });

  it('refuses online an item sold on another invoice, naming the invoice, the time and who rang it', async () => {
    const first = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[3]!, SATURDAY)] }),
    );
    await refused(
      invoice({ lines: [itemLine(sale.items[3]!, SATURDAY)] }),
      409,
      // "at 11:00 AM" on the sale's Saturday itself, with the day named on any other day.
      new RegExp(
        `^Lot 4 \\(#${sale.items[3]!.tagCode}\\): Sold on invoice ${first.invoice.number} (at|on Sat, Dec 5,) 11:00 AM by ann-`,
      ),
    );
  });
});

describe("another workspace's ids", () => {
  it('are 404 on every checkout route, and change nothing', async () => {
    const sale = await newSale(t, [40]);
    const stranger = await newSale(t, []);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    const hold = randomUUID();
    const ask = (method: string, url: string, body?: unknown) =>
      t.request(url, { method, cookie: stranger.admin, ...(body === undefined ? {} : { json: body }) });
    const answers = [
      await ask('GET', `/api/projects/${sale.project.id}/checkout`),
      await ask('GET', `/api/projects/${sale.project.id}/checkout/lookup?code=${sale.items[0]!.tagCode}`),
      await ask('POST', `/api/projects/${sale.project.id}/invoices`, invoice({ lines: [miscLine('Rug', 100)] })),
      await ask('GET', `/api/projects/${sale.project.id}/invoices`),
      await ask('GET', `/api/invoices/${sold.id}`),
      await ask('POST', `/api/invoices/${sold.id}/void`, { reason: 'Mine now' }),
      await ask('POST', `/api/invoices/${sold.id}/lines/${sold.lines[0]!.id}/refund`, { reason: 'Mine now' }),
      await ask('POST', `/api/invoices/${sold.id}/picked-up`),
      await ask('GET', `/api/projects/${sale.project.id}/holds`),
      await ask('POST', `/api/projects/${sale.project.id}/holds`, {
        id: hold,
        itemIds: [sale.items[0]!.id],
        customerName: 'Pat',
        holdUntil: '2099-01-01T00:00:00Z',
      }),
      await ask('GET', `/api/projects/${sale.project.id}/sale-conflicts`),
    ];
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 404));
    // Selling the item by its id from one's own sale: still not found.
    const theirs = await ask(
      'POST',
      `/api/projects/${stranger.project.id}/invoices`,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    expect(theirs.status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(saleInvoices)
      .where(and(eq(saleInvoices.id, sold.id)));
    expect(row).toMatchObject({ status: 'completed', voidedAt: null });
  });
});
