import { UNIDENTIFIED_DESCRIPTION } from '@tagwise/core/analysis/generated-description';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemCsvImportResult, ItemCsvMapping, ItemCsvPreview } from '@tagwise/core/schemas/item-csv-import';
import type { Item, ItemDetail, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { ITEM_CSV_IMPORT_MAX_BYTES, ITEM_CSV_IMPORT_MESSAGES } from '@tagwise/core/values/item-csv-import';
import { skippedRowsCsv } from '@tagwise/core/values/item-csv-skipped-rows';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let project: Project;
let other: Project;

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

const csvOf = (rows: string[][]) => stringify(rows);
const nothingSkipped = { skipped: [] };

/** Posts a file to the preview (or, with `run`, the import) as the browser's form does. */
function send(
  cookie: string,
  projectId: string,
  file: string | Uint8Array,
  {
    mapping,
    run = false,
    name = 'items.csv',
    skip,
  }: { mapping?: ItemCsvMapping; run?: boolean; name?: string; skip?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([file], name, { type: 'text/csv' }));
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  if (skip !== undefined) form.set('skipRowsWithProblems', skip);
  return t.request(`/api/projects/${projectId}/items/import${run ? '' : '/preview'}`, {
    method: 'POST',
    cookie,
    body: form,
  });
}

async function preview(file: string | Uint8Array, mapping?: ItemCsvMapping, projectId = project.id) {
  const res = await send(alice, projectId, file, { mapping });
  expect(res.status).toBe(200);
  return (await res.json()) as ItemCsvPreview;
}

async function importFile(file: string | Uint8Array, mapping: ItemCsvMapping, projectId = project.id) {
  const res = await send(alice, projectId, file, { mapping, run: true });
  const body: unknown = await res.json();
  return { res, body };
}

async function itemsOf(projectId: string, cookie = alice) {
  const res = await api(cookie, 'GET', `/api/projects/${projectId}/items?sort=oldest`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ItemPage).items;
}

async function exportCsv(projectId: string) {
  const res = await api(alice, 'GET', `/api/items/export.csv?projectId=${projectId}&sort=oldest`);
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-import@example.com');
  bob = await t.signUp('bob-import@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  other = (await (await api(alice, 'POST', '/api/projects', { name: 'Oak Lane' })).json()) as Project;
});
afterAll(() => t.close());

describe('POST /api/projects/:projectId/items/import/preview', () => {
  it("suggests a mapping from the export's headers and the names other tools use", async () => {
    const file = csvOf([
      ['Item', ' PRICE ', 'Retail', 'Maker', 'Category', 'Link', 'Whatever'],
      ['Oak rocking chair', '45', '$1,200.00', 'Stickley', 'furniture', 'https://x.example/1', 'n/a'],
    ]);
    const result = await preview(file);
    expect(result.headers).toEqual(['Item', 'PRICE', 'Retail', 'Maker', 'Category', 'Link', 'Whatever']);
    expect(result.mapping).toEqual(['name', 'tagPrice', 'retailPrice', 'brand', 'category', null, null]);
    expect(result).toMatchObject({ rowCount: 1, rowsWithProblems: 0, errors: [], errorCount: 0 });
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 0, inOtherProjects: 0 });
    expect(result.sample).toEqual([
      {
        row: 2,
        cells: ['Oak rocking chair', '45', '$1,200.00', 'Stickley', 'furniture', 'https://x.example/1', 'n/a'],
        action: 'create',
      },
    ]);
  });

  it('lists each row problem with its spreadsheet row number and column, and writes nothing', async () => {
    const file = csvOf([
      ['Name', 'Category', 'Retail price', 'Tag price'],
      ['Brass lamp', 'Decor', '40', ''],
      ['', 'Decor', '10', ''], // row 3: no name
      ['Oak table', 'Lamps', '12.345', 'cheap'], // row 4: three problems
      ['', '', '', ''], // a blank row is skipped, but still counts as a row of the spreadsheet
      ['Quilt', 'Other', '-5', '8'], // row 6
    ]);
    const result = await preview(file);
    expect(result.rowCount).toBe(4);
    expect(result.errorCount).toBe(5);
    expect(result.rowsWithProblems).toBe(3);
    expect(result.errors).toEqual([
      { row: 3, column: 'Name', message: 'Item name is required' },
      { row: 4, column: 'Category', message: ITEM_CSV_IMPORT_MESSAGES.category('Lamps') },
      { row: 4, column: 'Retail price', message: 'Retail price must be in whole cents' },
      { row: 4, column: 'Tag price', message: 'Price must be a number' },
      { row: 6, column: 'Retail price', message: 'Retail price cannot be negative' },
    ]);
    expect(result.counts.created).toBe(1);
    expect(result.sample.map((s) => [s.row, s.action])).toEqual([
      [2, 'create'],
      [3, null],
      [4, null],
      [6, null],
    ]);
    expect(await itemsOf(project.id)).toEqual([]);
  });

  it('reports a mapping that fills a field twice or cannot name items', async () => {
    const file = csvOf([
      ['Name', 'Title', 'Notes'],
      ['Chair', 'Chair', 'wobbly'],
    ]);
    expect((await preview(file, ['name', 'name', 'notes'])).errors).toEqual([
      { row: null, column: null, message: ITEM_CSV_IMPORT_MESSAGES.mappedTwice('Name') },
    ]);
    expect((await preview(file, [null, null, 'notes'])).errors).toEqual([
      { row: null, column: null, message: ITEM_CSV_IMPORT_MESSAGES.needsName },
    ]);
    expect((await preview(file, [null, null, null])).errors).toEqual([
      { row: null, column: null, message: ITEM_CSV_IMPORT_MESSAGES.nothingMapped },
    ]);
    const wrongLength = await send(alice, project.id, file, { mapping: ['name'] });
    expect(wrongLength.status).toBe(400);
    const badJson = new FormData();
    badJson.set('file', new File([file], 'items.csv'));
    badJson.set('mapping', '{nope');
    const res = await t.request(`/api/projects/${project.id}/items/import/preview`, {
      method: 'POST',
      cookie: alice,
      body: badJson,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
      ITEM_CSV_IMPORT_MESSAGES.badMapping,
    );
  });

  it('reads semicolon-separated Windows-1252 files as Excel saves them, and UTF-16 ones', async () => {
    const latin1 = Uint8Array.from(
      [...'Name;Category;Brand\r\nCr\xe8me dish;Kitchenware;Le Creuset\r\n'].map((c) => c.charCodeAt(0)),
    );
    const result = await preview(latin1);
    expect(result.mapping).toEqual(['name', 'category', 'brand']);
    expect(result.sample[0]!.cells).toEqual(['Crème dish', 'Kitchenware', 'Le Creuset']);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tCategory\r\nRug\tDecor\r\n', 'utf16le'),
    ]);
    expect((await preview(new Uint8Array(utf16))).sample[0]!.cells).toEqual(['Rug', 'Decor']);
  });
});

describe('POST /api/projects/:projectId/items/import', () => {
  const header = ['Tag code', 'Name', 'Category', 'Condition', 'Retail price', 'Tag price', 'Status', 'Brand'];
  const mapping: ItemCsvMapping = [
    'tagCode',
    'name',
    'category',
    'condition',
    'retailPrice',
    'tagPrice',
    'status',
    'brand',
  ];
  const rows = [
    ['', 'Walnut credenza', 'Furniture', 'Good', '800', '', 'available', 'Lane'],
    ['', 'Pyrex bowls', 'Kitchenware', 'like new', '30.50', '18', 'Sent to auction', ''],
    ['HALL-7', 'Brass floor lamp', 'Decor', '', '', '', 'on hold', ''],
  ];

  it('refuses a file with one bad row, naming the row, and writes nothing', async () => {
    const bad = csvOf([header, ...rows.slice(0, 2), ['', 'Mirror', 'Decor', 'Shiny', '20', '', '', '']]);
    const { res, body } = await importFile(bad, mapping);
    expect(res.status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: `${ITEM_CSV_IMPORT_MESSAGES.refused(1)} Row 4: ${ITEM_CSV_IMPORT_MESSAGES.condition('Shiny')}`,
      },
      errors: [{ row: 4, column: 'Condition', message: ITEM_CSV_IMPORT_MESSAGES.condition('Shiny') }],
      errorCount: 1,
    });
    expect(await itemsOf(project.id)).toEqual([]);
  });

  it('imports the fixed file: new items priced by the rules unless a price is given, codes kept or drawn', async () => {
    const { res, body } = await importFile(csvOf([header, ...rows]), mapping);
    expect(res.status).toBe(200);
    expect(body).toEqual({ created: 3, updated: 0, unchanged: 0, inOtherProjects: 0, ...nothingSkipped });
    const made = await itemsOf(project.id);
    expect(made.map((i) => i.name).sort()).toEqual(['Brass floor lamp', 'Pyrex bowls', 'Walnut credenza']);
    const byName = new Map(made.map((i) => [i.name, i]));
    const credenza = byName.get('Walnut credenza')!;
    expect(credenza).toMatchObject({ retailCents: 80000, tagPriceSource: 'rule', brand: 'Lane', condition: 'Good' });
    expect(credenza.tagPrice).toBeGreaterThan(0);
    expect(credenza.tagCode).toMatch(/^[0-9A-Z]{6}$/);
    expect(byName.get('Pyrex bowls')).toMatchObject({
      retailCents: 3050,
      tagPrice: 18,
      tagPriceSource: 'manual',
      condition: 'Like New',
      // A status as the app labels it reads as that status.
      status: 'auction',
    });
    expect(byName.get('Brass floor lamp')).toMatchObject({ tagCode: 'HALL-7', status: 'hold', tagPrice: null });
    // The audit trail says where the price came from.
    const detail = (await (await api(alice, 'GET', `/api/items/${credenza.id}`)).json()) as ItemDetail;
    expect(detail.priceHistory).toHaveLength(1);
    expect(detail.priceHistory[0]).toMatchObject({ source: 'rule', retailCents: 80000 });
    expect(detail.priceHistory[0]!.breakdown).toMatch(/^Imported from a CSV file\. /);
  });

  it('re-importing updates the items by tag code instead of adding them again', async () => {
    const before = await itemsOf(project.id);
    const lamp = before.find((i) => i.tagCode === 'HALL-7')!;
    const credenza = before.find((i) => i.name === 'Walnut credenza')!;
    const file = csvOf([
      ['Tag code', 'Retail price', 'Status'],
      [credenza.tagCode.toLowerCase(), '1000', 'available'],
      ['hall-7', '', 'sold'],
    ]);
    const check = await preview(file, ['tagCode', 'retailPrice', 'status']);
    expect(check.counts).toEqual({ created: 0, updated: 2, unchanged: 0, inOtherProjects: 0 });
    expect(check.sample.map((s) => s.action)).toEqual(['update', 'update']);
    const { res, body } = await importFile(file, ['tagCode', 'retailPrice', 'status']);
    expect(res.status).toBe(200);
    expect(body).toEqual({ created: 0, updated: 2, unchanged: 0, inOtherProjects: 0, ...nothingSkipped });
    const after = await itemsOf(project.id);
    expect(after).toHaveLength(3);
    const newCredenza = after.find((i) => i.id === credenza.id)!;
    // Unmapped columns stay; the rules re-price a new retail price.
    expect(newCredenza).toMatchObject({ name: 'Walnut credenza', brand: 'Lane', retailCents: 100000 });
    expect(newCredenza.tagPrice).toBeGreaterThan(credenza.tagPrice!);
    const soldLamp = after.find((i) => i.id === lamp.id)!;
    expect(soldLamp).toMatchObject({ status: 'sold', name: 'Brass floor lamp' });
    expect(soldLamp.soldAt).not.toBeNull();
    // The same file again changes nothing.
    const again = await importFile(file, ['tagCode', 'retailPrice', 'status']);
    expect(again.body).toEqual({ created: 0, updated: 0, unchanged: 2, inOtherProjects: 0, ...nothingSkipped });
  });

  it('round trip: an exported file, edited, imports back as updates to exactly the edited items', async () => {
    await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name: '=HYPERLINK("http://evil.example","click")',
      category: 'Decor',
      keyAttributes: ['glass', 'green'],
      researchSources: [{ kind: 'marketplace', title: 'eBay sold', url: 'https://www.ebay.com/itm/2' }],
      retailCents: 1999,
    });
    // Described as the offline analyzer describes an item it could not identify: the file leaves that out,
    // and the same file coming back changes nothing.
    const meter = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name: 'Multimeter',
      description: `${UNIDENTIFIED_DESCRIPTION}\n\nFrom the shed`,
      category: 'Electronics',
      retailCents: 1500,
    });
    const exported = await exportCsv(project.id);
    expect(exported).not.toContain(UNIDENTIFIED_DESCRIPTION);
    expect(exported).toContain('From the shed');
    const before = await itemsOf(project.id);
    const unchanged = await importFile(exported, (await preview(exported)).mapping);
    expect(unchanged.body).toEqual({ created: 0, updated: 0, unchanged: 5, inOtherProjects: 0, ...nothingSkipped });
    expect(await itemsOf(project.id)).toEqual(before);

    const table = parse(exported, { bom: true });
    const [head, ...body] = table;
    const col = (name: string) => head!.indexOf(name);
    const pyrex = body.find((r) => r[col('Name')] === 'Pyrex bowls')!;
    pyrex[col('Tag price')] = '22';
    const credenza = body.find((r) => r[col('Name')] === 'Walnut credenza')!;
    credenza[col('Notes')] = 'Small scratch on the top';
    const edited = csvOf(table);
    const check = await preview(edited);
    expect(check.mapping.filter(Boolean)).toHaveLength(19);
    expect(check.counts).toEqual({ created: 0, updated: 2, unchanged: 3, inOtherProjects: 0 });
    const { res, body: result } = await importFile(edited, check.mapping);
    expect(res.status).toBe(200);
    expect(result).toEqual({ created: 0, updated: 2, unchanged: 3, inOtherProjects: 0, ...nothingSkipped });
    const after = await itemsOf(project.id);
    expect(after).toHaveLength(5);
    expect(after.find((i) => i.name === 'Pyrex bowls')).toMatchObject({ tagPrice: 22, tagPriceSource: 'manual' });
    expect(after.find((i) => i.name === 'Walnut credenza')).toMatchObject({
      notes: 'Small scratch on the top',
      tagPriceSource: 'rule',
    });
    const formula = after.find((i) => i.name.startsWith('=HYPERLINK'))!;
    expect(formula).toMatchObject({ keyAttributes: ['glass', 'green'], tagPriceSource: 'rule' });
    expect(formula.researchSources).toEqual([
      { kind: 'marketplace', title: 'eBay sold', url: 'https://www.ebay.com/itm/2' },
    ]);
    // Kept whole: the import did not take the placeholder's absence from the file for an edit.
    expect(after.find((i) => i.name === 'Multimeter')!.description).toBe(
      `${UNIDENTIFIED_DESCRIPTION}\n\nFrom the shed`,
    );
    await api(alice, 'DELETE', `/api/items/${((await meter.json()) as Item).id}`);
  });

  it('updates an item of another project where it is, and counts it', async () => {
    const drill = (await (
      await api(alice, 'POST', '/api/items', { projectId: other.id, name: 'Drill', category: 'Tools', tagPrice: 30 })
    ).json()) as Item;
    const file = csvOf([
      ['Tag code', 'Tag price'],
      [drill.tagCode, '35'],
    ]);
    const { body } = await importFile(file, ['tagCode', 'tagPrice']);
    expect(body).toEqual({ created: 0, updated: 1, unchanged: 0, inOtherProjects: 1, ...nothingSkipped });
    expect((await itemsOf(other.id)).map((i) => [i.name, i.tagPrice])).toEqual([['Drill', 35]]);
    expect(await itemsOf(project.id)).toHaveLength(4);
    // A sheet typed from the tags may write the code as the app shows it, "#" first.
    const hashed = csvOf([
      ['Tag code', 'Tag price'],
      [`#${drill.tagCode}`, '36'],
    ]);
    expect((await preview(hashed, ['tagCode', 'tagPrice'])).counts).toMatchObject({ updated: 1, created: 0 });
  });

  it('refuses a tag code given twice in one file', async () => {
    const file = csvOf([
      ['Tag code', 'Name', 'Category'],
      ['NEW-1', 'Vase', 'Decor'],
      ['new-1', 'Bowl', 'Decor'],
    ]);
    const { res, body } = await importFile(file, ['tagCode', 'name', 'category']);
    expect(res.status).toBe(400);
    expect((body as { errors: unknown[] }).errors).toEqual([
      { row: 3, column: 'Tag code', message: ITEM_CSV_IMPORT_MESSAGES.tagCodeRepeated('NEW-1', 2) },
    ]);
  });
});

describe('importing the good rows and skipping those with problems', () => {
  let sale: Project;
  // Thirteen good rows and, on spreadsheet row 14 (past the preview's first ten), one with a problem.
  const goodRows = Array.from({ length: 13 }, (_, i) => [`Chair ${i + 1}`, 'Furniture', String(10 + i)]);
  const file = csvOf([
    ['Name', 'Category', 'Retail price'],
    ...goodRows.slice(0, 12),
    ['Lamp', 'Lamps', '-4'],
    goodRows[12]!,
  ]);
  const mapping: ItemCsvMapping = ['name', 'category', 'retailPrice'];
  const lampProblems = [
    { row: 14, column: 'Category', message: ITEM_CSV_IMPORT_MESSAGES.category('Lamps') },
    { row: 14, column: 'Retail price', message: 'Retail price cannot be negative' },
  ];
  beforeAll(async () => {
    sale = (await (await api(alice, 'POST', '/api/projects', { name: 'Birch Court' })).json()) as Project;
  });

  it('previews every row with a problem, even past the first ten, and counts the rows to skip', async () => {
    const result = await preview(file, undefined, sale.id);
    expect(result).toMatchObject({ rowCount: 14, rowsWithProblems: 1, errorCount: 2, errors: lampProblems });
    expect(result.counts).toEqual({ created: 13, updated: 0, unchanged: 0, inOtherProjects: 0 });
    expect(result.sample.map((s) => s.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14]);
    expect(result.sample.at(-1)).toEqual({ row: 14, cells: ['Lamp', 'Lamps', '-4'], action: null });
  });

  it('without the choice to skip, one bad row still refuses the file and writes nothing', async () => {
    for (const skip of [undefined, 'false']) {
      const res = await send(alice, sale.id, file, { mapping, run: true, skip });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(lampProblems);
    }
    expect(await itemsOf(sale.id)).toEqual([]);
  });

  it('imports all the good rows in one go and lists each skipped row with its problems', async () => {
    const res = await send(alice, sale.id, file, { mapping, run: true, skip: 'true' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      created: 13,
      updated: 0,
      unchanged: 0,
      inOtherProjects: 0,
      skipped: [
        {
          row: 14,
          cells: ['Lamp', 'Lamps', '-4'],
          problems: lampProblems.map(({ column, message }) => ({ column, message })),
        },
      ],
    });
    const made = await itemsOf(sale.id);
    expect(made.map((i) => i.name).sort()).toEqual(goodRows.map(([name]) => name).sort());
    const detail = (await (await api(alice, 'GET', `/api/items/${made[12]!.id}`)).json()) as ItemDetail;
    expect(detail.priceHistory[0]!.breakdown).toMatch(/^Imported from a CSV file\. /);
  });

  it('the skipped rows, downloaded and fixed, import on their own without adding the others again', async () => {
    const res = await send(alice, other.id, file, { mapping, run: true, skip: 'true' });
    const { skipped } = (await res.json()) as ItemCsvImportResult;
    const download = skippedRowsCsv(['Name', 'Category', 'Retail price'], skipped);
    const fixed = download.replace('Lamps', 'Decor').replace("'-4", '4');
    const check = await preview(fixed, undefined, other.id);
    expect(check.mapping).toEqual(['name', 'category', 'retailPrice', null]);
    expect(check).toMatchObject({ rowCount: 1, rowsWithProblems: 0 });
    // Left as downloaded, the guarded "-4" reads back as the file had it: still the row's problem.
    expect((await preview(download.replace('Lamps', 'Decor'), undefined, other.id)).errors).toEqual([
      { row: 2, column: 'Retail price', message: 'Retail price cannot be negative' },
    ]);
  });

  it('refuses to skip its way past a problem with the columns, or past every row', async () => {
    const before = await itemsOf(sale.id);
    const twice = await send(alice, sale.id, file, {
      mapping: ['name', 'name', 'retailPrice'],
      run: true,
      skip: 'true',
    });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { errors: unknown }).errors).toEqual([
      { row: null, column: null, message: ITEM_CSV_IMPORT_MESSAGES.mappedTwice('Name') },
    ]);
    const allBad = csvOf([
      ['Name', 'Category', 'Retail price'],
      ['Lamp', 'Lamps', '4'],
      ['', 'Decor', '5'],
    ]);
    const none = await send(alice, sale.id, allBad, { mapping, run: true, skip: 'true' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(
      new RegExp(`^${ITEM_CSV_IMPORT_MESSAGES.refused(2)} Row 2: `),
    );
    const odd = await send(alice, sale.id, file, { mapping, run: true, skip: 'maybe' });
    expect(odd.status).toBe(400);
    expect(await itemsOf(sale.id)).toEqual(before);
  });

  it('writes the good rows all or none: a failure while writing them leaves nothing of the file', async () => {
    const empty = (await (await api(alice, 'POST', '/api/projects', { name: 'Elm Row' })).json()) as Project;
    // A real database failure part-way through (after the items, at their price history), not a stand-in.
    await t.database.db.execute(sql`
      create function refuse_breaking_item() returns trigger language plpgsql as $$
      begin
        if (select name from items where id = new.item_id) = 'Breaks the import' then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_breaking_item before insert on price_events
      for each row execute function refuse_breaking_item()`);
    try {
      const breaking = csvOf([
        ['Name', 'Category', 'Retail price'],
        ['Good vase', 'Decor', '20'],
        ['Lamp', 'Lamps', '4'],
        ['Breaks the import', 'Decor', '30'],
      ]);
      const res = await send(alice, empty.id, breaking, { mapping, run: true, skip: 'true' });
      expect(res.status).toBe(500);
      expect(await itemsOf(empty.id)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_breaking_item on price_events`);
      await t.database.db.execute(sql`drop function refuse_breaking_item()`);
    }
  });
});

describe('workspaces and files', () => {
  it("answers 404 for another workspace's project, and matches tag codes only in one's own workspace", async () => {
    const file = csvOf([
      ['Tag code', 'Name', 'Category'],
      ['HALL-7', 'Bob lamp', 'Decor'],
    ]);
    expect((await send(bob, project.id, file)).status).toBe(404);
    expect((await send(bob, project.id, file, { run: true, mapping: ['tagCode', 'name', 'category'] })).status).toBe(
      404,
    );
    const bobs = (await (await api(bob, 'POST', '/api/projects', { name: 'Bob sale' })).json()) as Project;
    const res = await send(bob, bobs.id, file, { run: true, mapping: ['tagCode', 'name', 'category'] });
    expect(res.status).toBe(200);
    expect((await res.json()) as ItemCsvImportResult).toMatchObject({ created: 1, updated: 0 });
    expect((await itemsOf(bobs.id, bob)).map((i) => [i.tagCode, i.name])).toEqual([['HALL-7', 'Bob lamp']]);
    expect((await itemsOf(project.id)).find((i) => i.tagCode === 'HALL-7')!.name).toBe('Brass floor lamp');
    expect((await t.request(`/api/projects/${project.id}/items/import/preview`, { method: 'POST' })).status).toBe(401);
  });

  it('refuses binary files and workbooks by their content, whatever their name', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const res = await send(alice, project.id, png, { name: 'items.csv' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: ITEM_CSV_IMPORT_MESSAGES.notText },
    });
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]);
    const workbook = await send(alice, project.id, xlsx, { name: 'items.csv' });
    expect(workbook.status).toBe(415);
    expect(((await workbook.json()) as { error: { message: string } }).error.message).toBe(
      ITEM_CSV_IMPORT_MESSAGES.workbook,
    );
  });

  it('refuses an empty file, a header without rows, broken quoting and a missing file', async () => {
    const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
    const empty = await send(alice, project.id, '');
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe(ITEM_CSV_IMPORT_MESSAGES.empty);
    const headerOnly = await send(alice, project.id, 'Name,Category\r\n\r\n');
    expect(headerOnly.status).toBe(400);
    expect(await message(headerOnly)).toBe(ITEM_CSV_IMPORT_MESSAGES.noRows);
    const broken = await send(alice, project.id, 'Name,Category\n"Chair,Furniture\n');
    expect(broken.status).toBe(400);
    expect(await message(broken)).toMatch(/^The file cannot be read as CSV near line \d+: a quoted cell never ends/);
    const none = await t.request(`/api/projects/${project.id}/items/import/preview`, {
      method: 'POST',
      cookie: alice,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(await message(none)).toContain(ITEM_CSV_IMPORT_MESSAGES.missingFile);
  });

  it('refuses a file over the size limit', async () => {
    const big = `Name,Category\n${'Chair,Furniture\n'.repeat(Math.ceil(ITEM_CSV_IMPORT_MAX_BYTES / 16) + 10)}`;
    const res = await send(alice, project.id, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: ITEM_CSV_IMPORT_MESSAGES.tooLarge },
    });
    const huge = await send(alice, project.id, big + 'x'.repeat(200 * 1024));
    expect(huge.status).toBe(413);
  });
});
