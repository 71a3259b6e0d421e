import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIDENTIFIED_DESCRIPTION } from '@tagwise/core/analysis/generated-description';
import { EBAY_DRAFT_COLUMNS, FACEBOOK_COLUMNS } from '@tagwise/core/listings/listing-files';
import type { Item } from '@tagwise/core/schemas/items';
import { LISTING_FILE_MESSAGES, type ListingFileRequest } from '@tagwise/core/schemas/listings';
import type { Project } from '@tagwise/core/schemas/projects';
import { CONDITIONS } from '@tagwise/core/values/catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The files are read back the way the marketplaces would: the CSV by a CSV parser, the XLSX by unzipping
// it and reading the sheet's XML (an .xlsx is a zip of XML parts), so the test checks bytes, not our code.
let t: TestApp;
let alice: string;
let project: Project;
const priced: Item[] = [];
const unpriced: Item[] = [];

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });
const ebay = (request: ListingFileRequest, cookie = alice) => api(cookie, 'POST', '/api/listings/ebay.csv', request);
const facebook = (request: ListingFileRequest, cookie = alice) =>
  api(cookie, 'POST', '/api/listings/facebook.xlsx', request);
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

const LONG_NAME = 'Mid-century walnut credenza with brass pulls, original key and four adjustable shelves inside';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-listing-files@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  // 51 priced items (one more than Facebook's sheet takes) in every condition, and 2 without a tag price.
  for (let n = 0; n < 53; n++) {
    const res = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name: n === 0 ? LONG_NAME : n === 1 ? '=SUM(A1:A2) lamp' : `Pyrex bowl ${n}`,
      description: n === 2 ? 'Line one\nline two, with "quotes", commas & <angles>' : undefined,
      category: 'Kitchenware',
      condition: CONDITIONS[n % CONDITIONS.length],
      brand: n % 3 === 2 ? 'Pyrex' : undefined,
      ...(n < 51 && { tagPrice: 10 + n }),
    });
    expect(res.status).toBe(201);
    (n < 51 ? priced : unpriced).push((await res.json()) as Item);
  }
});
afterAll(() => t.close());

async function csvRows(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="ebay-draft-listings.csv"');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');
  const rows: string[][] = parse(bytes, { bom: true });
  return rows;
}

/** Every part of a zip, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const parts = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The first sheet's rows by row number, each as its cells by column letter (text or number). */
async function sheetRows(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="facebook-marketplace-listings.xlsx"');
  const parts = await unzip(Buffer.from(await res.arrayBuffer()));
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescapeXml([...m[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join('')),
  );
  const sheet = parts.get('xl/worksheets/sheet1.xml');
  expect(sheet).toBeDefined();
  const rows = new Map<number, Map<string, string | number>>();
  for (const row of sheet!.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells = new Map<string, string | number>();
    for (const cell of row[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const value = /<v>(.*?)<\/v>/s.exec(cell[3] ?? '')?.[1];
      if (value === undefined) continue;
      cells.set(cell[1]!, /t="s"/.test(cell[2]!) ? shared[Number(value)]! : Number(value));
    }
    rows.set(Number(row[1]), cells);
  }
  return rows;
}

const rowValues = (cells: Map<string, string | number> | undefined, width: number) =>
  Array.from({ length: width }, (_, n) => cells?.get(String.fromCharCode(65 + n)) ?? '');

describe('POST /api/listings/ebay.csv', () => {
  it("writes 50 items as eBay's draft listings template: #INFO lines, the exact header, 50 Draft rows", async () => {
    const fifty = priced.slice(0, 50);
    const res = await ebay({ selection: { ids: fifty.map((item) => item.id) } });
    expect(res.headers.get('x-listing-count')).toBe('50');
    expect(res.headers.get('x-unpriced-count')).toBe('0');
    const rows = await csvRows(res);
    const info = rows.filter((row) => row[0]!.startsWith('#INFO'));
    expect(info).toHaveLength(3);
    expect(info[0]!.slice(0, 3)).toEqual(['#INFO', 'Version=0.0.2', 'Template= eBay-draft-listings-template_US']);
    const [header, ...drafts] = rows.slice(info.length);
    expect(header!.join(',')).toBe(
      'Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8),Custom label (SKU),Category ID,Title,UPC,Price,Quantity,Item photo URL,Condition ID,Description,Format',
    );
    expect(drafts).toHaveLength(50);
    const col = (name: (typeof EBAY_DRAFT_COLUMNS)[number]) => EBAY_DRAFT_COLUMNS.indexOf(name);
    for (const [n, row] of drafts.entries()) {
      const item = fifty[n]!;
      expect(row).toHaveLength(EBAY_DRAFT_COLUMNS.length);
      expect(row[0]).toBe('Draft');
      expect(row[col('Custom label (SKU)')]).toBe(item.tagCode);
      expect(row[col('Category ID')]).toBe('');
      expect(row[col('Title')]!.length).toBeGreaterThan(0);
      expect(row[col('Title')]!.length).toBeLessThanOrEqual(80);
      expect(row[col('UPC')]).toBe('');
      expect(row[col('Price')]).toBe(String(item.tagPrice));
      expect(row[col('Quantity')]).toBe('1');
      expect(row[col('Item photo URL')]).toBe('');
      expect(row[col('Condition ID')]).toBe(item.condition === 'New' ? '1000' : '3000');
      expect(row[col('Description')]).toMatch(/^<p>/);
      expect(row[col('Format')]).toBe('FixedPrice');
    }
    expect(new Set(drafts.map((row) => row[col('Condition ID')]))).toEqual(new Set(['1000', '3000']));
    // Cut at a word within 80 characters; a formula-looking name is made plain; text survives quoting.
    expect(drafts[0]![col('Title')]).toBe(
      'Mid-century walnut credenza with brass pulls, original key and four adjustable',
    );
    expect(drafts[1]![col('Title')]).toBe('SUM(A1:A2) lamp');
    expect(drafts[2]![col('Description')]).toContain(
      '<p>Line one<br>line two, with &quot;quotes&quot;, commas &amp; &lt;angles&gt;</p>',
    );
  });

  it('leaves out items without a tag price and says how many, for a filter too', async () => {
    const res = await ebay({ selection: { filter: { projectId: project.id } } });
    expect(res.headers.get('x-listing-count')).toBe('51');
    expect(res.headers.get('x-unpriced-count')).toBe('2');
    const skus = (await csvRows(res)).slice(4).map((row) => row[1]);
    expect(skus).toEqual(priced.map((item) => item.tagCode));

    const none = await ebay({ selection: { ids: unpriced.map((item) => item.id) } });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toBe(LISTING_FILE_MESSAGES.nonePriced);
  });
});

describe('POST /api/listings/facebook.xlsx', () => {
  it("writes 50 items as Facebook's bulk upload sheet: headers on row 4, listings on rows 5 to 54", async () => {
    const fifty = priced.slice(0, 50);
    const res = await facebook({ selection: { ids: fifty.map((item) => item.id) } });
    expect(res.headers.get('x-listing-count')).toBe('50');
    const rows = await sheetRows(res);
    expect(rowValues(rows.get(4), 6)).toEqual([...FACEBOOK_COLUMNS]);
    expect(String(rows.get(1)?.get('A'))).toContain('Facebook Marketplace');
    const listings = [...rows.entries()].filter(([r]) => r > 4);
    expect(listings.map(([r]) => r)).toEqual(Array.from({ length: 50 }, (_, n) => n + 5));
    const allowed = ['New', 'Used - Like New', 'Used - Good', 'Used - Fair'];
    for (const [n, [, cells]] of listings.entries()) {
      const item = fifty[n]!;
      const [title, price, condition, description, category, shipping] = rowValues(cells, 6);
      expect(String(title).length).toBeGreaterThan(0);
      expect(String(title).length).toBeLessThanOrEqual(80);
      expect(price).toBe(item.tagPrice);
      expect(allowed).toContain(condition);
      expect(String(description)).toContain('Condition:');
      expect(category).toBe('');
      expect(shipping).toBe('No');
    }
    expect(rowValues(listings[0]![1], 3)).toEqual([
      'Mid-century walnut credenza with brass pulls, original key and four adjustable',
      10,
      'New',
    ]);
    expect(rowValues(listings[2]![1], 4)[3]).toContain('Line one\nline two, with "quotes", commas & <angles>');
  });

  it('refuses more than 50 priced items with how many there are, and leaves unpriced ones out', async () => {
    const res = await facebook({ selection: { filter: { projectId: project.id } } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(LISTING_FILE_MESSAGES.tooManyForFacebook(51));

    // 49 priced and 2 unpriced: 49 listings, and the 2 are counted.
    const mixed = await facebook({ selection: { ids: [...priced.slice(0, 49), ...unpriced].map((item) => item.id) } });
    expect(mixed.headers.get('x-listing-count')).toBe('49');
    expect(mixed.headers.get('x-unpriced-count')).toBe('2');
    expect([...(await sheetRows(mixed)).keys()].filter((r) => r > 4)).toHaveLength(49);
  });
});

describe('both files', () => {
  it("never carry the offline analyzer's placeholder description, nor does the item's listing draft", async () => {
    // Saved as the offline analyzer saves an item it could not identify, with the person's notes after it.
    const res = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name: 'Multimeter',
      description: `${UNIDENTIFIED_DESCRIPTION}\n\nWorks, with probes`,
      category: 'Electronics',
      tagPrice: 12,
    });
    expect(res.status).toBe(201);
    const meter = (await res.json()) as Item;
    const selection = { ids: [meter.id] };
    const csv = (await csvRows(await ebay({ selection }))).flat().join('\n');
    const sheet = JSON.stringify(
      [...(await sheetRows(await facebook({ selection }))).values()].map((cells) => [...cells.values()]),
    );
    const draft = JSON.stringify(await (await api(alice, 'GET', `/api/items/${meter.id}/listing`)).json());
    for (const text of [csv, sheet, draft]) {
      expect(text).not.toContain(UNIDENTIFIED_DESCRIPTION);
      expect(text).toContain('Works, with probes');
    }
    expect((await api(alice, 'DELETE', `/api/items/${meter.id}`)).status).toBe(204);
  });

  it('refuse an empty selection with a clear message', async () => {
    for (const send of [ebay, facebook]) {
      const empty = await send({ selection: { ids: [] } });
      expect(empty.status).toBe(400);
      expect(await errorOf(empty)).toContain('No items match the selection');
      const nothing = await send({ selection: { filter: { projectId: project.id, q: 'nothing like this' } } });
      expect(nothing.status).toBe(400);
      expect(await errorOf(nothing)).toBe(LISTING_FILE_MESSAGES.nothingSelected);
    }
  });

  it("keep other workspaces out: another user's ids are 404, their filter finds nothing of Alice's", async () => {
    const bob = await t.signUp('bob-listing-files@example.com');
    const bobs = (await (await api(bob, 'POST', '/api/projects', { name: 'Oak Lane' })).json()) as Project;
    const own = (await (
      await api(bob, 'POST', '/api/items', { projectId: bobs.id, name: 'Mirror', category: 'Decor', tagPrice: 20 })
    ).json()) as Item;
    for (const send of [ebay, facebook]) {
      expect((await send({ selection: { ids: [priced[0]!.id] } }, bob)).status).toBe(404);
      // One foreign id among Bob's own is still a 404: no file with part of the selection.
      expect((await send({ selection: { ids: [own.id, priced[0]!.id] } }, bob)).status).toBe(404);
      expect((await send({ selection: { ids: [own.id] } }, bob)).status).toBe(200);
      // A filter is scoped: Bob's "that project" is empty, not Alice's items.
      const theirs = await send({ selection: { filter: { projectId: project.id } } }, bob);
      expect(theirs.status).toBe(400);
      expect(await errorOf(theirs)).toBe(LISTING_FILE_MESSAGES.nothingSelected);
    }
    expect(
      (await t.request('/api/listings/ebay.csv', { method: 'POST', json: { selection: { ids: [] } } })).status,
    ).toBe(401);
    expect(
      (await t.request('/api/listings/facebook.xlsx', { method: 'POST', json: { selection: { ids: [] } } })).status,
    ).toBe(401);
  });
});

describe('the API document', () => {
  it('describes both files', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { tags?: string[]; responses: Record<string, { content?: object }> } }>;
    };
    expect(doc.paths['/api/listings/ebay.csv']?.post?.tags).toEqual(['Listings']);
    expect(Object.keys(doc.paths['/api/listings/ebay.csv']!.post!.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/api/listings/facebook.xlsx']!.post!.responses['200']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});
