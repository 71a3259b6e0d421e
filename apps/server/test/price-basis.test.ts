import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Item, ItemDetail } from '@tagwise/core/schemas/items';
import type { PriceBasis } from '@tagwise/core/schemas/price-basis';
import type { Project } from '@tagwise/core/schemas/projects';
import { items, priceEvents } from '../src/db/schema/items.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The median a person can price an unidentified item from: only the workspace's own priced items count
// (sold, priced by a person or a cloud analysis), never the offline analyzer's reference-table guesses,
// never another workspace's items.

let t: TestApp;
let alice: string;
let bob: string;
let project: Project;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
});
afterAll(() => t.close());

function api(cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function addItem(body: Record<string, unknown>, cookie = alice, projectId = project.id) {
  const res = await api(cookie, 'POST', '/api/items', {
    projectId,
    name: 'Kettle',
    category: 'Kitchenware',
    condition: 'Good',
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}

/** An item as the offline analyzer leaves it: its retail price from the reference table, nobody's choice. */
async function addOfflineGuess(retailCents: number, category = 'Kitchenware') {
  const item = await addItem({ name: 'Offline guess', category });
  await t.database.db.update(items).set({ retailCents, analysisProvider: 'local' }).where(eq(items.id, item.id));
  return item;
}

const basis = async (category: string, cookie = alice) => {
  const res = await api(cookie, 'GET', `/api/items/price-basis?category=${encodeURIComponent(category)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PriceBasis;
};

describe('GET /api/items/price-basis', () => {
  it('answers 0 and no median when the workspace has no priced items of the category', async () => {
    await addItem({ name: 'Unpriced pot', retailCents: null });
    await addOfflineGuess(9_900);
    expect(await basis('Kitchenware')).toEqual({ category: 'Kitchenware', count: 0, medianCents: null });
  });

  it('takes the median of the priced items: retail, or the sold price where one is recorded', async () => {
    await addItem({ name: 'Kettle', retailCents: 1_000 });
    await addItem({ name: 'Toaster', retailCents: 3_000 });
    // Sold for $20: the sold price counts, not its $500 retail.
    await addItem({ name: 'Mixer', retailCents: 50_000, status: 'sold', soldPrice: 20 });
    expect(await basis('Kitchenware')).toEqual({ category: 'Kitchenware', count: 3, medianCents: 2_000 });
    // An even count: the middle two averaged.
    await addItem({ name: 'Blender', retailCents: 2_500 });
    expect(await basis('Kitchenware')).toEqual({ category: 'Kitchenware', count: 4, medianCents: 2_250 });
  });

  it('counts a cloud analysis and a person, but not the offline reference table until a person prices it', async () => {
    const cloud = await addItem({ name: 'Cloud vase', category: 'Decor' });
    await t.database.db
      .update(items)
      .set({ retailCents: 4_000, analysisProvider: 'openai' })
      .where(eq(items.id, cloud.id));
    const guess = await addOfflineGuess(100_000, 'Decor');
    expect(await basis('Decor')).toEqual({ category: 'Decor', count: 1, medianCents: 4_000 });

    const res = await api(alice, 'PATCH', `/api/items/${guess.id}`, { retailCents: 6_000 });
    expect(res.status).toBe(200);
    expect(await basis('Decor')).toEqual({ category: 'Decor', count: 2, medianCents: 5_000 });
  });

  it("never counts another workspace's items; a sub-user sees their admin's workspace", async () => {
    const bobsProject = (await (await api(bob, 'POST', '/api/projects', { name: 'Bob sale' })).json()) as Project;
    await addItem({ name: 'Bob tool', category: 'Tools', retailCents: 90_000 }, bob, bobsProject.id);
    expect(await basis('Tools')).toEqual({ category: 'Tools', count: 0, medianCents: null });
    expect(await basis('Tools', bob)).toEqual({ category: 'Tools', count: 1, medianCents: 90_000 });
    const carol = await t.signUpSubUser('carol@example.com', 'alice@example.com');
    expect(await basis('Kitchenware', carol)).toEqual(await basis('Kitchenware'));
  });

  it('refuses a missing or unknown category with a clear message, and anyone signed out', async () => {
    for (const query of ['', '?category=', '?category=Spaceships']) {
      const res = await api(alice, 'GET', `/api/items/price-basis${query}`);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain('Choose a category from the list');
    }
    expect((await t.request('/api/items/price-basis?category=Tools')).status).toBe(401);
  });
});

describe('PATCH retailFromCategoryMedian', () => {
  it('sets the retail price to the median, prices it by the rules and keeps the basis in the note and history', async () => {
    const { medianCents, count } = await basis('Kitchenware');
    const item = await addItem({ name: 'Unidentified item', category: 'Other', retailCents: null });
    await t.database.db
      .update(items)
      .set({ needsReview: true, analysisProvider: 'local', pricingNote: 'Not enough evidence to price it' })
      .where(eq(items.id, item.id));

    const res = await api(alice, 'PATCH', `/api/items/${item.id}`, {
      name: 'Enamel kettle',
      category: 'Kitchenware',
      retailFromCategoryMedian: 'Kitchenware',
      needsReview: false,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as ItemDetail;
    const note = `Median of your ${count} priced Kitchenware items ($22.50)`;
    expect(medianCents).toBe(2_250);
    expect(saved).toMatchObject({ name: 'Enamel kettle', retailCents: 2_250, needsReview: false });
    expect(saved.tagPrice).not.toBeNull();
    expect(saved.analysis?.pricingNote).toBe(note);
    expect(saved.priceHistory[0]).toMatchObject({ source: 'person', retailCents: 2_250, tagPrice: saved.tagPrice });
    expect(saved.priceHistory[0]!.breakdown).toBe(`${note}. ${saved.priceBreakdown}`);
    // A person chose that price: the item now counts among the priced ones.
    expect((await basis('Kitchenware')).count).toBe(count + 1);
  });

  it('says so for a single item', async () => {
    await addItem({ name: 'Drill', category: 'Tools', retailCents: 4_000 });
    const item = await addItem({ name: 'Unidentified item', category: 'Tools', retailCents: null });
    const saved = (await (
      await api(alice, 'PATCH', `/api/items/${item.id}`, { retailFromCategoryMedian: 'Tools' })
    ).json()) as ItemDetail;
    expect(saved.retailCents).toBe(4_000);
    expect(saved.priceHistory[0]!.breakdown).toMatch(/^Price of your only priced Tools item \(\$40\)\. Retail \$40/);
  });

  it('refuses a category without priced items and changes nothing, and refuses a median with a typed price', async () => {
    const item = await addItem({ name: 'Unidentified item', category: 'Other', retailCents: null });
    const events = async () =>
      (await t.database.db.select().from(priceEvents).where(eq(priceEvents.itemId, item.id))).length;
    const before = await events();

    const none = await api(alice, 'PATCH', `/api/items/${item.id}`, {
      name: 'Violin',
      retailFromCategoryMedian: 'Musical Instruments',
      needsReview: false,
    });
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe('You have no priced Musical Instruments items to take a median from');
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ name: 'Unidentified item', retailCents: null, pricingNote: null });
    expect(await events()).toBe(before);

    const both = await api(alice, 'PATCH', `/api/items/${item.id}`, {
      retailCents: 100,
      retailFromCategoryMedian: 'Kitchenware',
    });
    expect(both.status).toBe(400);
    expect((await errorOf(both)).message).toContain('Enter a retail price or take the median, not both');
    const unknown = await api(alice, 'PATCH', `/api/items/${item.id}`, { retailFromCategoryMedian: 'Spaceships' });
    expect(unknown.status).toBe(400);
  });

  it("is 404 on another workspace's item, and a foreign median never reaches it", async () => {
    const item = await addItem({ name: 'Private pot', retailCents: null });
    const res = await api(bob, 'PATCH', `/api/items/${item.id}`, { retailFromCategoryMedian: 'Tools' });
    expect(res.status).toBe(404);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.retailCents).toBeNull();
  });
});
