import { randomUUID } from 'node:crypto';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleConflict, SaleConflictList } from '@tagwise/core/sale-day/conflict-schemas';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { items } from '../src/db/schema/items.ts';
import { projects } from '../src/db/schema/projects.ts';
import { saleConflicts, saleInvoices } from '../src/db/schema/sale-day.ts';
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
} from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A basement without signal: sales completed offline are kept on the phone and synced later with the id the
// phone made. The server keeps them as charged, never loses one, never stores one twice, and flags an item
// two phones sold as a double sale for the admin.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextNumber = async (projectId: string) =>
  (await t.database.db.select({ n: projects.nextInvoiceNumber }).from(projects).where(eq(projects.id, projectId)))[0]!
    .n;

describe('syncing sales made offline', () => {
  it('keeps a sale as it was charged, even with a price and a tax rate the sale no longer has', async () => {
    const sale = await newSale(t, [40]);
    // Rung up on Friday at full price with the 7 % tax the phone had cached; synced on Saturday's rules.
    const body = invoice({ lines: [itemLine(sale.items[0]!, FRIDAY)], at: FRIDAY, taxBp: 700, offline: true });
    const { invoice: stored } = await completed(t, sale.member, sale.project.id, body);
    expect(stored).toMatchObject({ offline: true, saleDay: '2026-12-04', taxBp: 700, taxCents: 280, totalCents: 4280 });
    expect(stored.completedAt).toBe(FRIDAY);
    const item = await json<ItemDetail>(t.request(`/api/items/${sale.items[0]!.id}`, { cookie: sale.admin }), 200);
    expect(item).toMatchObject({ status: 'sold', soldPrice: 40, soldAt: FRIDAY });
  });

  it('answers a sync replayed twice with the stored invoice, and changes nothing', async () => {
    const sale = await newSale(t, [40, 25]);
    const body = invoice({ lines: [itemLine(sale.items[0]!, SATURDAY), miscLine('Rug', 500)], offline: true });
    const first = await completed(t, sale.member, sale.project.id, body, 201);
    const itemBefore = await json<ItemDetail>(
      t.request(`/api/items/${sale.items[0]!.id}`, { cookie: sale.admin }),
      200,
    );
    for (const offline of [true, true, false]) {
      // The same sale whether it travels as a sync or as the online request whose answer was lost.
      const again = await completed(t, sale.member, sale.project.id, { ...body, offline }, 200);
      expect(again).toEqual({ ...first, replayed: true });
    }
    expect(await nextNumber(sale.project.id)).toBe(2);
    const [invoices] = await t.database.db
      .select({ n: count() })
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, sale.project.id));
    expect(invoices!.n).toBe(1);
    const itemAfter = await json<ItemDetail>(t.request(`/api/items/${sale.items[0]!.id}`, { cookie: sale.admin }), 200);
    expect(itemAfter).toEqual(itemBefore);
    // Other contents under the same id are a mistake, refused with nothing changed.
    const changed = await complete(t, sale.member, sale.project.id, {
      ...body,
      lines: [itemLine(sale.items[1]!, SATURDAY)],
      totals: invoice({ lines: [itemLine(sale.items[1]!, SATURDAY)] }).totals,
      payments: invoice({ lines: [itemLine(sale.items[1]!, SATURDAY)] }).payments,
    });
    expect(changed.status).toBe(409);
    expect((await errorOf(changed)).message).toBe(M.replayDiffers);
    expect(await nextNumber(sale.project.id)).toBe(2);
  });

  it('keeps a line whose item was deleted while the phone was offline, as a line of its own words', async () => {
    const sale = await newSale(t, [40]);
    const line = itemLine(sale.items[0]!, SATURDAY);
    expect((await t.request(`/api/items/${sale.items[0]!.id}`, { method: 'DELETE', cookie: sale.admin })).status).toBe(
      204,
    );
    const { invoice: stored } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [line], offline: true }),
    );
    expect(stored.lines[0]).toMatchObject({ itemId: null, description: 'Lot 1', priceCents: 3000 });
    // Online, the same is refused: the cart is out of date.
    const online = await complete(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    expect(online.status).toBe(404);
  });

  it('keeps both invoices of an item two phones sold offline and flags the later one for the admin', async () => {
    const sale = await newSale(t, [40]);
    const lamp = sale.items[0]!;
    const a = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(lamp, SATURDAY)], offline: true, deviceId: 'phone-a' }),
    );
    const b = await completed(
      t,
      sale.admin,
      sale.project.id,
      invoice({ lines: [itemLine(lamp, SATURDAY, 2500)], offline: true, deviceId: 'phone-b', at: SUNDAY }),
    );
    expect(a.conflicts).toEqual([]);
    expect(b.conflicts).toEqual([
      {
        conflictId: expect.any(String) as string,
        lineId: b.invoice.lines[0]!.id,
        itemId: lamp.id,
        otherInvoiceId: a.invoice.id,
        otherInvoiceNumber: 1,
      },
    ]);
    expect(b.invoice.lines[0]!.conflict).toBe(true);
    // Both sales stand (both buyers paid): the item stays sold by the first, at its price.
    const item = await json<ItemDetail>(t.request(`/api/items/${lamp.id}`, { cookie: sale.admin }), 200);
    expect(item).toMatchObject({ status: 'sold', soldPrice: 30 });
    const { conflicts } = await json<SaleConflictList>(
      t.request(`/api/projects/${sale.project.id}/sale-conflicts`, { cookie: sale.admin }),
      200,
    );
    expect(conflicts).toMatchObject([
      {
        item: { id: lamp.id, tagCode: lamp.tagCode, name: 'Lot 1' },
        first: { invoiceNumber: 1, deviceId: 'phone-a', refunded: false },
        second: { invoiceNumber: 2, deviceId: 'phone-b', refunded: false, netCents: 2500 },
        resolution: null,
      },
    ]);
    expect((await t.request(`/api/projects/${sale.project.id}/sale-conflicts`, { cookie: sale.member })).status).toBe(
      403,
    );
  });

  it('2 phones x 40 offline sales, synced interleaved and some twice: none lost, none doubled, double sales counted exactly', async () => {
    const sale = await newSale(
      t,
      Array.from({ length: 60 }, (_, i) => 5 + i),
    );
    // Phone A sells items 0-39 one per sale; phone B sells items 20-59: items 20-39 are sold by both.
    const made = (device: string, from: number) =>
      Array.from({ length: 40 }, (_, i) =>
        invoice({
          lines: [itemLine(sale.items[from + i]!, SATURDAY), miscLine('Bag', 25)],
          offline: true,
          deviceId: device,
        }),
      );
    const phoneA = made('phone-a', 0);
    const phoneB = made('phone-b', 20);
    const order = phoneA.flatMap((body, i) => [body, phoneB[i]!]);
    const answers = new Map<string, Invoice>();
    for (const [i, body] of order.entries()) {
      const res = await completed(t, sale.member, sale.project.id, body, 201);
      answers.set(body.id, res.invoice);
      if (i % 7 === 0) await completed(t, sale.member, sale.project.id, body, 200);
    }
    const [stored] = await t.database.db
      .select({ n: count(), revenue: sum(saleInvoices.totalCents) })
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, sale.project.id));
    const charged = order.reduce((a, body) => a + body.totals.totalCents, 0);
    expect({ invoices: stored!.n, revenue: Number(stored!.revenue) }).toEqual({ invoices: 80, revenue: charged });
    const [conflicts] = await t.database.db
      .select({ n: count() })
      .from(saleConflicts)
      .where(eq(saleConflicts.projectId, sale.project.id));
    expect(conflicts!.n).toBe(20);
    // Numbered 1 to 80 without a gap, and every item sold once in the catalog.
    expect([...answers.values()].map((i) => i.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
    const catalog = await catalogOf(t, sale.member, sale.project.id);
    expect(catalog.items.filter((i) => i.status === 'sold')).toHaveLength(60);
    const sold = await t.database.db.select({ n: count() }).from(items).where(eq(items.projectId, sale.project.id));
    expect(sold[0]!.n).toBe(60);
  }, 60_000);
});

describe('resolving a double sale (admin)', () => {
  async function doubleSale() {
    const sale = await newSale(t, [40, 12]);
    const lamp = sale.items[0]!;
    const a = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(lamp, SATURDAY)], offline: true }),
    );
    const b = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({
        lines: [itemLine(lamp, SATURDAY), itemLine(sale.items[1]!, SATURDAY)],
        offline: true,
        deviceId: 'phone-b',
        pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: total }],
      }),
    );
    return { sale, lamp, a, b, conflictId: b.conflicts[0]!.conflictId };
  }
  const resolve = (cookie: string, conflictId: string, body: unknown) =>
    t.request(`/api/sale-conflicts/${conflictId}/resolve`, { method: 'POST', cookie, json: body });

  it('refunds one of the two sales: its money goes back, the item stays sold by the other', async () => {
    const { sale, lamp, a, b, conflictId } = await doubleSale();
    const resolved = await json<SaleConflict>(
      resolve(sale.admin, conflictId, {
        resolution: 'refund',
        lineId: a.invoice.lines[0]!.id,
        note: 'Gave phone A’s buyer their money back',
      }),
      200,
    );
    expect(resolved).toMatchObject({
      resolution: 'refunded',
      note: 'Gave phone A’s buyer their money back',
      first: { refunded: true },
      second: { refunded: false },
    });
    const first = await json<Invoice>(t.request(`/api/invoices/${a.invoice.id}`, { cookie: sale.admin }), 200);
    expect(first.lines[0]!.refund).toMatchObject({ method: 'card', cents: first.totalCents });
    expect(first.refundedCents).toBe(first.totalCents);
    const item = await json<ItemDetail>(t.request(`/api/items/${lamp.id}`, { cookie: sale.admin }), 200);
    expect(item).toMatchObject({ status: 'sold', soldPrice: Math.round(b.invoice.lines[0]!.netCents / 100) });
    const again = await resolve(sale.admin, conflictId, {
      resolution: 'duplicate_tag',
      lineId: b.invoice.lines[0]!.id,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(M.conflictResolved);
  });

  it("makes the second a duplicate tag: that line keeps its money under its own words, and the item stays the first's", async () => {
    const { sale, lamp, a, b, conflictId } = await doubleSale();
    const wrongLine = await resolve(sale.admin, conflictId, {
      resolution: 'duplicate_tag',
      lineId: b.invoice.lines[1]!.id,
    });
    expect(wrongLine.status).toBe(400);
    expect((await errorOf(wrongLine)).message).toBe(`lineId: ${M.conflictLine}`);
    const resolved = await json<SaleConflict>(
      resolve(sale.admin, conflictId, { resolution: 'duplicate_tag', lineId: b.invoice.lines[0]!.id }),
      200,
    );
    expect(resolved.resolution).toBe('duplicate_tag');
    const second = await json<Invoice>(t.request(`/api/invoices/${b.invoice.id}`, { cookie: sale.admin }), 200);
    expect(second.lines[0]).toMatchObject({
      itemId: null,
      tagCode: lamp.tagCode,
      description: `Duplicate tag of #${lamp.tagCode}`,
      netCents: b.invoice.lines[0]!.netCents,
      refund: null,
    });
    expect(second.totalCents).toBe(b.invoice.totalCents);
    const item = await json<ItemDetail>(t.request(`/api/items/${lamp.id}`, { cookie: sale.admin }), 200);
    expect(item).toMatchObject({ status: 'sold', soldPrice: Math.round(a.invoice.lines[0]!.netCents / 100) });
    expect((await resolve(sale.member, conflictId, { resolution: 'refund', lineId: randomUUID() })).status).toBe(403);
  });

  it('still shows the admin the item sold a third time when the first sale is refunded or made a duplicate tag', async () => {
    for (const resolution of ['refund', 'duplicate_tag'] as const) {
      const { sale, lamp, a, b, conflictId } = await doubleSale();
      const c = await completed(
        t,
        sale.member,
        sale.project.id,
        invoice({ lines: [itemLine(lamp, SATURDAY)], offline: true, deviceId: 'phone-c' }),
      );
      expect(c.conflicts).toHaveLength(1);
      await json(resolve(sale.admin, conflictId, { resolution, lineId: a.invoice.lines[0]!.id }), 200);
      // Phone B's and phone C's buyers both still paid for the one lamp: that double sale waits for the admin.
      const { conflicts } = await json<SaleConflictList>(
        t.request(`/api/projects/${sale.project.id}/sale-conflicts`, { cookie: sale.admin }),
        200,
      );
      const open = conflicts.filter((conflict) => conflict.resolution === null);
      expect(
        open.map((conflict) => [conflict.first.lineId, conflict.second.lineId]),
        resolution,
      ).toEqual([[b.invoice.lines[0]!.id, c.invoice.lines[0]!.id]]);
      // Resolving that one leaves nothing open, and the lamp sold by the sale that stands.
      await json(resolve(sale.admin, open[0]!.id, { resolution: 'refund', lineId: c.invoice.lines[0]!.id }), 200);
      const after = await json<SaleConflictList>(
        t.request(`/api/projects/${sale.project.id}/sale-conflicts`, { cookie: sale.admin }),
        200,
      );
      expect(after.conflicts.filter((conflict) => conflict.resolution === null)).toEqual([]);
      const item = await json<ItemDetail>(t.request(`/api/items/${lamp.id}`, { cookie: sale.admin }), 200);
      expect(item).toMatchObject({ status: 'sold', soldPrice: Math.round(b.invoice.lines[0]!.netCents / 100) });
    }
  });

  it('is settled by voiding one of the invoices, with who and why', async () => {
    const { sale, b, conflictId } = await doubleSale();
    await json(
      t.request(`/api/invoices/${b.invoice.id}/void`, {
        method: 'POST',
        cookie: sale.admin,
        json: { reason: 'Rang twice' },
      }),
      200,
    );
    const { conflicts } = await json<SaleConflictList>(
      t.request(`/api/projects/${sale.project.id}/sale-conflicts`, { cookie: sale.admin }),
      200,
    );
    expect(conflicts.find((c) => c.id === conflictId)).toMatchObject({
      resolution: 'refunded',
      note: 'Invoice 2 voided: Rang twice',
      second: { invoiceStatus: 'voided', refunded: true },
    });
  });
});
