import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import {
  BackupCashCount,
  BackupConsignor,
  BackupInvoice,
  BackupInvoiceLine,
  BackupItem,
  BackupItemHold,
  BackupManifest,
  BackupPayment,
  BackupProjectExpense,
  BackupSaleConflict,
  BackupProject,
  BackupPromoContent,
  BackupWorkspace,
  type RestoreResult,
} from '@tagwise/core/schemas/backup';
import { BACKUP_MESSAGES } from '@tagwise/core/values/backup';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Item } from '@tagwise/core/schemas/items';
import type { Folder, Project } from '@tagwise/core/schemas/projects';
import type { GeneratePromoResult, PromoContent, PromoState } from '@tagwise/core/schemas/promo';
import type { PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { user } from '../src/db/schema/auth.ts';
import { itemImages, items, priceEvents } from '../src/db/schema/items.ts';
import { folders, projectCategoryMarkdowns, projects } from '../src/db/schema/projects.ts';
import * as schema from '../src/db/schema/index.ts';
import { promoContents } from '../src/db/schema/promo.ts';
import { userSettings } from '../src/db/schema/settings.ts';
import { BACKUP_CARRIED_TABLES, BACKUP_EXCLUDED_TABLES } from '../src/modules/backup/backup-tables.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { eventually } from './support/queue-helpers.ts';
import { consignors } from '../src/db/schema/consignors.ts';
import {
  cashCounts,
  itemHoldItems,
  itemHolds,
  projectExpenses,
  saleConflicts,
  saleInvoiceLines,
  saleInvoices,
  salePayments,
} from '../src/db/schema/sale-day.ts';
import type { CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { invoice, miscLine } from './support/checkout.ts';

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');

let source: TestApp;
let target: TestApp;
let alice: string;
let sam: string;
let bob: string;
let backup: Buffer;

const call = (t: TestApp, cookie: string, method: string, urlPath: string, json?: unknown) =>
  t.request(urlPath, { method, cookie, ...(json === undefined ? {} : { json }) });
async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}
const restore = (t: TestApp, cookie: string, zip: Buffer) =>
  t.request('/api/backup/restore', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/zip' },
    body: new Uint8Array(zip),
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function ownerId(t: TestApp, email: string) {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function mediaFiles(t: TestApp) {
  return (await readdir(t.mediaDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The zip's entries, in order, read with yauzl (CRC and names as the server sees them). */
async function entriesOf(zip: Buffer) {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out: { name: string; data: Buffer }[] = [];
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  return out;
}

async function zipOf(entries: { name: string; data: Buffer }[]) {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.data, entry.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Everything the workspace holds, with ids turned into names so two installations can be compared. */
async function snapshot(t: TestApp, email: string) {
  const db = t.database.db;
  const owner = await ownerId(t, email);
  const { userId: _u, adminUserId: _a, ...settingsColumns } = getTableColumns(userSettings);
  const [settings] = await db.select(settingsColumns).from(userSettings).where(eq(userSettings.userId, owner));
  const folderRows = await db.select().from(folders).where(eq(folders.ownerId, owner)).orderBy(asc(folders.name));
  const folderName = new Map(folderRows.map((f) => [f.id, f.name]));
  const projectRows = await db.select().from(projects).where(eq(projects.ownerId, owner)).orderBy(asc(projects.name));
  const projectName = new Map(projectRows.map((p) => [p.id, p.name]));
  const markdowns = await db
    .select()
    .from(projectCategoryMarkdowns)
    .innerJoin(projects, eq(projects.id, projectCategoryMarkdowns.projectId))
    .where(eq(projects.ownerId, owner));
  const itemRows = await db.select().from(items).where(eq(items.ownerId, owner)).orderBy(asc(items.tagCode));
  const tagOf = new Map(itemRows.map((i) => [i.id, i.tagCode]));
  const events = await db
    .select()
    .from(priceEvents)
    .where(eq(priceEvents.ownerId, owner))
    .orderBy(asc(priceEvents.createdAt));
  const images = await db
    .select()
    .from(itemImages)
    .where(eq(itemImages.ownerId, owner))
    .orderBy(asc(itemImages.itemId), asc(itemImages.position));
  // Microseconds too: a Date would hide a difference below the millisecond.
  const [times] = await db
    .select({ t: sql<string>`string_agg(to_json(${items.createdAt}) #>> '{}', ',' order by ${items.tagCode})` })
    .from(items)
    .where(eq(items.ownerId, owner));
  // The timestamps as text as well: a Date would hide a difference below the millisecond.
  const promoRows = await db
    .select({
      ...getTableColumns(promoContents),
      generatedText: sql<string>`to_json(${promoContents.generatedAt}) #>> '{}'`,
      editedText: sql<string | null>`to_json(${promoContents.editedAt}) #>> '{}'`,
    })
    .from(promoContents)
    .where(eq(promoContents.ownerId, owner))
    .orderBy(asc(promoContents.generatedAt));
  const person = (id: string | null) => (id === owner ? 'owner' : id);
  const consignorName = new Map(
    (await db.select().from(consignors).where(eq(consignors.ownerId, owner))).map((c) => [c.id, c.name]),
  );
  return {
    owner,
    saleDay: await saleDayOf(t, owner, projectName, new Map(itemRows.map((i) => [i.id, i.tagCode]))),
    settings,
    folders: folderRows.map(({ id: _id, ownerId: _o, ...f }) => f),
    projects: projectRows.map(({ id: _id, ownerId: _o, folderId, createdBy, ...p }) => ({
      ...p,
      folder: folderId ? folderName.get(folderId) : null,
      createdBy: person(createdBy),
      markdowns: markdowns
        .filter((m) => m.projects.id === _id)
        .map((m) => [m.project_category_markdowns.category, m.project_category_markdowns.markdownPercentage])
        .sort(),
    })),
    items: itemRows.map(({ id, ownerId: _o, projectId, createdBy, analysisComparables, consignorId, ...i }) => ({
      ...i,
      consignorId: consignorId && `consignor ${consignorName.get(consignorId)}`,
      project: projectName.get(projectId),
      createdBy: person(createdBy),
      comparables: analysisComparables?.map((c) => ({ ...c, id: tagOf.get(c.id) })) ?? null,
      priceEvents: events
        .filter((e) => e.itemId === id)
        .map(({ id: _id, ownerId: _ow, itemId: _i, actorUserId, ...e }) => ({ ...e, actor: person(actorUserId) })),
      images: images
        .filter((image) => image.itemId === id)
        .map(
          ({
            id: _id,
            ownerId: _ow,
            itemId: _i,
            displayKey,
            thumbKey,
            studioDisplayKey,
            studioThumbKey,
            ...image
          }) => ({
            ...image,
            keys: { displayKey, thumbKey, studioDisplayKey, studioThumbKey },
          }),
        ),
    })),
    itemTimes: times?.t,
    promo: promoRows.map(({ projectId, ownerId: _o, editedBy, ...p }) => ({
      ...p,
      project: projectName.get(projectId),
      editedBy: person(editedBy),
    })),
  };
}

/**
 * Runs restores into one workspace so that, on PostgreSQL, they race as the issue saw them: the account's row
 * is held, so each restore waits at its first write inside its transaction (the foreign key's check) until
 * all three are waiting, by then past any check before it. PGlite runs one transaction at a time: there they
 * simply run.
 */
async function allPastTheEmptyCheck<T>(t: TestApp, owner: string, race: () => Promise<T>): Promise<T> {
  if (t.database.kind === 'pglite') return race();
  let racing: Promise<T> | undefined;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "user" where id = ${owner} for update`);
    racing = race();
    await eventually(async () => {
      const waiting = await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect((waiting as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
    });
  });
  return racing!;
}

/**
 * The sale days' rows of a workspace, every column, with each id (its own and the ones it names) turned into
 * a label both installations share: the project's name, the item's tag code, "invoice Elm Street #1" and so
 * on; the owner as 'owner'. Other people's ids stay as they are (the caller maps them).
 */
async function saleDayOf(t: TestApp, owner: string, projectName: Map<string, string>, tagOf: Map<string, string>) {
  const db = t.database.db;
  const ofOwner = <T extends { ownerId: string }>(rows: T[]) => rows.filter((row) => row.ownerId === owner);
  const invoices = ofOwner(await db.select().from(saleInvoices));
  const lines = ofOwner(await db.select().from(saleInvoiceLines));
  const payments = ofOwner(await db.select().from(salePayments));
  const holds = ofOwner(await db.select().from(itemHolds));
  const held = ofOwner(await db.select().from(itemHoldItems));
  const conflicts = ofOwner(await db.select().from(saleConflicts));
  const consignorRows = ofOwner(await db.select().from(consignors));
  const expenses = ofOwner(await db.select().from(projectExpenses));
  const counts = ofOwner(await db.select().from(cashCounts));
  const label = new Map<string, string>([[owner, 'owner'], ...projectName, ...tagOf]);
  for (const i of invoices) label.set(i.id, `invoice ${projectName.get(i.projectId)} #${i.number}`);
  for (const l of lines) label.set(l.id, `${label.get(l.invoiceId)} line ${l.position}`);
  for (const p of payments) label.set(p.id, `${label.get(p.invoiceId)} payment ${p.position}`);
  for (const h of holds) label.set(h.id, `hold for ${h.customerName}`);
  for (const c of consignorRows) label.set(c.id, `consignor ${c.name}`);
  for (const e of expenses) label.set(e.id, `expense ${e.description}`);
  for (const c of counts) label.set(c.id, `cash count ${c.saleDay}`);
  for (const c of conflicts) label.set(c.id, `conflict of ${label.get(c.secondLineId)}`);
  const named = (rows: object[]) =>
    (
      JSON.parse(
        JSON.stringify(rows, (_key, value: unknown) =>
          typeof value === 'string' ? (label.get(value) ?? value) : value,
        ),
      ) as Record<string, unknown>[]
    ).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    invoices: named(invoices),
    lines: named(lines),
    payments: named(payments),
    holds: named(holds),
    held: named(held),
    conflicts: named(conflicts),
    consignors: named(consignorRows),
    expenses: named(expenses),
    cashCounts: named(counts),
  };
}

/** The photo files behind each image's keys, read through the app's storage. */
async function photoBytes(t: TestApp, snap: Awaited<ReturnType<typeof snapshot>>) {
  const files: (string | null)[] = [];
  for (const item of snap.items) {
    for (const image of item.images) {
      for (const key of Object.values(image.keys)) {
        files.push(key ? ((await t.storage.get(key))?.toString('base64') ?? 'MISSING') : null);
      }
    }
  }
  return files;
}

const withoutKeys = (snap: Awaited<ReturnType<typeof snapshot>>) => ({
  ...snap,
  owner: undefined,
  items: snap.items.map((i) => ({ ...i, images: i.images.map((image) => ({ ...image, keys: undefined })) })),
});

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  alice = await source.signUp('alice@example.com');
  sam = await source.signUpSubUser('sam@example.com', 'alice@example.com');
  bob = await source.signUp('bob@example.com');

  // Settings changed from the defaults: pricing rules, business name, display preferences.
  const pricing = await ok<PricingSettings>(call(source, alice, 'GET', '/api/settings/pricing'));
  await ok(
    call(source, alice, 'PUT', '/api/settings/pricing', {
      ...pricing,
      markdownPercentage: 30,
      minimumPrice: 2,
      conditionMultipliers: [...pricing.conditionMultipliers, { name: 'Restored', percentage: 90 }],
      categoryMarkdowns: [{ category: 'Furniture', markdown_percentage: 15 }],
    }),
  );
  await ok(
    call(source, alice, 'PATCH', '/api/settings/profile', { businessName: 'Maple Estate Sales', displayName: 'Alice' }),
  );
  const account = await ok<{ displayPreferences: Record<string, Record<string, unknown>> }>(
    call(source, alice, 'GET', '/api/settings/account'),
  );
  await ok(
    call(source, alice, 'PUT', '/api/settings/display-preferences', {
      ...account.displayPreferences,
      mainPage: { ...account.displayPreferences.mainPage, showDescription: true },
    }),
  );

  const folder = await ok<Folder>(call(source, alice, 'POST', '/api/folders', { name: '2026 sales' }), 201);
  const elm = await ok<Project>(
    call(source, alice, 'POST', '/api/projects', { name: 'Elm Street', folderId: folder.id }),
    201,
  );
  const oak = await ok<Project>(call(source, sam, 'POST', '/api/projects', { name: 'Oak Avenue' }), 201);
  await ok(
    call(source, alice, 'PATCH', `/api/projects/${elm.id}`, {
      title: 'Elm Street estate',
      address: '12 Elm Street',
      saleDates: 'Nov 7-8',
      saleTimes: '9-4',
      saleNotes: 'Cash only',
      tagDiscountLine: 'Sun 50% off',
      markdownPercentage: 25,
      postalCode: '62704',
      timeZone: 'America/Chicago',
      saleDays: [{ date: '2026-11-07', start: '09:00', end: '16:00' }],
      addressVisibility: 4,
      addressVisibleFrom: '2026-11-06T18:00',
      saleTerms: 'All sales final',
    }),
  );
  // Its listing on EstateSales.NET, so a restored sale updates that listing instead of publishing another.
  await source.database.db
    .update(projects)
    .set({
      estatesalesListingId: '4242',
      estatesalesListingUrl: 'https://www.estatesales.net/IL/Springfield/62704/4242',
      estatesalesPublishedAt: new Date('2026-11-01T12:00:00.123Z'),
      estatesalesSyncStatus: 'published',
      estatesalesSyncedAt: new Date('2026-11-02T12:00:00.456Z'),
      estatesalesRemoteIds: { dateIds: [7], pictureIds: [8, 9] },
    })
    .where(eq(projects.id, elm.id));
  await ok(
    call(source, alice, 'PUT', `/api/projects/${elm.id}/category-markdowns`, {
      markdowns: [{ category: 'Kitchenware', markdown_percentage: 10 }],
    }),
  );

  const chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
  const cup = await readFile(path.join(PHOTOS, 'cup.webp'));
  const lamp = await ok<Item>(
    call(source, alice, 'POST', '/api/items', {
      projectId: elm.id,
      name: 'Brass lamp',
      category: 'Decor',
      retailCents: 12_000,
      brand: 'Stiffel',
      keyAttributes: ['brass', 'pair'],
      researchSources: [{ kind: 'marketplace', title: 'eBay sold', url: 'https://www.ebay.com/itm/1' }],
      notes: 'Rewired',
    }),
    201,
  );
  await ok(call(source, alice, 'PATCH', `/api/items/${lamp.id}`, { tagPrice: 75 }));
  await ok(call(source, sam, 'PATCH', `/api/items/${lamp.id}`, { retailCents: 15_000 }));
  const chairItem = await ok<Item>(
    call(source, sam, 'POST', '/api/items', {
      projectId: oak.id,
      name: 'Oak chair',
      category: 'Furniture',
      retailCents: 8_000,
    }),
    201,
  );
  await ok(call(source, alice, 'PATCH', `/api/items/${chairItem.id}`, { status: 'sold', soldPrice: 40 }));
  await ok(
    call(source, alice, 'POST', '/api/items', { projectId: oak.id, name: 'Teacup', category: 'Kitchenware' }),
    201,
  );

  const upload = (itemId: string, body: Buffer) =>
    ok<ItemImage>(
      source.request(`/api/items/${itemId}/images`, {
        method: 'POST',
        cookie: alice,
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(body),
      }),
      201,
    );
  const lampPhoto = await upload(lamp.id, chair);
  await upload(lamp.id, cup);
  await upload(chairItem.id, chair);

  // A studio version of the lamp's first photo, shown instead of the original (what an enhancement leaves).
  const studio = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
    .webp()
    .toBuffer();
  await source.storage.put('items/studio-test-display.webp', studio, 'image/webp');
  await source.storage.put('items/studio-test-thumb.webp', studio, 'image/webp');
  await source.database.db
    .update(itemImages)
    .set({
      studioDisplayKey: 'items/studio-test-display.webp',
      studioThumbKey: 'items/studio-test-thumb.webp',
      studioWidth: 64,
      studioHeight: 48,
      showStudio: true,
      // What review learning keeps of an offline-analysed photo, and of an item a person confirmed.
      embedding: [0.6, 0.8],
      photoHash: '0f0f0f0f0f0f0f1f',
    })
    .where(eq(itemImages.id, lampPhoto.id));
  await source.database.db
    .update(items)
    .set({ reviewedAt: new Date('2026-11-29T10:14:00.123Z') })
    .where(eq(items.id, lamp.id));
  // Promotional material for one project (the offline template writes it, as with no AI provider set up),
  // edited by the team member; Oak Avenue has none, which must stay so.
  const generated = await ok<GeneratePromoResult>(
    call(source, alice, 'POST', `/api/projects/${elm.id}/promo/generate`),
  );
  expect(generated.content.source).toBe('template');
  const {
    projectId: _projectId,
    source: _source,
    provider: _provider,
    model: _model,
    generatedAt: _generatedAt,
    editedAt: _editedAt,
    ...promoFields
  } = generated.content;
  await ok(
    call(source, sam, 'PUT', `/api/projects/${elm.id}/promo`, {
      ...promoFields,
      title: 'Walnut, brass and oak at the Elm Street estate',
    }),
  );
  await source.database.db
    .update(promoContents)
    .set({
      generatedAt: sql`'2026-01-05T06:07:08.234567Z'::timestamptz`,
      editedAt: sql`'2026-01-06T07:08:09.345678Z'::timestamptz`,
    })
    .where(eq(promoContents.projectId, elm.id));
  // An analysis's comparables link other items of the workspace.
  await source.database.db
    .update(items)
    .set({
      analysisComparables: [{ id: chairItem.id, name: 'Oak chair', price: 40 }],
      aiConfidence: 0.62,
      // Microseconds, which PostgreSQL keeps and a JavaScript Date would lose.
      createdAt: sql`'2026-01-02T03:04:05.123456Z'::timestamptz`,
    })
    .where(eq(items.id, lamp.id));

  // The sale day at Elm Street: a consignor whose lamp it is, an expense, a cash count, the sale's tax and
  // invoice counter; a sale rung up by Sam with a split payment and a line refunded; the lamp sold twice
  // offline (a double sale), one of the two voided; the teacup on hold.
  const aliceId = await ownerId(source, 'alice@example.com');
  const [may] = await source.database.db
    .insert(consignors)
    .values({ ownerId: aliceId, projectId: elm.id, name: 'Aunt May', payoutKind: 'percent', payoutBp: 6000 })
    .returning();
  await source.database.db.update(items).set({ consignorId: may!.id }).where(eq(items.id, lamp.id));
  await source.database.db
    .insert(projectExpenses)
    .values({ ownerId: aliceId, projectId: elm.id, description: 'Dumpster', amountCents: 45_000, createdBy: aliceId });
  // An expense edited, and one taken off the settlement: who and when travel with them.
  const flyers = await ok<{ id: string }>(
    call(source, alice, 'POST', `/api/projects/${elm.id}/expenses`, { description: 'Flyer', amountCents: 1_000 }),
    201,
  );
  await ok(call(source, alice, 'PATCH', `/api/expenses/${flyers.id}`, { description: 'Flyers', amountCents: 1_250 }));
  const typo = await ok<{ id: string }>(
    call(source, alice, 'POST', `/api/projects/${elm.id}/expenses`, { description: 'Typo', amountCents: 1 }),
    201,
  );
  await ok(call(source, alice, 'DELETE', `/api/expenses/${typo.id}`));
  await source.database.db.insert(cashCounts).values({
    ownerId: aliceId,
    projectId: elm.id,
    saleDay: '2026-11-07',
    openingFloatCents: 10_000,
    expectedCents: 25_000,
    countedCents: 24_900,
    differenceCents: -100,
    note: 'Short a dollar',
    countedBy: aliceId,
  });
  await source.database.db
    .update(projects)
    .set({
      salesTaxBp: 825,
      clientName: 'The Elm family',
      clientEmail: 'elm@example.com',
      commissionBp: 3500,
      // Set up before its sale day: the server takes no sale older than its sale.
      createdAt: new Date('2026-11-01T15:00:00.000Z'),
    })
    .where(eq(projects.id, elm.id));
  // Rung up online on Nov 7 (the server's clock reads the sale's moment), then the offline phones sync.
  source.clock.set('2026-11-07T16:00:00.000Z');
  const rung = await ok<CompleteInvoiceResult>(
    call(
      source,
      sam,
      'POST',
      `/api/projects/${elm.id}/invoices`,
      invoice({
        lines: [miscLine('Box of books', 100), miscLine('Rug', 500)],
        at: '2026-11-07T16:00:00.000Z',
        customer: { name: 'Pat', email: 'pat@example.com' },
        pay: (total) => [
          { method: 'cash', amountCents: 300, tenderedCents: 500 },
          { method: 'card', amountCents: total - 300 },
        ],
      }),
    ),
    201,
  );
  await ok(
    call(source, alice, 'POST', `/api/invoices/${rung.invoice.id}/lines/${rung.invoice.lines[1]!.id}/refund`, {
      reason: 'Stained',
      refundMethod: 'card',
    }),
  );
  const lampLine = () => ({
    id: randomUUID(),
    itemId: lamp.id,
    description: 'Brass lamp',
    tagPriceCents: 7500,
    dayDiscountBp: null,
    listedCents: 7500,
    priceCents: 7000,
  });
  source.clock.set('2026-11-07T23:00:00.000Z');
  const offline = '2026-11-07T17:00:00.000Z';
  await ok(
    call(
      source,
      alice,
      'POST',
      `/api/projects/${elm.id}/invoices`,
      invoice({ lines: [lampLine()], offline: true, at: offline }),
    ),
    201,
  );
  const twice = await ok<CompleteInvoiceResult>(
    call(
      source,
      sam,
      'POST',
      `/api/projects/${elm.id}/invoices`,
      invoice({ lines: [lampLine()], offline: true, deviceId: 'phone-b', at: offline }),
    ),
    201,
  );
  expect(twice.conflicts).toHaveLength(1);
  await ok(call(source, alice, 'POST', `/api/invoices/${twice.invoice.id}/void`, { reason: 'Sold twice' }));
  const [teacup] = await source.database.db.select().from(items).where(eq(items.name, 'Teacup'));
  await ok(
    call(source, sam, 'POST', `/api/projects/${oak.id}/holds`, {
      id: randomUUID(),
      itemIds: [teacup!.id],
      customerName: 'Lee',
      customerPhone: '555-0101',
      holdUntil: '2099-01-01T12:00:00Z',
    }),
    201,
  );
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('workspace backup', () => {
  it('streams the whole workspace as a zip: manifest first, JSON parts, every photo file', async () => {
    const res = await call(source, alice, 'GET', '/api/backup');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tagwise-backup-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    backup = Buffer.from(await res.arrayBuffer());

    const entries = await entriesOf(backup);
    expect(entries.slice(0, 3).map((e) => e.name)).toEqual(['manifest.json', 'workspace.json', 'items.jsonl']);
    const manifest = BackupManifest.parse(JSON.parse(entries[0]!.data.toString('utf8')));
    expect(manifest).toMatchObject({
      format: 'tagwise-backup',
      version: 1,
      counts: { folders: 1, projects: 2, items: 3, photos: 3, files: 8, promoContents: 1 },
    });
    expect(manifest.counts.priceEvents).toBe(6); // the chair's sale and the lamp's at the door among them
    expect(manifest.counts).toMatchObject({
      consignors: 1,
      projectExpenses: 3,
      saleInvoices: 3,
      itemHolds: 1,
      saleConflicts: 1,
      cashCounts: 1,
    });
    const workspace = BackupWorkspace.parse(JSON.parse(entries[1]!.data.toString('utf8')));
    expect(workspace.promoContents).toMatchObject([
      {
        source: 'template',
        provider: null,
        fields: { title: 'Walnut, brass and oak at the Elm Street estate' },
        generatedAt: '2026-01-05T06:07:08.234567+00:00',
        editedAt: '2026-01-06T07:08:09.345678+00:00',
      },
    ]);
    expect(
      entries
        .slice(3)
        .every((e) => /^photos\/[0-9a-f-]{36}-(display|thumb|studio-display|studio-thumb)\.webp$/.test(e.name)),
    ).toBe(true);
    const lines = entries[2]!.data.toString('utf8').trim().split('\n');
    expect(lines.map((line) => BackupItem.parse(JSON.parse(line)).name).sort()).toEqual([
      'Brass lamp',
      'Oak chair',
      'Teacup',
    ]);
    // No secret travels in a backup.
    expect(backup.includes('api_key')).toBe(false);
  });

  it('writes every column of the tables it carries (a new column must be added to the backup too)', () => {
    const carried = (columns: object, omitted: string[]) =>
      Object.keys(columns)
        .filter((c) => !omitted.includes(c))
        .sort();
    const itemKeys = Object.keys(BackupItem.shape);
    expect(itemKeys).toEqual(expect.arrayContaining(carried(getTableColumns(items), ['ownerId', 'searchText'])));
    const imageKeys = [
      'id',
      'position',
      'width',
      'height',
      'bytes',
      'studioWidth',
      'studioHeight',
      'showStudio',
      'embedding',
      'photoHash',
      'createdAt',
    ];
    expect(
      imageKeys.concat('ownerId', 'itemId', 'displayKey', 'thumbKey', 'studioDisplayKey', 'studioThumbKey').sort(),
    ).toEqual(carried(getTableColumns(itemImages), []));
    expect(Object.keys(BackupPromoContent.shape).sort()).toEqual(carried(getTableColumns(promoContents), ['ownerId']));
    // The sale day's tables: an invoice carries its lines and payments, a hold its items' ids.
    const keys = (schema: { shape: object }, extra: string[] = []) => [...Object.keys(schema.shape), ...extra].sort();
    expect(keys(BackupInvoice)).toEqual(
      [...carried(getTableColumns(saleInvoices), ['ownerId']), 'lines', 'payments'].sort(),
    );
    expect(keys(BackupInvoiceLine)).toEqual(carried(getTableColumns(saleInvoiceLines), ['ownerId', 'invoiceId']));
    expect(keys(BackupPayment)).toEqual(carried(getTableColumns(salePayments), ['ownerId', 'invoiceId']));
    expect(keys(BackupItemHold)).toEqual([...carried(getTableColumns(itemHolds), ['ownerId']), 'itemIds'].sort());
    expect(Object.keys(getTableColumns(itemHoldItems)).sort()).toEqual(['holdId', 'itemId', 'ownerId']);
    expect(keys(BackupSaleConflict)).toEqual(carried(getTableColumns(saleConflicts), ['ownerId']));
    expect(keys(BackupConsignor)).toEqual(carried(getTableColumns(consignors), ['ownerId']));
    expect(keys(BackupProjectExpense)).toEqual(carried(getTableColumns(projectExpenses), ['ownerId']));
    expect(keys(BackupCashCount)).toEqual(carried(getTableColumns(cashCounts), ['ownerId']));
    // A project's columns, less the workspace and the working state of a publish running on this installation.
    expect(
      Object.keys(BackupProject.shape)
        .filter((key) => key !== 'categoryMarkdowns')
        .sort(),
    ).toEqual(
      carried(getTableColumns(projects), [
        'ownerId',
        'estatesalesBusySince',
        'estatesalesBusyToken',
        'estatesalesCreatePendingSince',
      ]),
    );
  });

  it('carries every table of the schema or names it as left out on purpose (a new table must be decided on)', () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const carried = BACKUP_CARRIED_TABLES.map((table) => getTableName(table));
    const excluded = [...BACKUP_EXCLUDED_TABLES.keys()].map((table) => getTableName(table));
    // A table with workspace data that is on neither list would be lost by every restore without a word.
    expect(
      tables.filter((name) => !carried.includes(name) && !excluded.includes(name)),
      'tables neither carried nor listed in BACKUP_EXCLUDED_TABLES (src/modules/backup/backup-tables.ts)',
    ).toEqual([]);
    expect(carried.filter((name) => excluded.includes(name))).toEqual([]);
    for (const [table, reason] of BACKUP_EXCLUDED_TABLES) {
      expect(reason.length, getTableName(table)).toBeGreaterThan(30);
    }
  });

  it('is for admins of the workspace: a team member is refused, another account gets only its own', async () => {
    expect((await call(source, sam, 'GET', '/api/backup')).status).toBe(403);
    expect((await restore(source, sam, backup)).status).toBe(403);
    expect((await source.request('/api/backup')).status).toBe(401);
    const bobs = await call(source, bob, 'GET', '/api/backup');
    expect(bobs.status).toBe(200);
    const [manifest] = await entriesOf(Buffer.from(await bobs.arrayBuffer()));
    expect(JSON.parse(manifest!.data.toString('utf8'))).toMatchObject({
      counts: { folders: 0, projects: 0, items: 0, photos: 0, files: 0 },
    });
  });

  it('restores into a fresh installation with nothing lost: settings, projects, items, price history, photos', async () => {
    const carol = await target.signUp('carol@example.com');
    const result = await ok<RestoreResult>(restore(target, carol, backup));
    expect(result.counts).toMatchObject({ projects: 2, folders: 1, items: 3, photos: 3 });
    expect(result.message).toBe('Restored 2 projects, 3 items and 3 photos.');

    const before = await snapshot(source, 'alice@example.com');
    const after = await snapshot(target, 'carol@example.com');
    // Sam is not a person on the new installation: his name on rows becomes empty, as when someone is removed.
    const samId = await ownerId(source, 'sam@example.com');
    const expected = JSON.parse(JSON.stringify(withoutKeys(before)).replaceAll(`"${samId}"`, 'null')) as unknown;
    expect(JSON.parse(JSON.stringify(withoutKeys(after)))).toEqual(expected);
    expect(after.items.flatMap((i) => i.priceEvents)).toHaveLength(6);
    // The sale day came back whole: invoices as charged, the refund, the void, the double sale, the hold.
    expect(after.saleDay.invoices.map((i) => [i.number, i.status, i.totalCents])).toEqual(
      before.saleDay.invoices.map((i) => [i.number, i.status, i.totalCents]),
    );
    expect(after.saleDay.conflicts).toHaveLength(1);
    expect(after.items.find((i) => i.name === 'Brass lamp')).toMatchObject({
      consignorId: 'consignor Aunt May',
      status: 'sold',
    });
    expect(after.items.flatMap((i) => i.priceEvents)).toContainEqual(expect.objectContaining({ soldPrice: 40 }));
    expect(after.itemTimes).toContain('.123456');
    // The promotional material: fields, source, timestamps to the microsecond, on the restored project.
    expect(after.promo).toHaveLength(1);
    expect(after.promo[0]).toMatchObject({
      project: 'Elm Street',
      source: 'template',
      generatedText: '2026-01-05T06:07:08.234567+00:00',
      editedText: '2026-01-06T07:08:09.345678+00:00',
      editedBy: null,
    });
    expect(after.promo[0]!.fields).toEqual(before.promo[0]!.fields);
    // Every table the backup carries was written by this restore (the fixture exercises each of them).
    for (const table of BACKUP_CARRIED_TABLES) {
      const [rows] = await target.database.db.select({ n: count() }).from(table);
      expect(rows?.n, getTableName(table)).toBeGreaterThan(0);
    }
    // The same photos, byte for byte, under this installation's own keys.
    expect(await photoBytes(target, after)).toEqual(await photoBytes(source, before));
    expect(after.items.flatMap((i) => i.images.map((image) => image.keys.displayKey))).not.toContain(
      before.items[0]!.images[0]?.keys.displayKey,
    );

    // And through the API as the app uses it: the item list in the same order, prices and history.
    const list = async (t: TestApp, cookie: string) =>
      (await ok<{ items: Item[] }>(call(t, cookie, 'GET', '/api/items'))).items.map((i) => [
        i.name,
        i.tagPrice,
        i.status,
      ]);
    expect(await list(target, carol)).toEqual(await list(source, alice));
    const [lamp] = (await ok<{ items: Item[] }>(call(target, carol, 'GET', '/api/items?q=lamp'))).items;
    const detail = await ok<{ priceHistory: { source: string }[]; images: ItemImage[] }>(
      call(target, carol, 'GET', `/api/items/${lamp!.id}`),
    );
    expect(detail.priceHistory.map((e) => e.source)).toContain('person');
    expect(detail.images).toHaveLength(2);
    expect((await call(target, carol, 'GET', detail.images[0]!.url)).status).toBe(200);
    const pricing = await ok<PricingSettings>(call(target, carol, 'GET', '/api/settings/pricing'));
    expect(pricing).toMatchObject({ markdownPercentage: 30, minimumPrice: 2 });
    const promoOf = async (t: TestApp, cookie: string, name: string) => {
      const { projects: list } = await ok<{ projects: Project[] }>(call(t, cookie, 'GET', '/api/projects'));
      const project = list.find((p) => p.name === name)!;
      const { content } = await ok<PromoState>(call(t, cookie, 'GET', `/api/projects/${project.id}/promo`));
      return content && ({ ...content, projectId: undefined } as Omit<PromoContent, 'projectId'>);
    };
    expect(await promoOf(target, carol, 'Elm Street')).toEqual(await promoOf(source, alice, 'Elm Street'));
    expect(await promoOf(target, carol, 'Oak Avenue')).toBeNull();

    // A second restore into the now full workspace is refused, and writes nothing.
    const files = await mediaFiles(target);
    const again = await restore(target, carol, backup);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(BACKUP_MESSAGES.notEmpty(2, 1));
    expect(await mediaFiles(target)).toEqual(files);
  });

  it('answers 409 to restores racing into one empty workspace on two processes: one restores, nothing else is left', async () => {
    const erin = await target.signUp('erin@example.com');
    // A second API process on the same database, with its own photo storage.
    const other = await createTestApp({ database: target.database });
    const filesBefore = await mediaFiles(target);
    try {
      const results = await allPastTheEmptyCheck(target, await ownerId(target, 'erin@example.com'), () =>
        Promise.all([restore(target, erin, backup), restore(other, erin, backup), restore(target, erin, backup)]),
      );
      const statuses = results.map((res) => res.status);
      expect([...statuses].sort(), JSON.stringify(await Promise.all(results.map((r) => r.clone().text())))).toEqual([
        200, 409, 409,
      ]);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(await errorOf(res)).toEqual({ code: 'CONFLICT', message: BACKUP_MESSAGES.notEmpty(2, 1) });
      }
      const snap = await snapshot(target, 'erin@example.com');
      expect(snap.projects.map((p) => p.name)).toEqual(['Elm Street', 'Oak Avenue']);
      expect(snap.items).toHaveLength(3);
      // The losers' photos went again: what storage gained is exactly what the restored rows point to.
      const added = [
        ...(await mediaFiles(target)).filter((f) => !filesBefore.includes(f)),
        ...(await mediaFiles(other)),
      ];
      const referenced = [
        ...snap.items.flatMap((i) => i.images.flatMap((image) => Object.values(image.keys))),
        snap.settings?.businessLogoUrl,
      ].filter((key): key is string => Boolean(key));
      expect(added.map((file) => path.basename(file)).sort()).toEqual(
        referenced.map((key) => path.basename(key)).sort(),
      );
    } finally {
      await other.bus.close();
    }
  });

  it('restores a format 1 backup made before promotional material was carried', async () => {
    const frank = await target.signUp('frank@example.com');
    const entries = await entriesOf(backup);
    const manifest = JSON.parse(entries[0]!.data.toString('utf8')) as BackupManifest;
    const { promoContents: _count, ...oldCounts } = manifest.counts;
    const { promoContents: _promo, ...oldWorkspace } = JSON.parse(entries[1]!.data.toString('utf8')) as BackupWorkspace;
    const older = await zipOf([
      { name: 'manifest.json', data: Buffer.from(JSON.stringify({ ...manifest, counts: oldCounts })) },
      { name: 'workspace.json', data: Buffer.from(JSON.stringify(oldWorkspace)) },
      ...entries.slice(2),
    ]);
    expect(older.includes('promoContents')).toBe(false);
    const result = await ok<RestoreResult>(restore(target, frank, older));
    expect(result.counts).toMatchObject({ projects: 2, folders: 1, items: 3, photos: 3 });
    const snap = await snapshot(target, 'frank@example.com');
    expect(snap.projects.map((p) => p.name)).toEqual(['Elm Street', 'Oak Avenue']);
    expect(snap.promo).toEqual([]);
  });
});

describe('refused backups leave the workspace empty and storage untouched', () => {
  let dave: string;
  beforeAll(async () => {
    dave = await target.signUp('dave@example.com');
  });

  async function refused(zip: Buffer, status: number, message: string | RegExp) {
    const files = await mediaFiles(target);
    const res = await restore(target, dave, zip);
    expect(res.status).toBe(status);
    if (typeof message === 'string') expect((await errorOf(res)).message).toBe(message);
    else expect((await errorOf(res)).message).toMatch(message);
    expect(await mediaFiles(target)).toEqual(files);
    const owner = await ownerId(target, 'dave@example.com');
    const db = target.database.db;
    const counts = {
      p: (await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, owner)))[0]?.n,
      i: (await db.select({ n: count() }).from(items).where(eq(items.ownerId, owner)))[0]?.n,
      s: (await db.select({ n: count() }).from(userSettings).where(eq(userSettings.userId, owner)))[0]?.n,
      m: (await db.select({ n: count() }).from(promoContents).where(eq(promoContents.ownerId, owner)))[0]?.n,
    };
    expect(counts).toEqual({ p: 0, i: 0, s: 0, m: 0 });
  }

  async function rebuilt(change: (entries: { name: string; data: Buffer }[]) => { name: string; data: Buffer }[]) {
    return zipOf(change(await entriesOf(backup)));
  }

  it('refuses bytes that are not a zip, and a zip cut in half', async () => {
    await refused(Buffer.from('these are not the bytes of a zip'), 400, BACKUP_MESSAGES.damaged);
    await refused(backup.subarray(0, Math.floor(backup.length / 2)), 400, BACKUP_MESSAGES.damaged);
    expect((await restore(target, dave, Buffer.alloc(0))).status).toBe(400);
  });

  it('refuses JSON, text and forms with the raw-body message, never a 500', async () => {
    for (const [type, body] of [
      ['application/json', '{}'],
      ['text/plain', 'zip'],
      ['application/x-www-form-urlencoded', 'a=b'],
    ] as const) {
      const res = await target.request('/api/backup/restore', {
        method: 'POST',
        cookie: dave,
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe(BACKUP_MESSAGES.rawBodyOnly);
    }
  });

  it('refuses a photo whose bytes changed (the CRC-32 no longer matches)', async () => {
    const zip = Buffer.from(backup);
    // Photos are stored uncompressed: the first WebP signature in the zip is inside the first photo.
    const at = zip.indexOf('WEBPVP8');
    zip[at + 40] = zip[at + 40]! ^ 0xff;
    await refused(zip, 400, BACKUP_MESSAGES.damaged);
  });

  it('refuses a zip that is not a Tagwise backup', async () => {
    await refused(await zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]), 400, BACKUP_MESSAGES.notBackup);
    await refused(
      await zipOf([{ name: 'manifest.json', data: Buffer.from('{"format":"something-else","version":1}') }]),
      400,
      BACKUP_MESSAGES.notBackup,
    );
  });

  it('refuses a backup from a newer Tagwise', async () => {
    const zip = await rebuilt((entries) =>
      entries.map((e) =>
        e.name === 'manifest.json'
          ? { ...e, data: Buffer.from(JSON.stringify({ ...JSON.parse(e.data.toString('utf8')), version: 2 })) }
          : e,
      ),
    );
    await refused(zip, 400, BACKUP_MESSAGES.newerVersion(2));
  });

  it('refuses paths that climb out of the folder, absolute paths and backslashes', async () => {
    // yazl refuses such names, so the zip is made with a harmless name of the same length and the name's
    // bytes are replaced in the local header and the central directory; the CRC covers the data only.
    for (const unsafe of ['../evil.txt', '/aa/evil.tx', 'aa\\evil.txt']) {
      const zip = await rebuilt((entries) => [
        ...entries.slice(0, 3),
        { name: 'zz/evil.txt', data: Buffer.from('evil') },
        ...entries.slice(3),
      ]);
      const patched = Buffer.from(zip.toString('latin1').replaceAll('zz/evil.txt', unsafe), 'latin1');
      expect(patched.length).toBe(zip.length);
      await refused(patched, 400, BACKUP_MESSAGES.unsafePath);
    }
  });

  it('refuses a photo that is not really an image, a missing photo, and rows that point nowhere', async () => {
    const firstPhoto = (entries: { name: string }[]) => entries.find((e) => e.name.startsWith('photos/'))!.name;
    await refused(
      await rebuilt((entries) =>
        entries.map((e) => (e.name === firstPhoto(entries) ? { ...e, data: Buffer.from('<svg onload=alert(1)>') } : e)),
      ),
      400,
      BACKUP_MESSAGES.notImage(firstPhoto(await entriesOf(backup))),
    );
    const missing = firstPhoto(await entriesOf(backup));
    const withoutPhoto = await rebuilt((entries) => {
      const manifest = JSON.parse(entries[0]!.data.toString('utf8')) as BackupManifest;
      manifest.counts.files -= 1;
      return [
        { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
        ...entries.slice(1).filter((e) => e.name !== missing),
      ];
    });
    await refused(withoutPhoto, 400, BACKUP_MESSAGES.missingPhoto(missing));
    const orphan = await rebuilt((entries) =>
      entries.map((e) =>
        e.name === 'items.jsonl'
          ? {
              ...e,
              data: Buffer.from(
                e.data
                  .toString('utf8')
                  .replace(/"projectId":"[^"]+"/, '"projectId":"00000000-0000-4000-8000-000000000000"'),
              ),
            }
          : e,
      ),
    );
    const res = await restore(target, dave, orphan);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(
      /is in project 00000000-0000-4000-8000-000000000000, which is not in the backup/,
    );
  });

  it('refuses promotional material for a project that is not in the backup, or twice for one project', async () => {
    const withPromo = (change: (promo: BackupWorkspace['promoContents']) => BackupWorkspace['promoContents']) =>
      rebuilt((entries) =>
        entries.map((e) => {
          if (e.name !== 'workspace.json') return e;
          const workspace = JSON.parse(e.data.toString('utf8')) as BackupWorkspace;
          return {
            ...e,
            data: Buffer.from(JSON.stringify({ ...workspace, promoContents: change(workspace.promoContents) })),
          };
        }),
      );
    const nowhere = '00000000-0000-4000-8000-000000000000';
    await refused(
      await withPromo((promo) => promo.map((m) => ({ ...m, projectId: nowhere }))),
      400,
      BACKUP_MESSAGES.invalidContent(`promotional material is for project ${nowhere}, which is not in the backup`),
    );
    // The manifest's count is left as it was: the duplicate is refused before the counts are compared.
    const workspace = JSON.parse((await entriesOf(backup))[1]!.data.toString('utf8')) as BackupWorkspace;
    await refused(
      await withPromo((promo) => [...promo, ...promo]),
      400,
      BACKUP_MESSAGES.invalidContent(
        `promotional material for project ${workspace.promoContents[0]!.projectId} appears twice`,
      ),
    );
  });

  it('refuses sale-day rows that point nowhere or break the invoice arithmetic, writing nothing', async () => {
    const withWorkspace = (change: (workspace: BackupWorkspace) => BackupWorkspace) =>
      rebuilt((entries) =>
        entries.map((e) =>
          e.name === 'workspace.json'
            ? {
                ...e,
                data: Buffer.from(JSON.stringify(change(JSON.parse(e.data.toString('utf8')) as BackupWorkspace))),
              }
            : e,
        ),
      );
    const nowhere = '00000000-0000-4000-8000-000000000000';
    const [first] = (JSON.parse((await entriesOf(backup))[1]!.data.toString('utf8')) as BackupWorkspace).saleInvoices;
    const line = first!.lines[0]!;
    await refused(
      await withWorkspace((w) => ({
        ...w,
        saleInvoices: w.saleInvoices.map((i) =>
          i.id === first!.id
            ? { ...i, lines: i.lines.map((l) => (l.id === line.id ? { ...l, itemId: nowhere } : l)) }
            : i,
        ),
      })),
      400,
      BACKUP_MESSAGES.invalidContent(`invoice line ${line.id} names item ${nowhere}, which is not in the backup`),
    );
    await refused(
      await withWorkspace((w) => ({
        ...w,
        saleInvoices: w.saleInvoices.map((i) => (i.id === first!.id ? { ...i, totalCents: i.totalCents + 1 } : i)),
      })),
      400,
      /saleInvoices\.\d+: an invoice's figures add up\)/,
    );
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const zip = await zipOf([
      { name: 'manifest.json', data: (await entriesOf(backup))[0]!.data },
      { name: 'workspace.json', data: Buffer.alloc(30 * 1024 * 1024, 0x20) },
    ]);
    expect(zip.length).toBeLessThan(200 * 1024);
    await refused(zip, 413, BACKUP_MESSAGES.entryTooLarge('workspace.json'));
  });

  it('refuses an upload over BACKUP_MAX_BYTES', async () => {
    const small = await createTestApp({ env: { BACKUP_MAX_BYTES: String(1024 * 1024) } });
    try {
      const cookie = await small.signUp('erin@example.com');
      const res = await restore(small, cookie, Buffer.alloc(1024 * 1024 + 1));
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe(BACKUP_MESSAGES.tooLarge(1024 * 1024));
    } finally {
      await small.close();
    }
  });
});
