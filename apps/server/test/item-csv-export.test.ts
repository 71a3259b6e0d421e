import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { ITEM_CSV_HEADERS } from '@tagwise/core/values/item-csv';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let project: Project;
let other: Project;
const made: Item[] = [];

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-csv@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  other = (await (await api(alice, 'POST', '/api/projects', { name: 'Oak Lane' })).json()) as Project;
  for (const input of [
    {
      projectId: project.id,
      name: 'Crème brûlée dish, "set of 2"',
      category: 'Kitchenware',
      condition: 'Like New',
      retailCents: 2450,
      brand: 'Le Creuset',
      description: 'Two dishes.\nOne lid.',
      keyAttributes: ['stoneware', 'blue'],
      researchSources: [{ kind: 'marketplace', title: 'eBay', url: 'https://www.ebay.com/itm/1' }],
    },
    { projectId: project.id, name: '=HYPERLINK("http://evil.example","click")', category: 'Decor', tagPrice: 12 },
    { projectId: other.id, name: 'Drill', category: 'Tools', tagPrice: 30, status: 'sold', soldPrice: 25 },
  ]) {
    const res = await api(alice, 'POST', '/api/items', input);
    expect(res.status).toBe(201);
    made.push((await res.json()) as Item);
  }
});
afterAll(() => t.close());

const rowsOf = (text: string) => parse<Record<string, string>>(text, { bom: true, columns: true });

async function exportCsv(query: string, cookie = alice) {
  const res = await api(cookie, 'GET', `/api/items/export.csv${query}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: res.status === 200 ? bytes.toString('utf8') : '' };
}

describe('GET /api/items/export.csv', () => {
  it('writes every field of every item under a header row, spreadsheet-safe', async () => {
    const { res, bytes, text } = await exportCsv('?sort=oldest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tagwise-items-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // A byte-order mark so Excel reads UTF-8, and Windows line ends between records.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('\r\n');
    const rows = rowsOf(text);
    expect(Object.keys(rows[0]!)).toEqual([...ITEM_CSV_HEADERS]);
    expect(rows.map((r) => r['Tag code'])).toEqual(made.map((item) => item.tagCode));
    expect(rows[0]).toMatchObject({
      Name: 'Crème brûlée dish, "set of 2"',
      Project: 'Maple Street',
      Category: 'Kitchenware',
      Condition: 'Like New',
      Status: 'available',
      'Retail price': '24.50',
      'Tag price set by': 'rules',
      Brand: 'Le Creuset',
      Description: 'Two dishes.\nOne lid.',
      'Key attributes': 'stoneware; blue',
      'Research sources': 'https://www.ebay.com/itm/1',
      'Needs review': 'no',
      Link: `${TEST_ORIGIN}/items/${made[0]!.id}`,
    });
    expect(rows[0]!['Tag price']).toBe(String(made[0]!.tagPrice));
    // A cell that starts like a formula cannot run when the file is opened.
    expect(rows[1]!.Name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[1]).toMatchObject({ 'Tag price': '12', 'Tag price set by': 'hand' });
    expect(rows[2]).toMatchObject({ Project: 'Oak Lane', Status: 'sold', 'Sold price': '25' });
  });

  it("respects the list's search, filters and project", async () => {
    const tools = rowsOf((await exportCsv('?category=Tools')).text);
    expect(tools).toHaveLength(1);
    const inProject = rowsOf((await exportCsv(`?projectId=${project.id}&q=brûlée`)).text);
    expect(inProject.map((r) => r.Name)).toEqual(['Crème brûlée dish, "set of 2"']);
    const none = (await exportCsv('?q=nothing-like-this')).text;
    expect(parse(none, { bom: true })).toEqual([[...ITEM_CSV_HEADERS]]);
  });

  it('answers a bad filter with its message, and another workspace with nothing of this one', async () => {
    const bad = await exportCsv('?minPrice=50&maxPrice=10');
    expect(bad.res.status).toBe(400);
    const bob = await t.signUp('bob-csv@example.com');
    expect((await exportCsv(`?projectId=${project.id}`, bob)).res.status).toBe(404);
    const bobs = rowsOf((await exportCsv('', bob)).text);
    expect(bobs).toEqual([]);
    expect((await t.request('/api/items/export.csv')).status).toBe(401);
  });
});
