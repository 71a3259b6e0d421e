import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@tagwise/core/schemas/analytics';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { monthKey, monthsUpTo } from '@tagwise/core/values/analytics';
import { user } from '../src/db/schema/auth.ts';
import { creditTransactions } from '../src/db/schema/credits.ts';
import { items, priceEvents } from '../src/db/schema/items.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The data dashboard's figures against rows whose sums are known by hand: two projects, items in several
// categories, conditions and statuses, AI price events on some sold items, and credit charges in every
// state. Another workspace, a team member and a server without billing ask too.

let t: TestApp;
let alice: string;
let aliceId: string;
let member: string;
let bob: string;
let elm: Project;
let oak: Project;
const made: Record<string, Item> = {};

const api = (cookie: string, route: string) => t.request(route, { cookie });
const read = async (cookie: string, route: string) => {
  const res = await api(cookie, route);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Analytics;
};

async function addItem(cookie: string, projectId: string, input: Record<string, unknown>) {
  const res = await t.request('/api/items', { method: 'POST', cookie, json: { projectId, ...input } });
  expect(res.status, await res.clone().text()).toBe(201);
  const item = (await res.json()) as Item;
  made[item.name] = item;
  return item;
}

/** What an analysis writes when it prices an item: the AI's retail estimate and the rules' tag price. */
async function aiPriced(item: Item, retailCents: number | null, tagPrice: number | null, at = new Date()) {
  await t.database.db
    .insert(priceEvents)
    .values({ ownerId: aliceId, itemId: item.id, source: 'ai', retailCents, tagPrice, createdAt: at });
  await t.database.db.update(items).set({ analysisProvider: 'openai', analyzedAt: at }).where(eq(items.id, item.id));
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-analytics@example.com');
  aliceId = (await t.database.db.select().from(user).where(eq(user.email, 'alice-analytics@example.com')))[0]!.id;
  member = await t.signUpSubUser('member-analytics@example.com', 'alice-analytics@example.com');
  bob = await t.signUp('bob-analytics@example.com');
  const project = async (name: string) =>
    (await (await t.request('/api/projects', { method: 'POST', cookie: alice, json: { name } })).json()) as Project;
  elm = await project('Elm Street');
  oak = await project('Oak Avenue');
  // Elm Street: five items, two sold.
  await addItem(alice, elm.id, {
    name: 'Walnut credenza',
    category: 'Furniture',
    condition: 'Good',
    retailCents: 120_000,
    tagPrice: 480,
    status: 'sold',
    soldPrice: 450,
  });
  await addItem(alice, elm.id, {
    name: 'Pyrex bowl',
    category: 'Kitchenware',
    condition: 'Like New',
    retailCents: 4_000,
    tagPrice: 16,
    status: 'sold',
    soldPrice: 30,
  });
  await addItem(alice, elm.id, {
    name: 'Oak side table',
    category: 'Furniture',
    condition: 'Fair',
    retailCents: 20_000,
    tagPrice: 80,
    status: 'donated',
  });
  await addItem(alice, elm.id, { name: 'Brass lamp', category: 'Decor', condition: 'Good', retailCents: null });
  await addItem(alice, elm.id, {
    name: 'Sold without a price',
    category: 'Decor',
    condition: 'Good',
    retailCents: 1_000,
    tagPrice: 4,
    status: 'sold',
  });
  // Oak Avenue: two items, one sold; a third item belongs to Bob's workspace.
  await addItem(alice, oak.id, {
    name: 'Drill',
    category: 'Tools',
    condition: 'Good',
    retailCents: 10_000,
    tagPrice: 40,
    status: 'sold',
    soldPrice: 25,
  });
  await addItem(alice, oak.id, { name: 'Radio', category: 'Electronics', condition: 'Poor', retailCents: 5_050 });
  const bobs = (await (
    await t.request('/api/projects', { method: 'POST', cookie: bob, json: { name: 'Bob sale' } })
  ).json()) as Project;
  await addItem(bob, bobs.id, {
    name: "Bob's chair",
    category: 'Furniture',
    condition: 'Good',
    retailCents: 99_900,
    tagPrice: 400,
    status: 'sold',
    soldPrice: 1,
  });

  // The AI priced the credenza at $500 of tag (sold for $450: gap -50), the bowl at $10 (sold for $30:
  // gap +20; a person later changed its price, which does not hide the AI's), and the drill twice: the
  // latest ($35, gap -10) counts. The lamp's analysis set no price.
  const day = 24 * 60 * 60 * 1000;
  await aiPriced(made['Walnut credenza']!, 125_000, 500);
  await aiPriced(made['Pyrex bowl']!, 2_500, 10);
  await t.database.db.insert(priceEvents).values({
    ownerId: aliceId,
    itemId: made['Pyrex bowl']!.id,
    source: 'person',
    retailCents: 4_000,
    tagPrice: 16,
  });
  await aiPriced(made['Drill']!, 20_000, 80, new Date(Date.now() - 2 * day));
  await aiPriced(made['Drill']!, 8_750, 35, new Date(Date.now() - day));
  await aiPriced(made['Brass lamp']!, null, null);

  // Added months apart: the radio thirteen months ago (before the window), the drill two months ago.
  const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * day);
  await t.database.db
    .update(items)
    .set({ createdAt: monthsAgo(13) })
    .where(eq(items.id, made['Radio']!.id));
  await t.database.db
    .update(items)
    .set({ createdAt: monthsAgo(2) })
    .where(eq(items.id, made['Drill']!.id));

  // Credits: completed charges count, pending, failed and refunded ones do not; last month's too.
  const charge = (
    operation: 'analysis' | 'enhancement' | 'promo',
    status: 'pending' | 'completed' | 'failed' | 'refunded',
    createdAt = new Date(),
    credits = 1,
  ) => ({
    ownerId: aliceId,
    operation,
    operationId: `op-${Math.random()}`,
    credits,
    source: 'plan' as const,
    status,
    createdAt,
  });
  await t.database.db
    .insert(creditTransactions)
    .values([
      charge('analysis', 'completed'),
      charge('analysis', 'completed'),
      charge('enhancement', 'completed'),
      charge('promo', 'completed', new Date(), 0),
      charge('analysis', 'pending'),
      charge('analysis', 'failed'),
      charge('analysis', 'refunded'),
      charge('analysis', 'completed', monthsAgo(1)),
      charge('analysis', 'completed', monthsAgo(14)),
    ]);
});
afterAll(() => t.close());

describe('the workspace dashboard', () => {
  it('totals every item of the workspace, in the units the items keep', async () => {
    const a = await read(alice, '/api/analytics');
    expect(a.project).toBeNull();
    expect(a.totals).toEqual({
      items: 7,
      retailCents: 120_000 + 4_000 + 20_000 + 1_000 + 10_000 + 5_050,
      noRetail: 1,
      // The radio has a tag price from the rules (retail $50.50, Poor); the lamp has none.
      tagValue: 480 + 16 + 80 + 4 + 40 + a.byCondition.find((g) => g.key === 'Poor')!.tagValue,
      unpriced: 1,
      sold: 4,
      soldValue: 450 + 30 + 25,
      soldTagValue: 480 + 16 + 4 + 40,
      soldWithoutPrice: 1,
      // The sales are compared with these tags only: the $4 item sold without a price is no $0 sale.
      pricedSoldTagValue: 480 + 16 + 40,
    });
    expect(a.byCondition.find((g) => g.key === 'Poor')!.tagValue).toBeGreaterThan(0);
  });

  it('groups by category, condition and status in the catalogue order, sums matching the totals', async () => {
    const a = await read(alice, '/api/analytics');
    expect(a.byCategory.map((g) => g.key)).toEqual(['Furniture', 'Decor', 'Electronics', 'Kitchenware', 'Tools']);
    const furniture = a.byCategory.find((g) => g.key === 'Furniture')!;
    expect(furniture).toMatchObject({ items: 2, retailCents: 140_000, tagValue: 560, sold: 1, soldValue: 450 });
    expect(a.byCondition.map((g) => g.key)).toEqual(['Like New', 'Good', 'Fair', 'Poor']);
    expect(a.byStatus.map((g) => [g.key, g.items])).toEqual([
      ['available', 2],
      ['sold', 4],
      ['donated', 1],
    ]);
    for (const groups of [a.byCategory, a.byCondition, a.byStatus]) {
      expect(groups.reduce((n, g) => n + g.items, 0)).toBe(a.totals.items);
      expect(groups.reduce((n, g) => n + g.tagValue, 0)).toBe(a.totals.tagValue);
      expect(groups.reduce((n, g) => n + g.retailCents, 0)).toBe(a.totals.retailCents);
    }
  });

  it('lists sales and sell-through per project, every project of the workspace', async () => {
    const a = await read(alice, '/api/analytics');
    expect(a.projects.map((p) => [p.name, p.items, p.sold, p.soldValue])).toEqual([
      ['Elm Street', 5, 3, 480],
      ['Oak Avenue', 2, 1, 25],
    ]);
  });

  it('counts value added per month over the last twelve, and the items added before them', async () => {
    const a = await read(alice, '/api/analytics?timeZone=America/New_York');
    const months = monthsUpTo(monthKey(new Date(), 'America/New_York'), 12);
    expect(a.timeZone).toBe('America/New_York');
    expect(a.valueAdded.months.map((m) => m.month)).toEqual(months);
    expect(a.valueAdded.earlierItems).toBe(1);
    expect(a.valueAdded.months.at(-1)).toMatchObject({ items: 5, retailCents: 145_000, tagValue: 580 });
    expect(a.valueAdded.months.reduce((n, m) => n + m.items, 0)).toBe(6);
    expect(a.valueAdded.months.find((m) => m.retailCents === 10_000)).toMatchObject({ items: 1, tagValue: 40 });
  });

  it('sums completed AI charges per month: credits and operations by kind', async () => {
    const a = await read(alice, '/api/analytics');
    const months = a.credits!.months;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: months.at(-1)!.month, credits: 3, analyses: 2, enhancements: 1, promos: 1 });
    expect(months.reduce((n, m) => n + m.analyses, 0)).toBe(3);
  });

  it("compares the AI's estimate with the sold price, largest gap first", async () => {
    const a = await read(alice, '/api/analytics');
    expect(a.priceGaps).toMatchObject({ compared: 3, soldTotal: 450 + 30 + 25, aiTagTotal: 500 + 10 + 35 });
    expect(a.priceGaps.items.map((g) => [g.name, g.aiRetailCents, g.aiTagPrice, g.soldPrice, g.gap])).toEqual([
      ['Walnut credenza', 125_000, 500, 450, -50],
      ['Pyrex bowl', 2_500, 10, 30, 20],
      ['Drill', 8_750, 35, 25, -10],
    ]);
    expect(a.priceGaps.items[0]).toMatchObject({ projectName: 'Elm Street', provider: 'openai' });
  });

  it('a team member sees the same dashboard as the admin', async () => {
    expect(await read(member, '/api/analytics')).toEqual(await read(alice, '/api/analytics'));
  });

  it('another workspace sees only its own items', async () => {
    const b = await read(bob, '/api/analytics');
    expect(b.totals).toMatchObject({ items: 1, sold: 1, soldValue: 1 });
    expect(b.projects.map((p) => p.name)).toEqual(['Bob sale']);
    expect(b.priceGaps.compared).toBe(0);
  });

  it('refuses a time zone that is not a region name', async () => {
    for (const zone of ['+05:00', 'Mars/Olympus', "UTC'; drop table items; --"]) {
      const res = await api(alice, `/api/analytics?timeZone=${encodeURIComponent(zone)}`);
      expect(res.status, zone).toBe(400);
    }
  });
});

describe("one project's dashboard", () => {
  it("holds that project's items only, without the workspace's credits", async () => {
    const a = await read(alice, `/api/projects/${oak.id}/analytics`);
    expect(a.project).toEqual({ id: oak.id, name: 'Oak Avenue' });
    expect(a.totals).toMatchObject({ items: 2, sold: 1, soldValue: 25, soldTagValue: 40 });
    expect(a.projects.map((p) => p.name)).toEqual(['Oak Avenue']);
    expect(a.credits).toBeNull();
    expect(a.priceGaps.items.map((g) => g.name)).toEqual(['Drill']);
    expect(a.valueAdded.earlierItems).toBe(1);
  });

  it('answers 404 for a project of another workspace, and for one that does not exist', async () => {
    for (const cookie of [bob]) {
      const res = await api(cookie, `/api/projects/${elm.id}/analytics`);
      expect(res.status).toBe(404);
    }
    expect((await api(alice, '/api/projects/00000000-0000-4000-8000-000000000000/analytics')).status).toBe(404);
  });

  it('answers zeros for a project without items', async () => {
    const empty = (await (
      await t.request('/api/projects', { method: 'POST', cookie: alice, json: { name: 'Empty house' } })
    ).json()) as Project;
    const a = await read(alice, `/api/projects/${empty.id}/analytics`);
    expect(a.totals.items).toBe(0);
    expect(a.byCategory).toEqual([]);
    expect(a.projects).toEqual([expect.objectContaining({ name: 'Empty house', items: 0 })]);
    expect(a.valueAdded.months.every((m) => m.items === 0)).toBe(true);
    await t.database.db.delete(items).where(inArray(items.projectId, [empty.id]));
  });
});

describe('a server without billing', () => {
  it('shows no credit figures', async () => {
    const off = await createTestApp({ env: { BILLING_PROVIDER: 'none' } });
    try {
      const cookie = await off.signUp('carol-analytics@example.com');
      const res = await off.request('/api/analytics', { cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Analytics).credits).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('asks the visitor to sign in', async () => {
    expect((await t.request('/api/analytics')).status).toBe(401);
    expect((await t.request(`/api/projects/${elm.id}/analytics`)).status).toBe(401);
  });
});

describe('a large workspace (the browser test seeds 10,000 items the same way)', () => {
  it('sums a thousand seeded items to what the database holds', async () => {
    const hooks = await createTestApp({ env: { TAGWISE_TEST_HOOKS: 'true' } });
    try {
      const cookie = await hooks.signUp('dora-analytics@example.com');
      const seeded = await hooks.request('/api/test/items', {
        method: 'POST',
        cookie,
        json: { projectName: 'Big house', count: 1_000 },
      });
      expect(seeded.status).toBe(201);
      const { projectId, workspace } = (await seeded.json()) as {
        projectId: string;
        workspace: Record<string, number>;
      };
      // A second seed in the same workspace numbers its tag codes on (they are unique per workspace).
      const again = await hooks.request('/api/test/items', {
        method: 'POST',
        cookie,
        json: { projectName: 'Small house', count: 10 },
      });
      expect(again.status).toBe(201);
      await hooks.request(`/api/projects/${((await again.json()) as { projectId: string }).projectId}`, {
        method: 'DELETE',
        cookie,
      });
      const res = await hooks.request('/api/analytics', { cookie });
      const a = (await res.json()) as Analytics;
      expect(a.totals).toMatchObject(workspace);
      expect(a.totals.items).toBe(1_000);
      expect(a.byCategory).toHaveLength(15);
      expect(a.priceGaps.compared).toBeGreaterThan(0);
      expect(a.priceGaps.items).toHaveLength(10);
      const gaps = a.priceGaps.items.map((g) => Math.abs(g.gap));
      expect(gaps).toEqual([...gaps].sort((x, y) => y - x));
      expect(a.projects).toEqual([expect.objectContaining({ id: projectId, items: 1_000 })]);
    } finally {
      await hooks.close();
    }
  });
});
