import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import type { Analytics } from '@tagwise/core/schemas/analytics';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { eq } from 'drizzle-orm';
import { priceEvents } from '../src/db/schema/items.ts';
import { projects } from '../src/db/schema/projects.ts';
import { completed, invoice, itemLine, json, newSale, SATURDAY, type Sale } from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Sold prices from checkout, with no second entry (decision 0023): ringing up sets each item's sold price
// (its line's net, in whole dollars) and date, which the sold report, the analytics and the AI-versus-sold
// comparison read; a sale refunded or voided drops out of all three.

let t: TestApp;
let work: string;
let sale: Sale;
let refunded: Invoice;
let voided: Invoice;
beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-sold-'));
  // Lamp $40, vase $25, cup $12, bowl $8, the AI having priced each at its tag price.
  sale = await newSale(t, [40, 25, 12, 8]);
  const [project] = await t.database.db.select().from(projects).where(eq(projects.id, sale.project.id));
  await t.database.db.insert(priceEvents).values(
    sale.items.map((item) => ({
      ownerId: project!.ownerId,
      itemId: item.id,
      source: 'ai' as const,
      retailCents: item.tagPrice! * 250,
      tagPrice: item.tagPrice,
    })),
  );
  const [lamp, vase, cup, bowl] = sale.items;
  // Saturday (25 % off): the lamp haggled to $27 and the vase at $19, with 10 % off the cart; the cup and
  // the bowl on two other invoices.
  await completed(
    t,
    sale.member,
    sale.project.id,
    invoice({
      lines: [itemLine(lamp!, SATURDAY, 2700), itemLine(vase!, SATURDAY)],
      discount: { kind: 'percent', value: 1000 },
    }),
  );
  refunded = (await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(cup!, SATURDAY)] }))).invoice;
  voided = (await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(bowl!, SATURDAY)] }))).invoice;
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const analytics = () =>
  json<Analytics>(t.request(`/api/projects/${sale.project.id}/analytics`, { cookie: sale.admin }), 200);

async function soldReport() {
  const res = await t.request(`/api/projects/${sale.project.id}/reports/sold.pdf`, { cookie: sale.admin });
  expect(res.status).toBe(200);
  const file = path.join(work, `sold-${Date.now()}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('sold prices from checkout', () => {
  it('feed the item pages, the sold report, the analytics and the AI comparison', async () => {
    const [lamp, vase, cup, bowl] = sale.items;
    // Nets after the cart's 10 % off: the lamp $24.30 -> $24, the vase $17.10 -> $17; cup $9, bowl $6.
    const expected = [
      [lamp!, 24],
      [vase!, 17],
      [cup!, 9],
      [bowl!, 6],
    ] as const;
    for (const [item, price] of expected) {
      const page = await json<ItemDetail>(t.request(`/api/items/${item.id}`, { cookie: sale.admin }), 200);
      expect(page).toMatchObject({ status: 'sold', soldPrice: price, soldAt: SATURDAY });
    }
    const figures = await analytics();
    expect(figures.totals).toMatchObject({ sold: 4, soldValue: 24 + 17 + 9 + 6 });
    expect(figures.priceGaps.compared).toBe(4);
    expect(figures.priceGaps.items.map((g) => [g.name, g.soldPrice, g.aiTagPrice])).toEqual(
      expect.arrayContaining([
        ['Lot 1', 24, 40],
        ['Lot 2', 17, 25],
        ['Lot 3', 9, 12],
        ['Lot 4', 6, 8],
      ]),
    );
    const text = await soldReport();
    expect(text).toMatch(/4 of 4\s+100%\s+\$56/);
    expect(text).toMatch(new RegExp(`${lamp!.tagCode}\\s+Lot 1\\s+Decor\\s+\\$40\\s+\\$24`));
  });

  it('drop a refunded line and a voided invoice out of all of them', async () => {
    await json(
      t.request(`/api/invoices/${refunded.id}/lines/${refunded.lines[0]!.id}/refund`, {
        method: 'POST',
        cookie: sale.admin,
        json: { reason: 'Chipped' },
      }),
      200,
    );
    await json(
      t.request(`/api/invoices/${voided.id}/void`, { method: 'POST', cookie: sale.admin, json: { reason: 'Twice' } }),
      200,
    );
    for (const item of [sale.items[2]!, sale.items[3]!]) {
      const page = await json<ItemDetail>(t.request(`/api/items/${item.id}`, { cookie: sale.admin }), 200);
      expect(page).toMatchObject({ status: 'available', soldPrice: null, soldAt: null, soldOnInvoice: null });
    }
    const figures = await analytics();
    expect(figures.totals).toMatchObject({ sold: 2, soldValue: 24 + 17 });
    expect(figures.priceGaps.compared).toBe(2);
    expect(figures.priceGaps.items.map((g) => g.name).sort()).toEqual(['Lot 1', 'Lot 2']);
    const text = await soldReport();
    expect(text).toMatch(/2 of 4\s+50%\s+\$41/);
    expect(text).toMatch(new RegExp(`${sale.items[2]!.tagCode}\\s+Lot 3\\s+Decor\\s+\\$12\\s+Available`));
  });
});
