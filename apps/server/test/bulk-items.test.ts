import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, BulkUndoResult } from '@tagwise/core/schemas/bulk-items';
import type { Item, ItemDetail, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;

function api(cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
/** A project with a 40% markdown of its own, which the prices below assume (a new one follows the account's 35%). */
async function newProject(name: string, cookie = alice) {
  const project = (await (await api(cookie, 'POST', '/api/projects', { name })).json()) as Project;
  return (await (
    await api(cookie, 'PATCH', `/api/projects/${project.id}`, { markdownPercentage: 40 })
  ).json()) as Project;
}
async function add(projectId: string, body: Record<string, unknown> = {}, cookie = alice) {
  const res = await api(cookie, 'POST', '/api/items', {
    projectId,
    name: 'Lamp',
    category: 'Decor',
    condition: 'Good',
    retailCents: 10_000,
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}
async function bulk(body: unknown, cookie = alice) {
  const res = await api(cookie, 'POST', '/api/items/bulk', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BulkResult;
}
async function undo(undoId: string | null, cookie = alice) {
  const res = await api(cookie, 'POST', '/api/items/bulk/undo', { undoId });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BulkUndoResult;
}
const get = async (id: string) => (await (await api(alice, 'GET', `/api/items/${id}`)).json()) as ItemDetail;
const inProject = async (projectId: string) =>
  ((await (await api(alice, 'GET', `/api/items?projectId=${projectId}`)).json()) as ItemPage).items;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
});
afterAll(() => t.close());

describe('bulk actions', () => {
  it('sets a category on picked items, re-pricing those that follow the rules and keeping hand-set prices', async () => {
    const p = await newProject('Set');
    const byRule = await add(p.id); // $100, markdown 40%, Good 80% → $48
    const byHand = await add(p.id, { tagPrice: 70 });
    expect(byRule.tagPrice).toBe(48);
    await api(alice, 'PUT', `/api/projects/${p.id}/category-markdowns`, {
      markdowns: [{ category: 'Art', markdown_percentage: 10 }],
    });
    const result = await bulk({ selection: { ids: [byRule.id, byHand.id] }, action: { type: 'set', category: 'Art' } });
    expect(result).toMatchObject({ affected: 2, summary: 'Updated 2 items' });
    expect(await get(byRule.id)).toMatchObject({ category: 'Art', tagPrice: 72 }); // $90 x 80%
    expect(await get(byHand.id)).toMatchObject({ category: 'Art', tagPrice: 70, tagPriceSource: 'manual' });
    expect((await get(byRule.id)).priceHistory[0]).toMatchObject({
      source: 'bulk',
      previousTagPrice: 48,
      tagPrice: 72,
    });

    const back = await undo(result.undoId);
    expect(back).toMatchObject({ restored: 2, skipped: 0 });
    expect(await get(byRule.id)).toMatchObject({ category: 'Decor', tagPrice: 48 });
  });

  it('marks items sold with a date and back, and says when nothing changed', async () => {
    const p = await newProject('Status');
    const item = await add(p.id);
    const sold = { type: 'set', status: 'sold', soldPrices: [{ id: item.id, soldPrice: 45 }] };
    await bulk({ selection: { ids: [item.id] }, action: sold });
    expect((await get(item.id)).soldAt).not.toBeNull();
    const again = await bulk({ selection: { ids: [item.id] }, action: sold });
    expect(again).toMatchObject({ affected: 0, undoId: null, summary: 'No changes: the 1 item already matched' });
    await bulk({ selection: { ids: [item.id] }, action: { type: 'set', status: 'available' } });
    expect(await get(item.id)).toMatchObject({ status: 'available', soldAt: null, soldPrice: null });
  });

  it('moves everything matching a filter, except unticked items, and re-prices by the new project', async () => {
    const from = await newProject('Basement');
    const to = await newProject('Garage');
    await api(alice, 'PATCH', `/api/projects/${to.id}`, { markdownPercentage: 50 });
    const tools = await Promise.all([1, 2, 3].map((n) => add(from.id, { name: `Wrench ${n}`, category: 'Tools' })));
    await add(from.id, { name: 'Chair', category: 'Furniture' });
    const result = await bulk({
      selection: { filter: { projectId: from.id, category: 'Tools' }, exceptIds: [tools[0]!.id] },
      action: { type: 'move', projectId: to.id },
    });
    expect(result).toMatchObject({ affected: 2, summary: 'Moved 2 items to Garage' });
    expect((await inProject(to.id)).map((i) => [i.name, i.tagPrice]).sort()).toEqual([
      ['Wrench 2', 40],
      ['Wrench 3', 40],
    ]);
    expect((await inProject(from.id)).map((i) => i.name).sort()).toEqual(['Chair', 'Wrench 1']);
  });

  it('re-prices by a percentage, rounded and clamped, skipping items without a price; and back to the rules', async () => {
    const p = await newProject('Percent');
    const a = await add(p.id, { tagPrice: 45 });
    const b = await add(p.id, { tagPrice: 8 });
    const c = await add(p.id, { retailCents: null });
    const result = await bulk({
      selection: { filter: { projectId: p.id } },
      action: { type: 'reprice-percent', percent: 10 },
    });
    expect(result).toMatchObject({ affected: 2, summary: 'Changed the tag price of 2 items by +10%' });
    expect(await get(a.id)).toMatchObject({ tagPrice: 50, tagPriceSource: 'manual' });
    expect((await get(a.id)).priceHistory[0]).toMatchObject({ breakdown: 'Bulk change +10%' });
    expect((await get(b.id)).tagPrice).toBe(9); // 8.8 rounds to 9
    await bulk({ selection: { ids: [b.id] }, action: { type: 'reprice-percent', percent: -95 } });
    expect((await get(b.id)).tagPrice).toBe(1); // 0.45 rounds to 0, raised to the account's minimum price
    expect((await get(c.id)).tagPrice).toBeNull();

    const rule = await bulk({ selection: { ids: [a.id, b.id] }, action: { type: 'reprice-rule' } });
    expect(rule.summary).toBe('Re-priced 2 items by the pricing rules');
    expect(await get(a.id)).toMatchObject({ tagPrice: 48, tagPriceSource: 'rule' });
  });

  it('deletes and undoes a delete with the same tag codes and price history', async () => {
    const p = await newProject('Delete');
    const keep = await add(p.id, { name: 'Keep' });
    const gone = await Promise.all([1, 2].map((n) => add(p.id, { name: `Gone ${n}` })));
    await api(alice, 'PATCH', `/api/items/${gone[0]!.id}`, { tagPrice: 5 });
    const result = await bulk({ selection: { filter: { projectId: p.id, q: 'gone' } }, action: { type: 'delete' } });
    expect(result).toMatchObject({ affected: 2, summary: 'Deleted 2 items' });
    expect((await inProject(p.id)).map((i) => i.id)).toEqual([keep.id]);

    const back = await undo(result.undoId);
    expect(back).toMatchObject({ restored: 2, skipped: 0 });
    const restored = await get(gone[0]!.id);
    expect(restored).toMatchObject({ tagCode: gone[0]!.tagCode, tagPrice: 5, createdAt: gone[0]!.createdAt });
    expect(restored.priceHistory.map((e) => e.tagPrice)).toEqual([5, 48]);
    expect((await api(alice, 'POST', '/api/items/bulk/undo', { undoId: result.undoId })).status).toBe(404);
  });

  it('undo leaves items edited since alone, and only the latest action can be undone', async () => {
    const p = await newProject('Undo');
    const [a, b] = await Promise.all([add(p.id, { name: 'A' }), add(p.id, { name: 'B' })]);
    const first = await bulk({ selection: { ids: [a.id, b.id] }, action: { type: 'set', condition: 'Fair' } });
    await api(alice, 'PATCH', `/api/items/${b.id}`, { condition: 'New' });
    const back = await undo(first.undoId);
    expect(back).toMatchObject({ restored: 1, skipped: 1 });
    expect(back.summary).toContain('1 item changed or removed since were left as they are');
    expect((await get(a.id)).condition).toBe('Good');
    expect((await get(b.id)).condition).toBe('New');

    const older = await bulk({ selection: { ids: [a.id] }, action: { type: 'set', status: 'hold' } });
    await bulk({ selection: { ids: [a.id] }, action: { type: 'set', status: 'kept' } });
    const res = await api(alice, 'POST', '/api/items/bulk/undo', { undoId: older.undoId });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('That action can no longer be undone');
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const p = await newProject('Bad');
    const item = await add(p.id);
    const cases: [unknown, string][] = [
      [{ selection: { ids: [] }, action: { type: 'delete' } }, 'No items match the selection'],
      [{ selection: { ids: [item.id] }, action: { type: 'set' } }, 'Choose what to change'],
      [{ selection: { ids: [item.id] }, action: { type: 'reprice-percent', percent: 0 } }, 'other than 0'],
      [{ selection: { ids: [item.id] }, action: { type: 'reprice-percent', percent: -100 } }, 'between -95 and 500'],
      [
        { selection: { filter: { projectId: p.id, q: 'nothing like this' } }, action: { type: 'delete' } },
        'No items match',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api(alice, 'POST', '/api/items/bulk', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toContain(message);
    }
    expect((await get(item.id)).tagPrice).toBe(48);
  });

  it('keeps other workspaces out: their items, projects, previews and undo are 404; nothing half-happens', async () => {
    const mine = await newProject('Mine');
    const item = await add(mine.id);
    const theirs = await newProject('Theirs', bob);
    const theirItem = await add(theirs.id, {}, bob);

    const mixed = await api(alice, 'POST', '/api/items/bulk', {
      selection: { ids: [item.id, theirItem.id] },
      action: {
        type: 'set',
        status: 'sold',
        soldPrices: [
          { id: item.id, soldPrice: 40 },
          { id: theirItem.id, soldPrice: 40 },
        ],
      },
    });
    expect(mixed.status).toBe(404);
    expect((await get(item.id)).status).toBe('available');

    const move = await api(alice, 'POST', '/api/items/bulk', {
      selection: { ids: [item.id] },
      action: { type: 'move', projectId: theirs.id },
    });
    expect(move.status).toBe(404);
    expect((await get(item.id)).projectId).toBe(mine.id);

    const filterOfTheirs = await api(alice, 'POST', '/api/items/bulk', {
      selection: { filter: { projectId: theirs.id } },
      action: { type: 'delete' },
    });
    expect(filterOfTheirs.status).toBe(400); // scoped to Alice's workspace: nothing of Bob's matches
    const { undoId } = await bulk({ selection: { ids: [theirItem.id] }, action: { type: 'set', status: 'hold' } }, bob);
    expect((await api(alice, 'POST', '/api/items/bulk/undo', { undoId })).status).toBe(404);
    expect((await api(alice, 'GET', `/api/items/reprice-preview?projectId=${theirs.id}`)).status).toBe(404);
    expect((await undo(undoId, bob)).restored).toBe(1);
  });
});
