import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hold, HoldList } from '@tagwise/core/sale-day/hold-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { itemHolds } from '../src/db/schema/sale-day.ts';
import {
  catalogOf,
  complete,
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

// "On hold until...": items set aside for a customer, not paid. Members place and release their own; the
// hold stands in the way of a sale until it is paid, released or runs out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const hold = (cookie: string, projectId: string, body: object) =>
  t.request(`/api/projects/${projectId}/holds`, { method: 'POST', cookie, json: body });
const release = (cookie: string, holdId: string, reason = 'Not coming') =>
  t.request(`/api/holds/${holdId}/release`, { method: 'POST', cookie, json: { reason } });
const statusOf = async (cookie: string, id: string) =>
  (await json<ItemDetail>(t.request(`/api/items/${id}`, { cookie }), 200)).status;

describe('holds', () => {
  it('sets items aside for a customer, and a sale of them online says whose hold it is', async () => {
    const sale = await newSale(t, [40, 25]);
    const body = {
      id: randomUUID(),
      itemIds: [sale.items[0]!.id],
      customerName: 'Pat',
      customerPhone: '555-0100',
      holdUntil: inAnHour(),
    };
    const placed = await json<Hold>(hold(sale.member, sale.project.id, body), 201);
    expect(placed).toMatchObject({
      state: 'active',
      customerName: 'Pat',
      customerPhone: '555-0100',
      items: [{ itemId: sale.items[0]!.id }],
    });
    expect(placed.placedBy.name).toMatch(/^ann-/);
    expect(await statusOf(sale.admin, sale.items[0]!.id)).toBe('hold');
    // A retry of the same hold is answered with it; other contents under its id are refused.
    expect(await json<Hold>(hold(sale.member, sale.project.id, body), 200)).toEqual(placed);
    const changed = await hold(sale.member, sale.project.id, { ...body, customerName: 'Sam' });
    expect((await errorOf(changed)).message).toBe(M.holdReplayDiffers);

    const catalog = await catalogOf(t, sale.member, sale.project.id);
    expect(catalog.items.find((i) => i.id === sale.items[0]!.id)).toMatchObject({
      status: 'hold',
      hold: { customerName: 'Pat', holdId: body.id },
    });
    const res = await complete(
      t,
      sale.admin,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(
      new RegExp(`^Lot 1 \\(#${sale.items[0]!.tagCode}\\): On hold for Pat until \\w{3} \\d+:\\d\\d [AP]M$`),
    );
    // Nor can it be held twice.
    const twice = await hold(sale.admin, sale.project.id, { ...body, id: randomUUID(), customerName: 'Sam' });
    expect(twice.status).toBe(409);
    const { holds } = await json<HoldList>(
      t.request(`/api/projects/${sale.project.id}/holds`, { cookie: sale.member }),
      200,
    );
    expect(holds.map((h) => h.id)).toEqual([body.id]);
  });

  it('is paid by an invoice naming it: its items are sold, the ones not bought go back on the floor', async () => {
    const sale = await newSale(t, [40, 25, 12]);
    const [lamp, vase, cup] = sale.items;
    const id = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id,
        itemIds: [lamp!.id, vase!.id],
        customerName: 'Pat',
        holdUntil: inAnHour(),
      }),
      201,
    );
    const { invoice: paid } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(lamp!, SATURDAY), itemLine(cup!, SATURDAY)], holdId: id }),
    );
    expect(paid.holdId).toBe(id);
    expect(await statusOf(sale.admin, lamp!.id)).toBe('sold');
    expect(await statusOf(sale.admin, vase!.id)).toBe('available');
    const { holds } = await json<HoldList>(
      t.request(`/api/projects/${sale.project.id}/holds`, { cookie: sale.member }),
      200,
    );
    expect(holds).toEqual([]);
    // Paid once: it cannot be paid again, nor released.
    const twice = await complete(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(vase!, SATURDAY)], holdId: id }),
    );
    expect((await errorOf(twice)).message).toBe(M.holdPaid(1));
    expect((await errorOf(await release(sale.member, id))).message).toBe(M.holdPaid(1));
  });

  it('keeps a sale made offline to pay a hold that was released or paid meanwhile: the money was taken', async () => {
    const sale = await newSale(t, [40, 25]);
    const [lamp, vase] = sale.items;
    const id = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id,
        itemIds: [lamp!.id, vase!.id],
        customerName: 'Pat',
        holdUntil: inAnHour(),
      }),
      201,
    );
    // In the basement, a phone without signal takes Pat's money for the lamp; upstairs the admin, thinking Pat
    // gone, releases the hold before the phone syncs.
    const basement = invoice({ lines: [itemLine(lamp!, SATURDAY)], holdId: id, offline: true });
    await json(release(sale.admin, id, 'Pat left'), 200);
    const synced = await completed(t, sale.member, sale.project.id, basement);
    expect(synced.invoice).toMatchObject({ status: 'completed', totalCents: basement.totals.totalCents, holdId: null });
    expect(await statusOf(sale.admin, lamp!.id)).toBe('sold');
    expect(await statusOf(sale.admin, vase!.id)).toBe('available');

    // Paid online meanwhile on another phone: the second payment made offline is kept too (a double sale).
    const again = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id: again,
        itemIds: [vase!.id],
        customerName: 'Sam',
        holdUntil: inAnHour(),
      }),
      201,
    );
    const offline = invoice({ lines: [itemLine(vase!, SATURDAY)], holdId: again, offline: true });
    await completed(t, sale.admin, sale.project.id, invoice({ lines: [itemLine(vase!, SATURDAY)], holdId: again }));
    const second = await completed(t, sale.member, sale.project.id, offline);
    expect(second.conflicts).toHaveLength(1);
    expect(second.invoice.lines[0]!.conflict).toBe(true);
    // A hold of another workspace (or none at all) is no reason to lose an offline sale either.
    const stray = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [miscLine('Books', 100)], holdId: randomUUID(), offline: true }),
    );
    expect(stray.invoice).toMatchObject({ status: 'completed', holdId: null });
  });

  it('is released by whoever placed it or the admin, with the reason kept, and only once', async () => {
    const sale = await newSale(t, [40]);
    const other = await t.signUpSubUser(`crew-${randomUUID().slice(0, 6)}@example.com`, await adminEmail(sale.admin));
    const id = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id,
        itemIds: [sale.items[0]!.id],
        customerName: 'Pat',
        holdUntil: inAnHour(),
      }),
      201,
    );
    const notYours = await release(other, id);
    expect(notYours.status).toBe(403);
    expect((await errorOf(notYours)).message).toBe(M.holdNotYours);
    const released = await json<Hold>(release(sale.member, id, 'Pat called: not coming'), 200);
    expect(released).toMatchObject({ state: 'released', released: { reason: 'Pat called: not coming' } });
    expect(await statusOf(sale.admin, sale.items[0]!.id)).toBe('available');
    const again = await release(sale.admin, id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(M.holdReleased);
    // The admin releases anyone's.
    const second = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id: second,
        itemIds: [sale.items[0]!.id],
        customerName: 'Sam',
        holdUntil: inAnHour(),
      }),
      201,
    );
    expect((await release(sale.admin, second)).status).toBe(200);
  });

  it('stops standing in the way once its time ran out: the item sells, and the hold ends with the reason', async () => {
    const sale = await newSale(t, [40]);
    const id = randomUUID();
    await json<Hold>(
      hold(sale.member, sale.project.id, {
        id,
        itemIds: [sale.items[0]!.id],
        customerName: 'Pat',
        holdUntil: inAnHour(),
      }),
      201,
    );
    await t.database.db
      .update(itemHolds)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(itemHolds.id, id));
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }));
    const [row] = await t.database.db.select().from(itemHolds).where(eq(itemHolds.id, id));
    expect(row).toMatchObject({ releaseReason: 'Sold on invoice 1' });
    expect(await statusOf(sale.admin, sale.items[0]!.id)).toBe('sold');
  });

  it('refuses a time in the past, a sold item, and no items at all, changing nothing', async () => {
    const sale = await newSale(t, [40, 25]);
    await completed(t, sale.member, sale.project.id, invoice({ lines: [itemLine(sale.items[1]!, SATURDAY)] }));
    const base = { itemIds: [sale.items[0]!.id], customerName: 'Pat' };
    const past = await hold(sale.member, sale.project.id, {
      ...base,
      id: randomUUID(),
      holdUntil: '2020-01-01T00:00:00Z',
    });
    expect((await errorOf(past)).message).toBe(`holdUntil: ${M.holdUntilPast}`);
    const sold = await hold(sale.member, sale.project.id, {
      ...base,
      id: randomUUID(),
      itemIds: [sale.items[1]!.id],
      holdUntil: inAnHour(),
    });
    expect(sold.status).toBe(409);
    expect((await errorOf(sold)).message).toMatch(/: Sold on invoice 1 /);
    const none = await hold(sale.member, sale.project.id, {
      ...base,
      id: randomUUID(),
      itemIds: [],
      holdUntil: inAnHour(),
    });
    expect((await errorOf(none)).message).toBe(`itemIds: ${M.holdNoItems}`);
    expect(await statusOf(sale.admin, sale.items[0]!.id)).toBe('available');
    const { holds } = await json<HoldList>(
      t.request(`/api/projects/${sale.project.id}/holds`, { cookie: sale.member }),
      200,
    );
    expect(holds).toEqual([]);
  });
});

async function adminEmail(cookie: string) {
  const session = await json<{ user: { email: string } }>(t.request('/api/auth/get-session', { cookie }), 200);
  return session.user.email;
}
