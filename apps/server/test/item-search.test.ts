import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let kitchen: Project;
let garage: Project;

function api(cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
}
async function add(projectId: string, body: Record<string, unknown>) {
  const res = await api(alice, 'POST', '/api/items', { projectId, category: 'Other', ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}
async function list(query: string, cookie = alice) {
  const res = await api(cookie, 'GET', `/api/items?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ItemPage;
}
const names = (page: ItemPage) => page.items.map((i) => i.name);
async function count(query: string, cookie = alice) {
  const res = await api(cookie, 'GET', `/api/items/count?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  kitchen = (await (await api(alice, 'POST', '/api/projects', { name: 'Kitchen' })).json()) as Project;
  garage = (await (await api(alice, 'POST', '/api/projects', { name: 'Garage' })).json()) as Project;
  await add(kitchen.id, { name: 'Copper kettle', category: 'Kitchenware', tagPrice: 30, brand: 'Revere' });
  await add(kitchen.id, { name: 'Mixing bowls', category: 'Kitchenware', tagPrice: 12, notes: 'Set of 3, 50% glass' });
  await add(kitchen.id, { name: 'Oak table', category: 'Furniture', condition: 'Fair', tagPrice: 150 });
  await add(garage.id, { name: 'Cordless drill', category: 'Tools', model: 'DCD771', tagPrice: 45, status: 'sold' });
  await add(garage.id, { name: 'Toolbox', category: 'Tools', description: 'Red steel box with copper latches' });
});
afterAll(() => t.close());

describe('inventory search, filters and sort', () => {
  it('finds words in name, description, brand, model, notes and tag code; every word must match', async () => {
    expect(names(await list('q=copper')).sort()).toEqual(['Copper kettle', 'Toolbox']);
    expect(names(await list('q=revere'))).toEqual(['Copper kettle']);
    expect(names(await list('q=dcd771'))).toEqual(['Cordless drill']);
    expect(names(await list('q=copper%20latches'))).toEqual(['Toolbox']);
    const drill = (await list('q=drill')).items[0]!;
    expect(names(await list(`q=${drill.tagCode.toLowerCase()}`))).toEqual(['Cordless drill']);
  });

  it('finds a tag code written the way the app shows it, with its "#"', async () => {
    const drill = (await list('q=drill')).items[0]!;
    for (const q of [`#${drill.tagCode}`, `# ${drill.tagCode.toLowerCase()}`, `  #${drill.tagCode}  `]) {
      expect(names(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(['Cordless drill']);
      expect(await count(`q=${encodeURIComponent(q)}`), q).toBe(1);
    }
    expect(names(await list(`q=${encodeURIComponent(`drill #${drill.tagCode}`)}`))).toEqual(['Cordless drill']);
    expect(names(await list(`q=${encodeURIComponent(`kettle #${drill.tagCode}`)}`))).toEqual([]);
  });

  it('treats % and _ in a search as characters, not wildcards', async () => {
    expect(names(await list('q=50%25'))).toEqual(['Mixing bowls']);
    expect(names(await list('q=%25'))).toEqual(['Mixing bowls']);
    expect(names(await list('q=_'))).toEqual([]);
  });

  it('filters by project, category, condition, status and tag price range, and counts the matches', async () => {
    expect(await count(`projectId=${garage.id}`)).toBe(2);
    expect(names(await list('category=Kitchenware&sort=name'))).toEqual(['Copper kettle', 'Mixing bowls']);
    expect(names(await list('condition=Fair'))).toEqual(['Oak table']);
    expect(names(await list('status=sold'))).toEqual(['Cordless drill']);
    expect(names(await list('minPrice=12&maxPrice=45&sort=price-low'))).toEqual([
      'Mixing bowls',
      'Copper kettle',
      'Cordless drill',
    ]);
    expect(names(await list('minPrice=&maxPrice=12'))).toEqual(['Mixing bowls']);
    const page = await list(`projectId=${kitchen.id}&category=Kitchenware&q=kettle`);
    expect(page).toMatchObject({ nextCursor: null });
    expect(await count(`projectId=${kitchen.id}&category=Kitchenware&q=kettle`)).toBe(1);
    expect(await count('minPrice=12&maxPrice=45')).toBe(3);
  });

  it('sorts by name and by tag price with unpriced items last', async () => {
    expect(names(await list('sort=name'))).toEqual([
      'Copper kettle',
      'Cordless drill',
      'Mixing bowls',
      'Oak table',
      'Toolbox',
    ]);
    expect(names(await list('sort=price-high')).at(-1)).toBe('Toolbox');
    expect(names(await list('sort=price-low')).at(-1)).toBe('Toolbox');
    expect(names(await list('sort=oldest'))[0]).toBe('Copper kettle');
    expect(names(await list('sort=newest'))[0]).toBe('Toolbox');
  });

  it('refuses bad filters with a clear message instead of guessing', async () => {
    const cases: [string, string][] = [
      ['minPrice=50&maxPrice=10', 'The minimum price must not be above the maximum price'],
      ['minPrice=ten', 'Price must be a number'],
      ['category=Boats', 'Choose a category from the list'],
      ['sort=random', 'Choose a sort order from the list'],
      ['status=lost', 'Choose a status from the list'],
    ];
    for (const [query, message] of cases) {
      const res = await api(alice, 'GET', `/api/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, query).toContain(message);
    }
  });

  it('keeps another workspace out: its project is 404 and its items never match', async () => {
    expect((await api(bob, 'GET', `/api/items?projectId=${kitchen.id}`)).status).toBe(404);
    expect(await list('q=copper', bob)).toMatchObject({ items: [] });
    expect(await count('q=copper', bob)).toBe(0);
    expect((await api(bob, 'GET', `/api/items/count?projectId=${kitchen.id}`)).status).toBe(404);
  });
});

describe('paging in every order', () => {
  let project: Project;
  beforeAll(async () => {
    project = (await (await api(alice, 'POST', '/api/projects', { name: 'Big sale' })).json()) as Project;
    // 60 items, several sharing a price and a name, so ties must be broken by id without gaps or repeats.
    for (let i = 0; i < 60; i++) {
      await add(project.id, { name: `Lot ${i % 7}`, tagPrice: i % 4 === 0 ? null : (i % 5) * 10 });
    }
  });

  for (const sort of ['newest', 'oldest', 'name', 'price-high', 'price-low'] as const) {
    it(`pages through all 60 items exactly once sorted ${sort}`, async () => {
      const first = await list(`projectId=${project.id}&sort=${sort}`);
      expect(await count(`projectId=${project.id}`)).toBe(60);
      expect(first.items).toHaveLength(50);
      const second = await list(`projectId=${project.id}&sort=${sort}&cursor=${first.nextCursor}`);
      expect(second).toMatchObject({ nextCursor: null });
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((i) => i.id)).size).toBe(60);
      if (sort === 'name') expect(all.map((i) => i.name)).toEqual(all.map((i) => i.name).sort());
      if (sort === 'price-low') {
        const priced = all.filter((i) => i.tagPrice !== null).map((i) => i.tagPrice!);
        expect(priced).toEqual([...priced].sort((a, b) => a - b));
        expect(all.slice(priced.length).every((i) => i.tagPrice === null)).toBe(true);
      }
    });
  }

  // The same walk with a search and a filter: the page's index is then read with both applied on the way.
  for (const sort of ['newest', 'oldest', 'name', 'price-high', 'price-low'] as const) {
    it(`pages through a search's matches exactly once sorted ${sort}`, async () => {
      const query = `projectId=${project.id}&q=LOT&status=available&sort=${sort}`;
      const first = await list(query);
      const second = await list(`${query}&cursor=${first.nextCursor}`);
      expect(second).toMatchObject({ nextCursor: null });
      expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(60);
    });
  }

  it('refuses a cursor made for another order or tampered with', async () => {
    const first = await list(`projectId=${project.id}&sort=name`);
    expect((await api(alice, 'GET', `/api/items?sort=newest&cursor=${first.nextCursor}`)).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['newest', "x'; drop table items;--", crypto.randomUUID()])).toString(
      'base64url',
    );
    expect((await api(alice, 'GET', `/api/items?cursor=${forged}`)).status).toBe(400);
  });
});

describe('search words', () => {
  let carol: string;
  const search = async (q: string) => names(await list(`q=${encodeURIComponent(q)}`, carol)).sort();
  beforeAll(async () => {
    // A workspace of its own, so the other tests' items never match. Tag codes are random but never hold
    // I, L, O or U, so the short words below can only be found in what these items say.
    carol = await t.signUp('carol@example.com');
    const hall = (await (await api(carol, 'POST', '/api/projects', { name: 'Hall' })).json()) as Project;
    for (const item of [
      { name: 'Lamp of oil', brand: 'Louis', notes: '100% brass' },
      { name: 'CRÈME brûlée dish', model: 'L_1' },
      { name: 'Lamp shade', description: 'Silk, 12 in' },
    ]) {
      const res = await api(carol, 'POST', '/api/items', { projectId: hall.id, category: 'Decor', ...item });
      expect(res.status, await res.clone().text()).toBe(201);
    }
  });

  it('finds a word in any case, accented letters too, and needs every word somewhere in the item', async () => {
    expect(await search('LAMP')).toEqual(['Lamp of oil', 'Lamp shade']);
    expect(await search('crème')).toEqual(['CRÈME brûlée dish']);
    expect(await search('BRÛLÉE')).toEqual(['CRÈME brûlée dish']);
    expect(await search('lamp oil')).toEqual(['Lamp of oil']);
    expect(await search('lamp silk')).toEqual(['Lamp shade']);
    expect(await search('brass LAMP louis')).toEqual(['Lamp of oil']);
    expect(await search('lamp dish')).toEqual([]);
  });

  it('finds words of one or two characters anywhere in a field', async () => {
    expect(await search('O')).toEqual(['Lamp of oil']);
    expect(await search('ou')).toEqual(['Lamp of oil']);
    expect(await search('lamp ou')).toEqual(['Lamp of oil']);
    expect(await search('lamp in')).toEqual(['Lamp shade']);
  });

  it('never finds a word across the end of one field and the start of the next', async () => {
    // "Lamp of oil" then brand "Louis": side by side they would hold "ll" and "oillouis".
    expect(await search('ll')).toEqual([]);
    expect(await search('oillouis')).toEqual([]);
  });

  it('takes % and _ as the characters they are, in short and long words', async () => {
    expect(await search('%')).toEqual(['Lamp of oil']);
    expect(await search('0%')).toEqual(['Lamp of oil']);
    expect(await search('100% brass')).toEqual(['Lamp of oil']);
    expect(await search('_')).toEqual(['CRÈME brûlée dish']);
    expect(await search('l_1')).toEqual(['CRÈME brûlée dish']);
    // As wildcards they would match "L_1" and "Silk, 12".
    expect(await search('l%1')).toEqual([]);
    expect(await search('l_')).toEqual(['CRÈME brûlée dish']);
    expect(await search('s_lk')).toEqual([]);
  });

  it('finds an item by what it says now, after an edit and after a deleted item is brought back', async () => {
    const [lamp] = (await list('q=shade', carol)).items;
    expect((await api(carol, 'PATCH', `/api/items/${lamp!.id}`, { name: 'Lamp globe' })).status).toBe(200);
    expect(await search('shade')).toEqual([]);
    expect(await search('globe')).toEqual(['Lamp globe']);
    const removed = await api(carol, 'POST', '/api/items/bulk', {
      selection: { ids: [lamp!.id] },
      action: { type: 'delete' },
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await search('globe')).toEqual([]);
    const { undoId } = (await removed.json()) as { undoId: string };
    expect((await api(carol, 'POST', '/api/items/bulk/undo', { undoId })).status).toBe(200);
    expect(await search('globe')).toEqual(['Lamp globe']);
  });
});
