import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import type { Invoice, InvoicePage } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import {
  catalogOf,
  completed,
  errorOf,
  invoice,
  itemLine,
  json,
  miscLine,
  newSale,
  SATURDAY,
} from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// After the sale: an invoice voided (the sale did not happen) or one line refunded. Both are the admin's,
// recorded with who and why; the items are available again unless another live invoice sold them; nothing
// is deleted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (cookie: string, url: string, body?: unknown) =>
  t.request(url, { method: 'POST', cookie, ...(body === undefined ? {} : { json: body }) });
const itemOf = (cookie: string, id: string) => json<ItemDetail>(t.request(`/api/items/${id}`, { cookie }), 200);

describe('voiding an invoice', () => {
  it('keeps the invoice with who voided it and why, and puts its items back on the floor', async () => {
    const sale = await newSale(t, [40, 25]);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({
        lines: [itemLine(sale.items[0]!, SATURDAY), itemLine(sale.items[1]!, SATURDAY), miscLine('Books', 100)],
      }),
    );
    const member = await post(sale.member, `/api/invoices/${sold.id}/void`, { reason: 'Rang up twice' });
    expect(member.status).toBe(403);
    expect((await errorOf(member)).message).toBe(M.voidAdminOnly);

    const voided = await json<Invoice>(
      post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: 'Rang up twice' }),
      200,
    );
    expect(voided).toMatchObject({
      status: 'voided',
      voided: { reason: 'Rang up twice' },
      totalCents: sold.totalCents,
      lines: sold.lines,
      payments: sold.payments,
    });
    expect(voided.voided!.byName).toMatch(/^sale-admin-/);
    for (const item of sale.items) {
      const now = await itemOf(sale.admin, item.id);
      expect(now).toMatchObject({ status: 'available', soldPrice: null, soldAt: null });
      expect(now.priceHistory[0]).toMatchObject({ soldPrice: null, breakdown: 'Invoice 1 voided: Rang up twice' });
    }
    const page = await json<InvoicePage>(
      t.request(`/api/projects/${sale.project.id}/invoices?status=voided`, { cookie: sale.member }),
      200,
    );
    expect(page.invoices).toMatchObject([{ number: 1, status: 'voided' }]);
    // They can be sold again.
    const again = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    expect(again.invoice.number).toBe(2);
  });

  it('refuses a voided invoice voided again, and changes nothing', async () => {
    const sale = await newSale(t, [40]);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    const voided = await json<Invoice>(
      post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: 'Customer left' }),
      200,
    );
    const again = await post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Invoice 1 is already voided');
    expect(await json<Invoice>(t.request(`/api/invoices/${sold.id}`, { cookie: sale.admin }), 200)).toEqual(voided);
    const blank = await post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: '  ' });
    expect((await errorOf(blank)).message).toBe(`reason: ${M.reasonRequired}`);
  });

  it('leaves an item sold when another live invoice sold it too (a double sale)', async () => {
    const sale = await newSale(t, [40]);
    const lamp = sale.items[0]!;
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(lamp, SATURDAY)], offline: true }));
    const b = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(lamp, SATURDAY, 3500)], offline: true }),
    );
    const [first] = (
      await json<InvoicePage>(t.request(`/api/projects/${sale.project.id}/invoices`, { cookie: sale.admin }), 200)
    ).invoices.slice(-1);
    await json(post(sale.admin, `/api/invoices/${first!.id}/void`, { reason: 'Wrong phone' }), 200);
    // The item stays sold, now by the second invoice, at its price.
    expect(await itemOf(sale.admin, lamp.id)).toMatchObject({ status: 'sold', soldPrice: 35 });
    const catalog = await catalogOf(t, sale.admin, sale.project.id);
    expect(catalog.items[0]).toMatchObject<Partial<CheckoutItem>>({
      status: 'sold',
      sale: expect.objectContaining({ invoiceId: b.invoice.id }) as CheckoutItem['sale'],
    });
  });
});

describe('refunding a line', () => {
  it('gives back its net and tax, recorded with who, why and how, and its item is available again', async () => {
    const sale = await newSale(t, [40, 25]);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({
        lines: [itemLine(sale.items[0]!, SATURDAY), itemLine(sale.items[1]!, SATURDAY)],
        discount: { kind: 'amount', value: 500 },
        pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: 6000 }],
      }),
    );
    const line = sold.lines[1]!;
    const member = await post(sale.member, `/api/invoices/${sold.id}/lines/${line.id}/refund`, { reason: 'Chipped' });
    expect(member.status).toBe(403);
    expect((await errorOf(member)).message).toBe(M.refundAdminOnly);
    const refunded = await json<Invoice>(
      post(sale.admin, `/api/invoices/${sold.id}/lines/${line.id}/refund`, { reason: 'Chipped' }),
      200,
    );
    expect(refunded.lines[1]!.refund).toMatchObject({
      reason: 'Chipped',
      method: 'cash',
      cents: line.netCents + line.taxCents,
    });
    expect(refunded).toMatchObject({
      status: 'completed',
      refundedCents: line.netCents + line.taxCents,
      totalCents: sold.totalCents,
    });
    expect(await itemOf(sale.admin, sale.items[1]!.id)).toMatchObject({ status: 'available', soldPrice: null });
    expect(await itemOf(sale.admin, sale.items[0]!.id)).toMatchObject({ status: 'sold' });

    const again = await post(sale.admin, `/api/invoices/${sold.id}/lines/${line.id}/refund`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(M.lineRefunded);
    // A voided invoice has nothing left to refund; one with a refunded line is refunded line by line.
    const noVoid = await post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: 'All of it' });
    expect(noVoid.status).toBe(409);
    expect((await errorOf(noVoid)).message).toBe(M.voidAfterRefund(1));
  });

  it('asks how the money went back when the invoice was paid several ways', async () => {
    const sale = await newSale(t, [40]);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({
        lines: [itemLine(sale.items[0]!, SATURDAY), miscLine('Books', 300)],
        pay: (total) => [
          { method: 'cash', amountCents: 1000 },
          { method: 'card', amountCents: total - 1000 },
        ],
      }),
    );
    const url = `/api/invoices/${sold.id}/lines/${sold.lines[0]!.id}/refund`;
    const unnamed = await post(sale.admin, url, { reason: 'Changed mind' });
    expect(unnamed.status).toBe(400);
    expect((await errorOf(unnamed)).message).toBe(`refundMethod: ${M.refundMethodRequired}`);
    const named = await json<Invoice>(post(sale.admin, url, { reason: 'Changed mind', refundMethod: 'card' }), 200);
    expect(named.lines[0]!.refund!.method).toBe('card');
  });

  it('is refused on a voided invoice', async () => {
    const sale = await newSale(t, [40]);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    await json(post(sale.admin, `/api/invoices/${sold.id}/void`, { reason: 'Oops' }), 200);
    const res = await post(sale.admin, `/api/invoices/${sold.id}/lines/${sold.lines[0]!.id}/refund`, { reason: 'x' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(M.voidedNoRefund(1));
    const missing = await post(sale.admin, `/api/invoices/${sold.id}/lines/${sale.items[0]!.id}/refund`, {
      reason: 'x',
    });
    expect(missing.status).toBe(404);
  });
});
