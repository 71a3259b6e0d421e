import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { user } from '../src/db/schema/auth.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { items } from '../src/db/schema/items.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Reports are read back as paper shows them: poppler extracts the words with their boxes (pdftotext
// -bbox) and lists the embedded pictures (pdfimages), Debian's poppler-utils.
const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let alice: string;
let aliceId: string;
let bob: string;
let project: Project;
let empty: Project;
const made: Item[] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-reports-'));

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-reports@example.com');
  bob = await t.signUp('bob-reports@example.com');
  aliceId = (await t.database.db.select().from(user).where(eq(user.email, 'alice-reports@example.com')))[0]!.id;
  await api(alice, 'PATCH', '/api/settings/profile', { businessName: 'Maple Street Estate Sales' });
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Elm Street' })).json()) as Project;
  await api(alice, 'PATCH', `/api/projects/${project.id}`, {
    address: '12 Elm Street, Springfield',
    saleDates: 'Sat Dec 5 – Sun Dec 6',
    saleTimes: '9am–3pm',
    description: 'A lifetime of mid-century furniture and kitchenware.',
  });
  empty = (await (await api(alice, 'POST', '/api/projects', { name: 'Empty House' })).json()) as Project;
  for (const input of [
    {
      name: 'Walnut credenza',
      category: 'Furniture',
      retailCents: 120_000,
      tagPrice: 480,
      status: 'sold',
      soldPrice: 450,
    },
    { name: 'Oak side table', category: 'Furniture', retailCents: 20_000, tagPrice: 80, status: 'donated' },
    { name: 'Pyrex bowl', category: 'Kitchenware', retailCents: 4_000, tagPrice: 16, status: 'sold', soldPrice: 20 },
    { name: 'Cast iron pan', category: 'Kitchenware', retailCents: 6_000, tagPrice: 24, status: 'auction' },
    { name: 'Brass lamp', category: 'Decor' },
  ]) {
    const res = await api(alice, 'POST', '/api/items', { projectId: project.id, condition: 'Good', ...input });
    expect(res.status, await res.clone().text()).toBe(201);
    made.push((await res.json()) as Item);
  }
  const photo = await t.request(`/api/items/${made[0]!.id}/images`, {
    method: 'POST',
    cookie: alice,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(readFileSync(path.join(PHOTOS, 'chair.webp'))),
  });
  expect(photo.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_REPORTS) rmSync(work, { recursive: true, force: true });
});

async function report(kind: 'inventory' | 'sold', projectId = project.id, cookie = alice) {
  const res = await api(cookie, 'GET', `/api/projects/${projectId}/reports/${kind}.pdf`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(work, `${kind}-${projectId}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const pages = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).split('<page ').slice(1);
  const words = pages.flatMap((page, n) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (m) => ({ page: n, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! }),
    ),
  );
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return { res, file, pages: pages.length, words, text, images };
}

/** Every word lies inside the page's margins: nothing drawn off the paper or into the edge a printer skips. */
function expectInsideMargins(words: { xMin: number; yMin: number; xMax: number; yMax: number; text: string }[]) {
  for (const w of words) {
    expect(w.xMin, w.text).toBeGreaterThanOrEqual(39);
    expect(w.xMax, w.text).toBeLessThanOrEqual(612 - 39);
    expect(w.yMin, w.text).toBeGreaterThanOrEqual(39);
    expect(w.yMax, w.text).toBeLessThanOrEqual(792 - 39);
  }
}

const setPlan = (values: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db
    .insert(subscriptions)
    .values({ ownerId: aliceId, periodEnd: new Date(Date.now() + 86_400_000), ...values })
    .onConflictDoUpdate({ target: subscriptions.ownerId, set: values });

describe('inventory report', () => {
  it('has the cover with the sale, totals by category and status, then every item with its photo', async () => {
    const { res, text, words, images } = await report('inventory');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="inventory-report-elm-street.pdf"');
    for (const expected of [
      'Maple Street Estate Sales',
      'Inventory report',
      'Elm Street',
      '12 Elm Street, Springfield',
      'Sat Dec 5 – Sun Dec 6, 9am–3pm',
      'A lifetime of mid-century furniture and kitchenware.',
      'By category',
      'By status',
      'Made with Tagwise',
    ]) {
      expect(text).toContain(expected);
    }
    // Totals: 5 items, retail $1,500, tags $600 (the lamp has none yet: left out, not $0, and the cover says so).
    expect(text).toMatch(/Items\s+Retail value\s+Tag value\s+Tags vs retail/);
    expect(text).toMatch(/5\s+\$1,500\s+\$600\s+40%/);
    expect(text).toContain('1 item has no tag price yet: shown as Unpriced and left out of the tag values.');
    expect(text).toMatch(/Category\s+Items\s+Retail value\s+Tag value\s+Unpriced/);
    expect(text).toMatch(/Furniture\s+2\s+\$1,400\s+\$560\s+0/);
    expect(text).toMatch(/Kitchenware\s+2\s+\$100\s+\$40\s+0/);
    expect(text).toMatch(/Decor\s+1\s+\$0\s+—\s+1/);
    expect(text).toMatch(/Sold\s+2\s+\$1,240\s+\$496\s+0/);
    expect(text).toMatch(/Donated\s+1\s+\$200\s+\$80\s+0/);
    expect(text).toMatch(/Available\s+1\s+\$0\s+—\s+1/);
    expect(text).toMatch(/Brass lamp\s+Decor\s+Good\s+—\s+Unpriced/);
    for (const item of made) {
      expect(text).toContain(item.name);
      expect(text).toContain(item.tagCode);
    }
    expect(text).toMatch(/Walnut credenza\s+Furniture\s+Good\s+\$1,200\s+\$480/);
    // One photo embedded (the credenza's); the others say so.
    expect(images).toHaveLength(1);
    expect(text.match(/No photo/g)).toHaveLength(4);
    expectInsideMargins(words);
  });

  it('streams a long project over pages that repeat the running title and the table header', async () => {
    const big = (await (await api(alice, 'POST', '/api/projects', { name: 'Big Barn' })).json()) as Project;
    await t.database.db.insert(items).values(
      Array.from({ length: 230 }, (_, n) => ({
        ownerId: aliceId,
        projectId: big.id,
        tagCode: `BIG${String(n).padStart(4, '0')}`,
        name: `Mason jar with a rather long descriptive name that has to wrap onto a second line ${n}`,
        category: n % 2 ? 'Kitchenware' : 'Decor',
        condition: 'Good',
        tagPrice: 3,
      })),
    );
    const { pages, words, text } = await report('inventory', big.id);
    expect(pages).toBeGreaterThan(10);
    // Every item once, across the hundred-row fetches.
    for (let n = 0; n < 230; n++) expect(text.split(`BIG${String(n).padStart(4, '0')}`)).toHaveLength(2);
    expect(text.match(/Big Barn · Inventory report/g)!.length).toBe(pages - 1);
    expect(text.match(/Photo\s+Name\s+Category\s+Condition\s+Retail\s+Tag price\s+Tag code/g)!.length).toBe(pages - 1);
    expectInsideMargins(words);
  });

  it('is white-label when the plan includes it: the business, and no Tagwise anywhere', async () => {
    await setPlan({ whiteLabelReports: 1 });
    try {
      const { text } = await report('inventory');
      expect(text).not.toMatch(/tagwise/i);
      expect(text).toContain('Maple Street Estate Sales · Page 1');
    } finally {
      await setPlan({ whiteLabelReports: 0 });
    }
    await setPlan({ tier: 'enterprise' });
    try {
      expect((await report('sold')).text).not.toMatch(/tagwise/i);
    } finally {
      await setPlan({ tier: 'freemium' });
    }
  });

  it('says so for a project without items', async () => {
    const { text, pages } = await report('inventory', empty.id);
    expect(pages).toBe(1);
    expect(text).toContain('This project has no items yet.');
    expect(text).toMatch(/0\s+\$0\s+\$0\s+—/);
  });
});

describe('sold report', () => {
  it('shows what sold against its tag price, sell-through by category, and what was left over', async () => {
    const { res, text, words } = await report('sold');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sold-report-elm-street.pdf"');
    expect(text).toContain('Sold report');
    // 2 of 5 sold for $470 against $496 of tags.
    expect(text).toMatch(/2 of 5\s+40%\s+\$470\s+95%/);
    expect(text).toMatch(/Furniture\s+2\s+1\s+50%\s+\$480\s+\$450/);
    expect(text).toMatch(/Decor\s+1\s+0\s+0%\s+\$0\s+\$0/);
    expect(text).toMatch(
      new RegExp(`${made[0]!.tagCode}\\s+Walnut credenza\\s+Furniture\\s+\\$480\\s+\\$450\\s+−\\$30`),
    );
    expect(text).toMatch(new RegExp(`${made[2]!.tagCode}\\s+Pyrex bowl\\s+Kitchenware\\s+\\$16\\s+\\$20\\s+\\+\\$4`));
    expect(text).toContain('Left over');
    expect(text).toMatch(new RegExp(`${made[1]!.tagCode}\\s+Oak side table\\s+Furniture\\s+\\$80\\s+Donated`));
    expect(text).toMatch(new RegExp(`${made[3]!.tagCode}\\s+Cast iron pan\\s+Kitchenware\\s+\\$24\\s+Sent to auction`));
    expect(text).toMatch(new RegExp(`${made[4]!.tagCode}\\s+Brass lamp\\s+Decor\\s+Unpriced\\s+Available`));
    expect(text).toContain('1 item has no tag price yet: shown as Unpriced and left out of the tag values.');
    expectInsideMargins(words);
  });

  it('says so before the sale, when nothing is sold yet', async () => {
    const before = (await (await api(alice, 'POST', '/api/projects', { name: 'Next Week' })).json()) as Project;
    await api(alice, 'POST', '/api/items', {
      projectId: before.id,
      name: 'Chair',
      category: 'Furniture',
      tagPrice: 10,
    });
    const { text } = await report('sold', before.id);
    expect(text).toContain('No item of this project is marked sold yet.');
    expect(text).toMatch(/0 of 1\s+0%\s+\$0\s+—/);
    expect(text).not.toMatch(/Sold for/);
  });

  it('compares sales only with the tags of items whose sold price is known', async () => {
    const sale = (await (await api(alice, 'POST', '/api/projects', { name: 'Cash Box Lost' })).json()) as Project;
    for (const input of [
      { name: 'Mirror', tagPrice: 50, status: 'sold', soldPrice: 45 },
      { name: 'Stool', tagPrice: 30, status: 'sold' },
    ]) {
      const res = await api(alice, 'POST', '/api/items', { projectId: sale.id, category: 'Decor', ...input });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    // $45 of $50: the stool sold without a price is not a $0 sale pulling it to 56%.
    const { text } = await report('sold', sale.id);
    expect(text).toMatch(/2 of 2\s+100%\s+\$45\s+90%/);
  });
});

describe('who can read a report', () => {
  it("another workspace gets 404 for a project's reports, and an unknown id is 404 too", async () => {
    for (const kind of ['inventory', 'sold']) {
      expect((await api(bob, 'GET', `/api/projects/${project.id}/reports/${kind}.pdf`)).status).toBe(404);
      expect(
        (await api(alice, 'GET', `/api/projects/00000000-0000-4000-8000-000000000000/reports/${kind}.pdf`)).status,
      ).toBe(404);
      expect((await api(alice, 'GET', `/api/projects/not-an-id/reports/${kind}.pdf`)).status).toBe(400);
      expect((await t.request(`/api/projects/${project.id}/reports/${kind}.pdf`)).status).toBe(401);
    }
  });

  it('a sub-user of the workspace can download them', async () => {
    const helper = await t.signUpSubUser('helper-reports@example.com', 'alice-reports@example.com');
    expect((await api(helper, 'GET', `/api/projects/${project.id}/reports/inventory.pdf`)).status).toBe(200);
  });
});
