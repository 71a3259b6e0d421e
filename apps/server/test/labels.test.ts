import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_MESSAGES, LABEL_STOCKS, type LabelRequest } from '@tagwise/core/schemas/labels';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { labelBox } from '../src/modules/labels/label-slots.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';

// The PDF is checked as paper would show it: poppler reads back every word's box (pdftotext -bbox) and
// renders the pages (pdftoppm), and zbar decodes the QR codes from the pixels (Debian packages).
let t: TestApp;
let alice: string;
let project: Project;
const made: Item[] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-labels-'));

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

const NAMES = [
  'Mid-century walnut credenza with brass pulls and original key, very long description of a name',
  'Pyrex bowl',
  'Antikes Porzellan-Teeservice für zwölf Personen mit Goldrand (Rosenthal)',
  'Supercalifragilisticexpialidociousandthensomemorelettersinoneword',
  'Lamp',
];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-labels@example.com');
  await api(alice, 'PATCH', '/api/settings/profile', { businessName: 'Maple Street Estate Sales & Consignment Co.' });
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  const patched = await api(alice, 'PATCH', `/api/projects/${project.id}`, {
    tagDiscountLine: 'Sat 25% off · Sun 50% off',
  });
  expect(patched.status).toBe(200);
  for (const [n, name] of NAMES.entries()) {
    const res = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name,
      category: 'Furniture',
      // The last one has no tag price: its tag leaves a blank to write one in.
      ...(n < NAMES.length - 1 && { tagPrice: [1250, 8, 140, 12_500][n] }),
    });
    expect(res.status).toBe(201);
    made.push((await res.json()) as Item);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function print(request: LabelRequest, cookie = alice) {
  return api(cookie, 'POST', '/api/labels', request);
}

async function savePdf(res: Response, name: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/** Every word poppler finds on the pages, with its box in points. */
function words(pdf: string) {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const pages = html.split('<page ').slice(1);
  return pages.flatMap((page, sheet) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (m) => ({ sheet, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! }),
    ),
  );
}

/** The QR codes zbar reads off the pages rendered at 300 dpi. */
function qrCodes(pdf: string): string[] {
  const prefix = path.join(work, path.basename(pdf, '.pdf'));
  execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', pdf, prefix]);
  const pngs = readdirSync(work)
    .filter((f) => f.startsWith(path.basename(prefix)) && f.endsWith('.png'))
    .map((f) => path.join(work, f));
  const out = execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', ...pngs], {
    encoding: 'utf8',
    // zbar looks for a desktop session bus and says so on stderr; there is none on a server.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.trim().split('\n').sort();
}

describe('POST /api/labels', () => {
  it('prints a 30-up sheet from a partly used one: every text inside its label, every QR opening its item', async () => {
    const pdf = await savePdf(
      await print({ selection: { filter: { projectId: project.id } }, stock: 'avery-5160', startAt: 29 }),
      'avery-5160',
    );
    const stock = LABEL_STOCKS['avery-5160'];
    // Labels 29 and 30 of the first sheet, then 1-3 of the second.
    const boxes = made.map((_, n) => labelBox(stock, 29, n));
    expect(boxes.map((b) => b.sheet)).toEqual([0, 0, 1, 1, 1]);
    const found = words(pdf);
    expect(found.length).toBeGreaterThan(20);
    for (const word of found) {
      const inside = boxes.some(
        (b) =>
          b.sheet === word.sheet &&
          word.xMin >= b.x - 0.5 &&
          word.xMax <= b.x + b.width + 0.5 &&
          word.yMin >= b.y - 0.5 &&
          word.yMax <= b.y + b.height + 0.5,
      );
      expect(inside, `"${word.text}" at ${word.xMin},${word.yMin}-${word.xMax},${word.yMax}`).toBe(true);
    }
    const text = found.map((w) => w.text).join(' ');
    for (const item of made) expect(text).toContain(item.tagCode);
    expect(text).toContain('$1,250');
    expect(text).toContain('$12,500');
    // Long names are shortened with an ellipsis, never cut off mid-air.
    expect(text).toContain('…');
    expect(text).toContain('Price:');
    expect(text).toContain('25%');
    expect(text).toContain('Maple');

    expect(qrCodes(pdf)).toEqual(made.map((item) => `${TEST_ORIGIN}/t/${item.tagCode}`).sort());
  });

  it('prints 10-up labels and hang tags with cut lines, for picked items and for a folder', async () => {
    const picked = await savePdf(
      await print({ selection: { ids: [made[0]!.id, made[2]!.id] }, stock: 'avery-5163' }),
      'avery-5163',
    );
    expect(qrCodes(picked)).toEqual([made[0]!, made[2]!].map((item) => `${TEST_ORIGIN}/t/${item.tagCode}`).sort());

    const folder = (await (await api(alice, 'POST', '/api/folders', { name: 'Spring sales' })).json()) as {
      id: string;
    };
    expect((await api(alice, 'PUT', `/api/projects/${project.id}/folder`, { folderId: folder.id })).status).toBe(200);
    const tags = await savePdf(
      await print({ selection: { folderId: folder.id }, stock: 'hang-2x3', startAt: 12 }),
      'hang',
    );
    const stock = LABEL_STOCKS['hang-2x3'];
    const boxes = made.map((_, n) => labelBox(stock, 12, n));
    for (const word of words(tags)) {
      expect(
        boxes.some(
          (b) =>
            b.sheet === word.sheet &&
            word.xMin >= b.x &&
            word.xMax <= b.x + b.width &&
            word.yMin >= b.y &&
            word.yMax <= b.y + b.height,
        ),
        word.text,
      ).toBe(true);
    }
    expect(qrCodes(tags)).toHaveLength(made.length);
  });

  it('refuses what it cannot print with the reason, and shows another workspace nothing', async () => {
    const empty = (await (await api(alice, 'POST', '/api/projects', { name: 'Empty' })).json()) as Project;
    const none = await print({ selection: { filter: { projectId: empty.id } }, stock: 'avery-5160' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(LABEL_MESSAGES.nothingSelected);

    const start = await print({ selection: { ids: [made[0]!.id] }, stock: 'avery-5163', startAt: 11 });
    expect(start.status).toBe(400);
    expect(JSON.stringify(await start.json())).toContain(LABEL_MESSAGES.startOutOfRange(10));

    const stock = await print({ selection: { ids: [made[0]!.id] }, stock: 'avery-9999' as never });
    expect(stock.status).toBe(400);

    const bob = await t.signUp('bob-labels@example.com');
    expect((await print({ selection: { ids: [made[0]!.id] }, stock: 'avery-5160' }, bob)).status).toBe(404);
    expect((await print({ selection: { folderId: project.id }, stock: 'avery-5160' }, bob)).status).toBe(404);
    // A filter is scoped: Bob's "this project" is empty, not Alice's items.
    expect((await print({ selection: { filter: { projectId: project.id } }, stock: 'avery-5160' }, bob)).status).toBe(
      400,
    );
    expect((await api(bob, 'GET', `/api/items/by-tag/${made[0]!.tagCode}`)).status).toBe(404);
    expect(
      (
        await t.request('/api/labels', {
          method: 'POST',
          json: { selection: { ids: [made[0]!.id] }, stock: 'avery-5160' },
        })
      ).status,
    ).toBe(401);
  });

  it("keeps the project's discount line within what a tag can hold, and clears it when emptied", async () => {
    const long = await api(alice, 'PATCH', `/api/projects/${project.id}`, { tagDiscountLine: 'x'.repeat(61) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('Discount line must be at most 60 characters');
    const kept = (await (await api(alice, 'GET', `/api/projects/${project.id}`)).json()) as Project;
    expect(kept.tagDiscountLine).toBe('Sat 25% off · Sun 50% off');
    const cleared = await api(alice, 'PATCH', `/api/projects/${project.id}`, { tagDiscountLine: '  ' });
    expect(((await cleared.json()) as Project).tagDiscountLine).toBeNull();
  });

  it('finds an item by the tag code its QR code carries, in any case', async () => {
    const res = await api(alice, 'GET', `/api/items/by-tag/${made[1]!.tagCode.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: made[1]!.id });
    expect((await api(alice, 'GET', '/api/items/by-tag/NOPE00')).status).toBe(404);
  });

  it('finds an item by its tag code written as the app shows it, "#" first', async () => {
    const res = await api(alice, 'GET', `/api/items/by-tag/${encodeURIComponent(`#${made[1]!.tagCode}`)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: made[1]!.id });
  });
});
