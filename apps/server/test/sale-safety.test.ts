import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { ItemCsvPreview } from '@tagwise/core/schemas/item-csv-import';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { projects } from '../src/db/schema/projects.ts';
import { saleInvoices } from '../src/db/schema/sale-day.ts';
import {
  complete,
  completed,
  errorOf,
  invoice,
  itemLine,
  json,
  miscLine,
  newSale,
  SATURDAY,
  SET_UP,
} from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// What keeps stored sales whole (issue 35's safety follow-ups): a sale with invoices is not deleted, an item
// sold on an invoice keeps the invoice's status and price whatever screen is used, and a sale's time is the
// sale's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const itemOf = (cookie: string, id: string) => json<ItemDetail>(t.request(`/api/items/${id}`, { cookie }), 200);

describe('deleting a sale with invoices', () => {
  it('is refused with the count, and keeps the sale, its invoices and its items', async () => {
    const sale = await newSale(t, [40]);
    for (const lines of [[itemLine(sale.items[0]!, SATURDAY)], [miscLine('Books', 100)]]) {
      await completed(t, sale.member, sale.project.id, invoice({ lines }));
    }
    const res = await t.request(`/api/projects/${sale.project.id}`, { method: 'DELETE', cookie: sale.admin });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      'This sale has 2 invoices; they are kept. A sale with invoices cannot be deleted, so its takings, refunds and settlement stay on record.',
    );
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, sale.project.id));
    expect(stored!.n).toBe(2);
    expect((await itemOf(sale.admin, sale.items[0]!.id)).status).toBe('sold');

    // A sale that never took money is deleted as before.
    const empty = await newSale(t, [10]);
    expect(
      (await t.request(`/api/projects/${empty.project.id}`, { method: 'DELETE', cookie: empty.admin })).status,
    ).toBe(204);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, empty.project.id))).toEqual([]);
  });
});

describe('an item sold on an invoice', () => {
  it('keeps its status and sold price on its page, naming the invoice', async () => {
    const sale = await newSale(t, [40, 25]);
    const [lamp, vase] = sale.items;
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(lamp!, SATURDAY)] }));
    const before = await itemOf(sale.admin, lamp!.id);
    expect(before).toMatchObject({ status: 'sold', soldPrice: 30, soldOnInvoice: { number: 1 } });
    for (const edit of [{ status: 'available' }, { soldPrice: 25 }, { status: 'donated' }]) {
      const res = await t.request(`/api/items/${lamp!.id}`, { method: 'PATCH', cookie: sale.member, json: edit });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe('Sold on invoice 1: refund the line or void the invoice to change it');
    }
    // The item page sends the status and price it shows with other edits: unchanged, they are no change.
    const renamed = await json<ItemDetail>(
      t.request(`/api/items/${lamp!.id}`, {
        method: 'PATCH',
        cookie: sale.member,
        json: { name: 'Brass lamp', status: 'sold', soldPrice: 30 },
      }),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Brass lamp', status: 'sold', soldPrice: 30, soldAt: before.soldAt });
    // An item not sold at the door is marked by hand as before.
    await json(
      t.request(`/api/items/${vase!.id}`, {
        method: 'PATCH',
        cookie: sale.member,
        json: { status: 'sold', soldPrice: 20 },
      }),
      200,
    );
    expect((await itemOf(sale.admin, vase!.id)).soldOnInvoice).toBeNull();
  });

  it('is refused by the bulk Set status, which changes none of the selection', async () => {
    const sale = await newSale(t, [40, 25]);
    const [lamp, vase] = sale.items;
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(lamp!, SATURDAY)] }));
    const res = await t.request('/api/items/bulk', {
      method: 'POST',
      cookie: sale.member,
      json: { selection: { ids: [lamp!.id, vase!.id] }, action: { type: 'set', status: 'donated' } },
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      `Lot 1 (#${lamp!.tagCode}): Sold on invoice 1: refund the line or void the invoice to change it`,
    );
    expect((await itemOf(sale.admin, vase!.id)).status).toBe('available');
    const price = await t.request('/api/items/bulk', {
      method: 'POST',
      cookie: sale.member,
      json: {
        selection: { ids: [lamp!.id] },
        action: { type: 'set', status: 'sold', soldPrices: [{ id: lamp!.id, soldPrice: 12 }] },
      },
    });
    expect(price.status).toBe(409);
    expect((await itemOf(sale.admin, lamp!.id)).soldPrice).toBe(30);
    // A category for all of them is no change of the sale.
    await json(
      t.request('/api/items/bulk', {
        method: 'POST',
        cookie: sale.member,
        json: { selection: { ids: [lamp!.id, vase!.id] }, action: { type: 'set', category: 'Kitchenware' } },
      }),
      200,
    );
  });

  it('is refused by a CSV import changing its status or price, and changes once refunded', async () => {
    const sale = await newSale(t, [40]);
    const [lamp] = sale.items;
    const sold = await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(lamp!, SATURDAY)] }));
    const send = (csv: string, run: boolean) => {
      const form = new FormData();
      form.set('file', new File([csv], 'items.csv', { type: 'text/csv' }));
      form.set('mapping', JSON.stringify(['tagCode', 'status', 'soldPrice']));
      const url = `/api/projects/${sale.project.id}/items/import${run ? '' : '/preview'}`;
      return t.request(url, { method: 'POST', cookie: sale.admin, body: form });
    };
    const preview = await json<ItemCsvPreview>(
      send(`Tag code,Status,Sold price\n${lamp!.tagCode},Available,\n`, false),
      200,
    );
    expect(preview.errors).toEqual([
      { row: 2, column: 'Status', message: 'Sold on invoice 1: refund the line or void the invoice to change it' },
    ]);
    const priced = await json<ItemCsvPreview>(
      send(`Tag code,Status,Sold price\n${lamp!.tagCode},Sold,12\n`, false),
      200,
    );
    expect(priced.errors.map((e) => e.column)).toEqual(['Sold price']);
    expect((await send(`Tag code,Status,Sold price\n${lamp!.tagCode},Available,\n`, true)).status).toBe(400);
    expect(await itemOf(sale.admin, lamp!.id)).toMatchObject({ status: 'sold', soldPrice: 30 });
    // The same status and price as the invoice's is no change.
    const same = await json<ItemCsvPreview>(send(`Tag code,Status,Sold price\n${lamp!.tagCode},Sold,30\n`, false), 200);
    expect(same.errors).toEqual([]);

    await json(
      t.request(`/api/invoices/${sold.invoice.id}/lines/${sold.invoice.lines[0]!.id}/refund`, {
        method: 'POST',
        cookie: sale.admin,
        json: { reason: 'Returned' },
      }),
      200,
    );
    expect((await send(`Tag code,Status,Sold price\n${lamp!.tagCode},Donated,\n`, true)).status).toBe(200);
    expect(await itemOf(sale.admin, lamp!.id)).toMatchObject({ status: 'donated', soldOnInvoice: null });
  });
});

describe("a sale's time", () => {
  it('takes an online sale only within five minutes of the server’s clock', async () => {
    const sale = await newSale(t, [40]);
    const body = invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] });
    t.clock.set(new Date(Date.parse(SATURDAY) + 6 * 60_000));
    const res = await t.request(`/api/projects/${sale.project.id}/invoices`, {
      method: 'POST',
      cookie: sale.member,
      json: body,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(`completedAt: ${M.clockOff}`);
    expect((await itemOf(sale.admin, sale.items[0]!.id)).status).toBe('available');
    // Four minutes off is a phone's clock as it is.
    t.clock.set(new Date(Date.parse(SATURDAY) - 4 * 60_000));
    const ok = await t.request(`/api/projects/${sale.project.id}/invoices`, {
      method: 'POST',
      cookie: sale.member,
      json: body,
    });
    expect(ok.status).toBe(201);
    // Sent again an hour later (its answer was lost), it is the stored sale, not a sale at a wrong time.
    t.clock.set(new Date(Date.parse(SATURDAY) + 3_600_000));
    const again = await json<CompleteInvoiceResult>(
      t.request(`/api/projects/${sale.project.id}/invoices`, { method: 'POST', cookie: sale.member, json: body }),
      200,
    );
    expect(again).toMatchObject({ replayed: true, invoice: { number: 1 } });
  });

  it('takes an offline sale from when the sale was set up until now, not from the future', async () => {
    const sale = await newSale(t, [40]);
    t.clock.set(SATURDAY);
    const future = invoice({ lines: [miscLine('Books', 100)], offline: true, at: '2026-12-05T17:10:00.000Z' });
    const ahead = await t.request(`/api/projects/${sale.project.id}/invoices`, {
      method: 'POST',
      cookie: sale.member,
      json: future,
    });
    expect(ahead.status).toBe(400);
    expect((await errorOf(ahead)).message).toBe(`completedAt: ${M.saleInFuture}`);
    const old = invoice({ lines: [miscLine('Books', 100)], offline: true, at: '2026-10-31T12:00:00.000Z' });
    const before = await t.request(`/api/projects/${sale.project.id}/invoices`, {
      method: 'POST',
      cookie: sale.member,
      json: old,
    });
    expect(before.status).toBe(400);
    expect((await errorOf(before)).message).toBe(`completedAt: ${M.saleBeforeProject}`);
    const [counted] = await t.database.db
      .select({ n: count() })
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, sale.project.id));
    expect(counted!.n).toBe(0);
    // Made after the sale was set up, synced a week later: kept.
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, sale.project.id));
    expect(project!.createdAt.toISOString()).toBe(SET_UP);
    await json(
      complete(
        t,
        sale.member,
        sale.project.id,
        invoice({ lines: [miscLine('Books', 100)], offline: true, at: '2026-11-02T12:00:00.000Z' }),
      ),
      201,
    );
  });
});
