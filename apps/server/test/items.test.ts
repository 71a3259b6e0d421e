import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Item as ItemSchema, type Item, type ItemDetail, type ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { readFileSync } from 'node:fs';
import { computeTagPrice } from '@tagwise/core/pricing/compute-tag-price';
import { eq, sql } from 'drizzle-orm';
import { items } from '../src/db/schema/items.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let project: Project;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  // The operator gives this sale a markdown of its own (a new project follows the account's 35%).
  await api(alice, 'PATCH', `/api/projects/${project.id}`, { markdownPercentage: 40 });
});
afterAll(() => t.close());

function api(cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function addItem(body: Record<string, unknown> = {}, cookie = alice, projectId = project.id) {
  const res = await api(cookie, 'POST', '/api/items', {
    projectId,
    name: 'Walnut sideboard',
    category: 'Furniture',
    condition: 'Good',
    retailCents: 12_000,
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}

describe('items', () => {
  it('prices a new item by the rules: project markdown 40%, Good 80%', async () => {
    const item = await addItem();
    expect(item).toMatchObject({ tagPrice: 58, tagPriceSource: 'rule', status: 'available' });
    expect(item.priceBreakdown).toBe('Retail $120 → Project markdown 40% → $72 → Good 80% → $58');
    expect(item.tagCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('re-prices when retail, category or condition change, and records who changed what', async () => {
    const item = await addItem();
    const res = await api(alice, 'PATCH', `/api/items/${item.id}`, { retailCents: 20_000, condition: 'New' });
    const updated = (await res.json()) as ItemDetail;
    expect(updated.tagPrice).toBe(120);
    expect(updated.priceHistory[0]).toMatchObject({
      source: 'person',
      previousTagPrice: 58,
      tagPrice: 120,
      previousRetailCents: 12_000,
      retailCents: 20_000,
      actorName: 'alice',
    });
    expect(updated.priceHistory).toHaveLength(2);
  });

  it('keeps a hand-set price through rule changes until it is reset', async () => {
    const item = await addItem();
    await api(alice, 'PATCH', `/api/items/${item.id}`, { tagPrice: 75 });
    const stuck = (await (
      await api(alice, 'PATCH', `/api/items/${item.id}`, { condition: 'Fair' })
    ).json()) as ItemDetail;
    expect(stuck).toMatchObject({ tagPrice: 75, tagPriceSource: 'manual' });
    const reset = (await (
      await api(alice, 'PATCH', `/api/items/${item.id}`, { resetTagPriceToRule: true })
    ).json()) as ItemDetail;
    expect(reset).toMatchObject({ tagPrice: 50, tagPriceSource: 'rule' });
    expect(reset.priceHistory.map((e) => e.source)).toEqual(['rule', 'person', 'rule']);
  });

  it('follows the project category markdown first', async () => {
    await api(alice, 'PUT', `/api/projects/${project.id}/category-markdowns`, {
      markdowns: [{ category: 'Art', markdown_percentage: 10 }],
    });
    const item = await addItem({ name: 'Oil landscape', category: 'Art', condition: 'New', retailCents: 50_000 });
    expect(item.tagPrice).toBe(450);
  });

  it('gives the rules that price an item with its detail, to a team member too: core’s function on them is its price', async () => {
    await api(alice, 'PUT', `/api/projects/${project.id}/category-markdowns`, {
      markdowns: [{ category: 'Tools', markdown_percentage: 25 }],
    });
    const item = await addItem({ name: 'Bench vise', category: 'Tools', condition: 'Fair', retailCents: 8_850 });
    const member = await t.signUpSubUser('alice-helper@example.com', 'alice@example.com');
    const detail = (await (await api(member, 'GET', `/api/items/${item.id}`)).json()) as ItemDetail;
    expect(detail.pricingRules.project).toEqual({
      markdownPercentage: 40,
      categoryMarkdowns: [{ category: 'Tools', markdown_percentage: 25 }],
    });
    expect(detail.pricingRules.settings.conditionMultipliers).toContainEqual({ name: 'Fair', percentage: 70 });
    // What the review screen works out as retail is typed: the saved price, from the same rules.
    const shown = computeTagPrice({
      retailCents: 8_850,
      category: 'Tools',
      condition: 'Fair',
      ...detail.pricingRules,
    });
    expect(shown.tagPrice).toBe(item.tagPrice);
    expect(shown.breakdown).toBe(item.priceBreakdown);
  });

  it('keeps key attributes and research sources, refusing links that are not web addresses', async () => {
    const item = await addItem();
    const res = await api(alice, 'PATCH', `/api/items/${item.id}`, {
      keyAttributes: ['  Solid walnut ', 'Signed'],
      researchSources: [{ kind: 'used', url: 'https://www.ebay.com/itm/123', title: 'Sold listing' }],
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as ItemDetail).toMatchObject({
      keyAttributes: ['Solid walnut', 'Signed'],
      researchSources: [{ kind: 'used', url: 'https://www.ebay.com/itm/123', title: 'Sold listing' }],
    });
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'not a link']) {
      const bad = await api(alice, 'PATCH', `/api/items/${item.id}`, { researchSources: [{ kind: 'retail', url }] });
      expect(bad.status, url).toBe(400);
      expect((await errorOf(bad)).message).toContain('Enter a web address starting with http:// or https://');
    }
    const tooMany = await api(alice, 'PATCH', `/api/items/${item.id}`, {
      keyAttributes: Array.from({ length: 21 }, (_, i) => `A${i}`),
    });
    expect(tooMany.status).toBe(400);
  });

  it('marks sold items with a date and price', async () => {
    const item = await addItem();
    const sold = (await (
      await api(alice, 'PATCH', `/api/items/${item.id}`, { status: 'sold', soldPrice: 55 })
    ).json()) as ItemDetail;
    expect(sold.status).toBe('sold');
    expect(sold.soldPrice).toBe(55);
    expect(sold.soldAt).not.toBeNull();
    const back = (await (await api(alice, 'PATCH', `/api/items/${item.id}`, { status: 'hold' })).json()) as ItemDetail;
    expect(back.soldAt).toBeNull();
  });

  it('refuses bad input with the field message and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Item name is required'],
      [{ retailCents: -5 }, 'Retail price cannot be negative'],
      [{ category: 'Boats' }, 'Choose a category from the list'],
      [{ condition: 'Mint' }, 'Choose a condition from the list'],
      [{ tagPrice: 1.5 }, 'Price must be a whole amount'],
    ];
    const before = ((await (await api(alice, 'GET', `/api/projects/${project.id}/items`)).json()) as ItemPage).items
      .length;
    for (const [body, message] of cases) {
      const res = await api(alice, 'POST', '/api/items', {
        projectId: project.id,
        name: 'x',
        category: 'Decor',
        ...body,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    const after = ((await (await api(alice, 'GET', `/api/projects/${project.id}/items`)).json()) as ItemPage).items
      .length;
    expect(after).toBe(before);
  });

  it('pages 50 at a time, newest first, without repeats', async () => {
    const other = (await (await api(alice, 'POST', '/api/projects', { name: 'Big sale' })).json()) as Project;
    for (let i = 0; i < 55; i++) await addItem({ name: `Item ${i}` }, alice, other.id);
    const first = (await (await api(alice, 'GET', `/api/projects/${other.id}/items`)).json()) as ItemPage;
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.name).toBe('Item 54');
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await api(alice, 'GET', `/api/projects/${other.id}/items?cursor=${first.nextCursor}`)
    ).json()) as ItemPage;
    expect(second.items.map((i) => i.name)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    expect(second.nextCursor).toBeNull();
    expect((await api(alice, 'GET', `/api/projects/${other.id}/items?cursor=garbage`)).status).toBe(400);
  });

  it('deletes an item and its history', async () => {
    const item = await addItem();
    expect((await api(alice, 'DELETE', `/api/items/${item.id}`)).status).toBe(204);
    expect((await api(alice, 'GET', `/api/items/${item.id}`)).status).toBe(404);
  });
});

describe('inventory', () => {
  it('lists the items of every project of the workspace, newest first, priced per project', async () => {
    const a = (await (await api(bob, 'POST', '/api/projects', { name: 'Bob A' })).json()) as Project;
    const b = (await (await api(bob, 'POST', '/api/projects', { name: 'Bob B' })).json()) as Project;
    await api(bob, 'PATCH', `/api/projects/${b.id}`, { markdownPercentage: 0 });
    await addItem({ name: 'Bob chair' }, bob, a.id);
    await addItem({ name: 'Bob table' }, bob, b.id);
    const page = (await (await api(bob, 'GET', '/api/items')).json()) as ItemPage;
    expect(page.items.map((i) => [i.name, i.tagPrice])).toEqual([
      ['Bob table', 96],
      // Bob A has no markdown of its own: the account's 35%. 120 x 65% x 80% = 62.4.
      ['Bob chair', 62],
    ]);
    expect(page.items[0]?.priceBreakdown).toContain('Project markdown 0%');
    expect(page.nextCursor).toBeNull();
    expect((await t.request('/api/items')).status).toBe(401);
  });
});

describe('a listed item', () => {
  it('is the item as its own page shows it: every field, dates to the millisecond, the project markdown', async () => {
    const sale = (await (await api(alice, 'POST', '/api/projects', { name: 'Every field' })).json()) as Project;
    await api(alice, 'PUT', `/api/projects/${sale.id}/category-markdowns`, {
      markdowns: [{ category: 'Furniture', markdown_percentage: 12.5 }],
    });
    const added = await addItem(
      {
        description: 'A "quoted" description,\nover two lines',
        brand: 'Drexel',
        model: 'Heritage',
        dimensions: '60 x 18 x 32 in',
        materials: 'Walnut',
        notes: 'Key in the drawer',
        keyAttributes: ['Solid walnut', 'Signed'],
        researchSources: [{ kind: 'used', url: 'https://www.ebay.com/itm/123', title: 'Sold listing' }],
      },
      alice,
      sale.id,
    );
    await api(alice, 'PATCH', `/api/items/${added.id}`, { status: 'sold', soldPrice: 55 });
    const detail = (await (await api(alice, 'GET', `/api/items/${added.id}`)).json()) as ItemDetail;
    for (const path of [`/api/projects/${sale.id}/items`, `/api/items?q=drexel`]) {
      const [listed] = ((await (await api(alice, 'GET', path)).json()) as ItemPage).items;
      expect(Object.keys(listed!).sort(), path).toEqual(Object.keys(ItemSchema.shape).sort());
      const shown = Object.fromEntries(Object.keys(ItemSchema.shape).map((key) => [key, detail[key as keyof Item]]));
      expect(listed, path).toEqual(shown);
    }
    expect(detail.soldAt).not.toBeNull();
    expect(detail.priceBreakdown).toContain('12.5%');
  });
});

describe('needs review', () => {
  it('lists only the flagged items with needsReview=true, counts them, and clears the flag when a person confirms', async () => {
    const p = (await (await api(alice, 'POST', '/api/projects', { name: 'Review sale' })).json()) as Project;
    // Priced, so only the analysis's flag puts it in review (an unpriced item is always there: below).
    const unsure = await addItem({ name: 'Unidentified item', category: 'Other' }, alice, p.id);
    const sure = await addItem({ name: 'Oak chair' }, alice, p.id);
    expect(unsure.needsReview).toBe(false);
    const guesses = [{ name: 'Grey pillow', category: 'Decor' as const, confidence: 0.3, retailPrice: null }];
    // Only an analysis flags an item; here the row is flagged directly, as the analyzer's save does.
    await t.database.db
      .update(items)
      .set({ needsReview: true, analysisGuesses: guesses })
      .where(eq(items.id, unsure.id));

    const flagged = (await (
      await api(alice, 'GET', `/api/items?projectId=${p.id}&needsReview=true`)
    ).json()) as ItemPage;
    expect(flagged.items.map((i) => [i.name, i.needsReview])).toEqual([['Unidentified item', true]]);
    const others = (await (
      await api(alice, 'GET', `/api/items?projectId=${p.id}&needsReview=false`)
    ).json()) as ItemPage;
    expect(others.items.map((i) => i.id)).toEqual([sure.id]);
    const count = await (await api(alice, 'GET', `/api/items/count?projectId=${p.id}&needsReview=true`)).json();
    expect(count).toEqual({ total: 1 });
    const bad = await api(alice, 'GET', `/api/items?needsReview=maybe`);
    expect(bad.status).toBe(400);
    // Bob's filtered list never shows Alice's flagged item.
    const bobs = (await (await api(bob, 'GET', '/api/items?needsReview=true')).json()) as ItemPage;
    expect(bobs.items).toEqual([]);

    const detail = (await (await api(alice, 'GET', `/api/items/${unsure.id}`)).json()) as ItemDetail;
    expect(detail.needsReview).toBe(true);
    const confirmed = (await (
      await api(alice, 'PATCH', `/api/items/${unsure.id}`, {
        name: 'Grey pillow',
        category: 'Decor',
        needsReview: false,
      })
    ).json()) as ItemDetail;
    expect(confirmed).toMatchObject({ name: 'Grey pillow', category: 'Decor', needsReview: false });
    expect((await api(bob, 'PATCH', `/api/items/${unsure.id}`, { needsReview: false })).status).toBe(404);
  });

  it('every unpriced item needs review, however it came, until it has a price', async () => {
    const p = (await (await api(alice, 'POST', '/api/projects', { name: 'Unpriced sale' })).json()) as Project;
    // Named by the offline analyzer (it read the model on the item) but with no price: saved unflagged.
    const named = await addItem({ name: 'UNI-T UT33C', category: 'Electronics', retailCents: null }, alice, p.id);
    await t.database.db.update(items).set({ analysisProvider: 'local' }).where(eq(items.id, named.id));
    const priced = await addItem({ name: 'Oak chair' }, alice, p.id);
    expect(named).toMatchObject({ tagPrice: null, needsReview: true });
    expect(priced.needsReview).toBe(false);

    const list = async (review: boolean) =>
      (
        (await (await api(alice, 'GET', `/api/items?projectId=${p.id}&needsReview=${review}`)).json()) as ItemPage
      ).items.map((i) => i.name);
    expect(await list(true)).toEqual(['UNI-T UT33C']);
    expect(await list(false)).toEqual(['Oak chair']);
    expect(await (await api(alice, 'GET', `/api/items/count?projectId=${p.id}&needsReview=true`)).json()).toEqual({
      total: 1,
    });
    const csv = await (await api(alice, 'GET', `/api/items/export.csv?projectId=${p.id}`)).text();
    expect(csv).toMatch(/UNI-T UT33C.*,yes,/);

    // Confirming what it is does not end its review while it has no price; a price does.
    const confirmed = (await (
      await api(alice, 'PATCH', `/api/items/${named.id}`, { needsReview: false })
    ).json()) as ItemDetail;
    expect(confirmed).toMatchObject({ needsReview: true, unsureAnalysis: false });
    const withPrice = (await (
      await api(alice, 'PATCH', `/api/items/${named.id}`, { retailCents: 3_000 })
    ).json()) as ItemDetail;
    expect(withPrice).toMatchObject({ needsReview: false, unsureAnalysis: false });
    expect(withPrice.tagPrice).not.toBeNull();
    expect(await list(true)).toEqual([]);
  });
});

describe('migration 0026: the offline analyzer’s descriptions of items saved before it', () => {
  it('marks its placeholder and its readings, never a description a person wrote or a cloud analysis', async () => {
    const p = (await (await api(alice, 'POST', '/api/projects', { name: 'Old items' })).json()) as Project;
    const made = async (description: string, provider: string | null = 'local') => {
      const item = await addItem({ name: 'Old item', description }, alice, p.id);
      await t.database.db
        .update(items)
        .set({ analysisProvider: provider, analyzerDescription: null })
        .where(eq(items.id, item.id));
      return item.id;
    };
    const placeholder = await made('An item the offline analyzer could not identify.\n\nFrom the garage');
    const reading = await made('A set of 2 × cup. Marked Pfaltzgraff.');
    const marks = await made('Marked UNI-T UT33C.');
    const personal = await made('Two teacups, hand painted, one with a hairline crack.\n\nFrom the garage');
    const cloud = await made('A white chair.', 'openai');
    const update = readFileSync(
      new URL('../src/db/migrations/0026_analyzer_description.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint')[1]!;
    await t.database.db.execute(sql.raw(update));
    const marked = async (id: string) =>
      (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!.analyzerDescription;
    expect(await marked(placeholder)).toBe('An item the offline analyzer could not identify.');
    expect(await marked(reading)).toBe('A set of 2 × cup. Marked Pfaltzgraff.');
    expect(await marked(marks)).toBe('Marked UNI-T UT33C.');
    expect(await marked(personal)).toBeNull();
    expect(await marked(cloud)).toBeNull();
  });
});

describe("another workspace's items are 404 on every route", () => {
  it('Bob can neither read, change, delete nor add to Alice’s items and projects', async () => {
    const item = await addItem({ name: 'Private lamp' });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/items/${item.id}`],
      ['PATCH', `/api/items/${item.id}`, { name: 'Renamed by Bob' }],
      ['PATCH', `/api/items/${item.id}`, { tagPrice: 1 }],
      ['DELETE', `/api/items/${item.id}`],
      ['GET', `/api/projects/${project.id}/items`],
      ['POST', '/api/items', { projectId: project.id, name: 'Planted', category: 'Decor' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = (await (await api(alice, 'GET', `/api/items/${item.id}`)).json()) as ItemDetail;
    expect(still).toMatchObject({ name: 'Private lamp', tagPrice: 58 });
  });
});
