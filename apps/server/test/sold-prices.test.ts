import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, SoldPrices } from '@tagwise/core/schemas/bulk-items';
import type { Item, ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 33: marking an item sold asks what it sold for, on its page (PATCH) and in bulk (Set status), and
// the sold report's totals are those prices. Members may do it too; another workspace meets a 404.
let t: TestApp;
let alice: string;
let bob: string;
let member: string;
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-sold-'));

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const get = async (id: string) => (await (await api(alice, 'GET', `/api/items/${id}`)).json()) as ItemDetail;
async function newProject(name: string, cookie = alice) {
  return (await (await api(cookie, 'POST', '/api/projects', { name })).json()) as Project;
}
async function add(projectId: string, body: Record<string, unknown>, cookie = alice) {
  const res = await api(cookie, 'POST', '/api/items', { projectId, category: 'Decor', ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}
async function patch(id: string, body: unknown, cookie = alice) {
  const res = await api(cookie, 'PATCH', `/api/items/${id}`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ItemDetail;
}

/** Set status → Sold: the selected ids, each with what it sold for ([id, price] pairs). */
const sellIn = (cookie: string, ids: string[], prices: [string, number][], status = 'sold') =>
  api(cookie, 'POST', '/api/items/bulk', {
    selection: { ids },
    action: { type: 'set', status, soldPrices: prices.map(([id, soldPrice]) => ({ id, soldPrice })) },
  });

/** A sale in Chicago whose second and third days are at 25% off, with today its second day. */
async function saleOnItsSecondDay(name: string) {
  const day = 24 * 60 * 60_000;
  // Today where the sale is, and its neighbours: should the clock pass midnight mid-test, today becomes the
  // third day, which the line discounts alike.
  const date = (offset: number) => dateInTimeZone(new Date(Date.now() + offset * day), 'America/Chicago');
  const project = await newProject(name);
  const res = await api(alice, 'PATCH', `/api/projects/${project.id}`, {
    timeZone: 'America/Chicago',
    saleDays: [-1, 0, 1].map((offset) => ({ date: date(offset), start: '08:00', end: '16:00' })),
    tagDiscountLine: 'Day 2 25% off · Day 3 25% off',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return project;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-sold@example.com');
  bob = await t.signUp('bob-sold@example.com');
  member = await t.signUpSubUser('mia-sold@example.com', 'alice-sold@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('an item marked sold on its page', () => {
  it('records what it sold for, keeps it editable, and clears it when the item is no longer sold', async () => {
    const p = await newProject('Page');
    const item = await add(p.id, { name: 'Brass lamp', tagPrice: 40 });

    const sold = await patch(item.id, { status: 'sold', soldPrice: 35 });
    expect(sold).toMatchObject({ status: 'sold', soldPrice: 35, tagPrice: 40 });
    expect(sold.soldAt).not.toBeNull();
    expect(sold.priceHistory[0]).toMatchObject({
      source: 'person',
      actorName: 'alice-sold',
      previousSoldPrice: null,
      soldPrice: 35,
      previousTagPrice: 40,
      tagPrice: 40,
      breakdown: null,
    });

    const changed = await patch(item.id, { soldPrice: 30 });
    expect(changed).toMatchObject({ status: 'sold', soldPrice: 30, soldAt: sold.soldAt });
    expect(changed.priceHistory[0]).toMatchObject({ previousSoldPrice: 35, soldPrice: 30 });

    const back = await patch(item.id, { status: 'available' });
    expect(back).toMatchObject({ status: 'available', soldPrice: null, soldAt: null });
    expect(back.priceHistory[0]).toMatchObject({ previousSoldPrice: 30, soldPrice: null, source: 'person' });
    expect(back.priceHistory).toHaveLength(4); // the first tag price, sold, changed, cleared
  });

  it('refuses a sale without its price, a price on an unsold item, and prices that are not whole dollars', async () => {
    const p = await newProject('Refused');
    const item = await add(p.id, { name: 'Vase', tagPrice: 12 });
    const soldOne = await add(p.id, { name: 'Mirror', tagPrice: 50 });
    await patch(soldOne.id, { status: 'sold', soldPrice: 45 });
    const cases: [string, unknown, string][] = [
      [item.id, { status: 'sold' }, 'soldPrice: Enter what the item sold for'],
      [item.id, { status: 'sold', soldPrice: null }, 'soldPrice: Enter what the item sold for'],
      [item.id, { status: 'sold', soldPrice: -1 }, 'soldPrice: Price cannot be negative'],
      [item.id, { status: 'sold', soldPrice: 12.5 }, 'soldPrice: Price must be a whole amount'],
      [item.id, { status: 'sold', soldPrice: '12' }, 'soldPrice: Price must be a number'],
      [item.id, { status: 'hold', soldPrice: 10 }, 'soldPrice: Only a sold item has a sold price'],
      [item.id, { soldPrice: 10 }, 'soldPrice: Only a sold item has a sold price'],
      [soldOne.id, { soldPrice: null }, 'soldPrice: Enter what the item sold for'],
    ];
    for (const [id, body, message] of cases) {
      const res = await api(alice, 'PATCH', `/api/items/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    expect(await get(item.id)).toMatchObject({ status: 'available', soldPrice: null, soldAt: null });
    expect((await get(item.id)).priceHistory).toHaveLength(1);
    expect(await get(soldOne.id)).toMatchObject({ status: 'sold', soldPrice: 45 });
  });

  it('lets a team member mark an item sold, in their own name; another workspace gets a 404', async () => {
    const p = await newProject('Team');
    const item = await add(p.id, { name: 'Quilt', tagPrice: 60 });
    const res = await api(bob, 'PATCH', `/api/items/${item.id}`, { status: 'sold', soldPrice: 1 });
    expect(res.status).toBe(404);
    expect(await get(item.id)).toMatchObject({ status: 'available', soldPrice: null });

    const sold = await patch(item.id, { status: 'sold', soldPrice: 55 }, member);
    expect(sold).toMatchObject({ status: 'sold', soldPrice: 55 });
    expect(sold.priceHistory[0]).toMatchObject({ source: 'person', actorName: 'mia-sold', soldPrice: 55 });
  });
});

describe('items marked sold in bulk', () => {
  it("offers each selected item at today's tag price after the sale day's discount, or at its sold price", async () => {
    const sale = await saleOnItsSecondDay('Offers');
    const plain = await newProject('No schedule');
    const lamp = await add(sale.id, { name: 'Lamp', tagPrice: 40 });
    const bowl = await add(sale.id, { name: 'Bowl', tagPrice: 25 });
    const unpriced = await add(sale.id, { name: 'Crate' });
    const chair = await add(plain.id, { name: 'Chair', tagPrice: 10 });
    const sold = await add(plain.id, { name: 'Desk', tagPrice: 90 });
    await patch(sold.id, { status: 'sold', soldPrice: 70 });

    const res = await api(alice, 'POST', '/api/items/bulk/sold-prices', {
      selection: { ids: [lamp.id, bowl.id, unpriced.id, chair.id, sold.id] },
      timeZone: 'America/Chicago',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const discount = { percent: 25, text: expect.stringMatching(/^Day [23] 25% off$/) as unknown };
    expect(((await res.json()) as SoldPrices).items).toEqual([
      { id: bowl.id, name: 'Bowl', tagCode: bowl.tagCode, tagPrice: 25, soldPrice: null, offeredPrice: 19, discount },
      {
        id: chair.id,
        name: 'Chair',
        tagCode: chair.tagCode,
        tagPrice: 10,
        soldPrice: null,
        offeredPrice: 10,
        discount: null,
      },
      {
        id: unpriced.id,
        name: 'Crate',
        tagCode: unpriced.tagCode,
        tagPrice: null,
        soldPrice: null,
        offeredPrice: null,
        discount,
      },
      {
        id: sold.id,
        name: 'Desk',
        tagCode: sold.tagCode,
        tagPrice: 90,
        soldPrice: 70,
        offeredPrice: 70,
        discount: null,
      },
      { id: lamp.id, name: 'Lamp', tagCode: lamp.tagCode, tagPrice: 40, soldPrice: null, offeredPrice: 30, discount },
    ]);

    // The item page offers the same price from the sale its item carries.
    expect((await get(lamp.id)).sale).toMatchObject({
      tagDiscountLine: 'Day 2 25% off · Day 3 25% off',
      timeZone: 'America/Chicago',
    });
    expect((await get(lamp.id)).sale.saleDays).toHaveLength(3);

    const theirs = await add((await newProject('Theirs', bob)).id, { name: 'Rug', tagPrice: 5 }, bob);
    const foreign = await api(alice, 'POST', '/api/items/bulk/sold-prices', {
      selection: { ids: [lamp.id, theirs.id] },
    });
    expect(foreign.status).toBe(404);
  });

  it('sets status and each sold price in one request, recorded in the history, and undoes both', async () => {
    const p = await newProject('Bulk');
    const [a, b] = [await add(p.id, { name: 'A', tagPrice: 40 }), await add(p.id, { name: 'B', tagPrice: 25 })];
    const res = await sellIn(
      alice,
      [a.id, b.id],
      [
        [a.id, 30],
        [b.id, 20],
      ],
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as BulkResult;
    expect(result).toMatchObject({ affected: 2, summary: 'Marked 2 items sold for $50' });
    expect(await get(a.id)).toMatchObject({ status: 'sold', soldPrice: 30 });
    const bAfter = await get(b.id);
    expect(bAfter).toMatchObject({ status: 'sold', soldPrice: 20 });
    expect(bAfter.soldAt).not.toBeNull();
    expect(bAfter.priceHistory[0]).toMatchObject({
      source: 'bulk',
      actorName: 'alice-sold',
      previousSoldPrice: null,
      soldPrice: 20,
      tagPrice: 25,
      previousTagPrice: 25,
      breakdown: null,
    });

    // A sold item's price is changed the same way.
    const again = await sellIn(alice, [b.id], [[b.id, 22]]);
    const changed = (await again.json()) as BulkResult;
    expect((await get(b.id)).priceHistory[0]).toMatchObject({ previousSoldPrice: 20, soldPrice: 22 });
    await api(alice, 'POST', '/api/items/bulk/undo', { undoId: changed.undoId });
    expect(await get(b.id)).toMatchObject({ status: 'sold', soldPrice: 20 });
    expect((await get(b.id)).priceHistory[0]).toMatchObject({ previousSoldPrice: 22, soldPrice: 20 });

    // Marked available again: the sale's price goes, and the history says so.
    await api(alice, 'POST', '/api/items/bulk', {
      selection: { ids: [a.id] },
      action: { type: 'set', status: 'available' },
    });
    const aBack = await get(a.id);
    expect(aBack).toMatchObject({ status: 'available', soldPrice: null, soldAt: null });
    expect(aBack.priceHistory[0]).toMatchObject({ source: 'bulk', previousSoldPrice: 30, soldPrice: null });
  });

  it('changes nothing unless every selected item has a price and every price names a selected item', async () => {
    const p = await newProject('Atomic');
    const [a, b] = [await add(p.id, { name: 'A', tagPrice: 40 }), await add(p.id, { name: 'B', tagPrice: 25 })];
    const theirs = await add((await newProject('Bob', bob)).id, { name: 'Rug', tagPrice: 5 }, bob);
    const sell = (ids: string[], prices: [string, number][], status?: string) => sellIn(alice, ids, prices, status);
    const each = 'action.soldPrices: Enter what each item sold for';
    const cases: [Response, number, string][] = [
      [await sell([a.id, b.id], [[a.id, 30]]), 400, each],
      [
        await api(alice, 'POST', '/api/items/bulk', {
          selection: { ids: [a.id] },
          action: { type: 'set', status: 'sold' },
        }),
        400,
        each,
      ],
      [await sell([a.id], [[a.id, 30]], 'hold'), 400, 'Only a sold item has a sold price'],
      [await sell([a.id], [[a.id, -3]]), 400, 'Price cannot be negative'],
      [
        await sell(
          [a.id],
          [
            [a.id, 3],
            [a.id, 4],
          ],
        ),
        400,
        'Each item can have only one sold price',
      ],
      // A price for another workspace's item, or for an item not selected: 404, like any foreign id.
      [
        await sell(
          [a.id],
          [
            [a.id, 30],
            [theirs.id, 1],
          ],
        ),
        404,
        'Item not found',
      ],
      [
        await sell(
          [a.id, theirs.id],
          [
            [a.id, 30],
            [theirs.id, 1],
          ],
        ),
        404,
        'Item not found',
      ],
      [
        await sell(
          [a.id],
          [
            [a.id, 30],
            [b.id, 1],
          ],
        ),
        404,
        'Item not found',
      ],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(await errorOf(res)).toContain(message);
    }
    for (const item of [a, b]) expect(await get(item.id)).toMatchObject({ status: 'available', soldPrice: null });
    expect((await api(bob, 'GET', `/api/items/${theirs.id}`)).status).toBe(200);
    expect(((await (await api(bob, 'GET', `/api/items/${theirs.id}`)).json()) as Item).status).toBe('available');
  });

  it('lets a team member mark items sold in bulk', async () => {
    const p = await newProject('Member bulk');
    const a = await add(p.id, { name: 'A', tagPrice: 8 });
    const res = await sellIn(member, [a.id], [[a.id, 6]]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await get(a.id)).priceHistory[0]).toMatchObject({ source: 'bulk', actorName: 'mia-sold', soldPrice: 6 });
  });
});

describe('the sold report', () => {
  it('adds up the prices items were marked sold for, on their pages and in bulk', async () => {
    const p = await newProject('Report');
    const lamp = await add(p.id, { name: 'Brass lamp', tagPrice: 40 });
    const bowl = await add(p.id, { name: 'Pyrex bowl', tagPrice: 16 });
    const desk = await add(p.id, { name: 'Oak desk', tagPrice: 120 });
    await add(p.id, { name: 'Left-over chair', tagPrice: 30 });
    await patch(lamp.id, { status: 'sold', soldPrice: 35 });
    const res = await sellIn(
      alice,
      [bowl.id, desk.id],
      [
        [bowl.id, 12],
        [desk.id, 100],
      ],
    );
    expect(res.status).toBe(200);

    const pdf = await api(alice, 'GET', `/api/projects/${p.id}/reports/sold.pdf`);
    expect(pdf.status).toBe(200);
    const file = path.join(work, 'sold.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // 3 of 4 sold; sales $147 against $176 of tags: 84%.
    expect(text).toMatch(/3 of 4\s+75%\s+\$147\s+84%/);
    expect(text).toMatch(/Brass lamp\s+Decor\s+\$40\s+\$35\s+−\$5/);
    expect(text).toMatch(/Pyrex bowl\s+Decor\s+\$16\s+\$12\s+−\$4/);
    expect(text).toMatch(/Oak desk\s+Decor\s+\$120\s+\$100\s+−\$20/);
  });
});
