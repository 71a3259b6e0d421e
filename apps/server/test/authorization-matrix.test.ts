import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CompleteInvoiceInput, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { Item } from '@tagwise/core/schemas/items';
import { user } from '../src/db/schema/auth.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { teamMembers } from '../src/db/schema/team.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';
import { invoice, itemLine, miscLine } from './support/checkout.ts';

// Issue 18's authorisation matrix: every documented API route, asked by six people: a visitor, the
// workspace's admin, a member of that admin's team, a member the admin deactivated (whose session somehow
// survived), and another workspace's admin and member. The whole matrix is compared at once, so a
// failure shows every cell that changed. Outcomes are classes of status:
// - 401 / 403 / 404: refused as signed out, as not allowed, as not there;
// - "ok" (2xx) or "refused" (400, 402, 409, 413, 415, 422: the request itself was refused, which needs
//   the person to have got past the door). A 5xx is never expected.
// Another workspace's ids are always 404: every route naming one of the workspace's things is asked with
// a valid body, so the answer cannot be a validation error that would hide a missing ownership check.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');

type Who = 'visitor' | 'deactivated' | 'otherAdmin' | 'otherMember' | 'member' | 'admin';
const EVERYONE: Who[] = ['visitor', 'deactivated', 'otherAdmin', 'otherMember', 'member', 'admin'];
type Outcome = '401' | '403' | '404' | 'ok' | 'refused' | `unexpected ${number}`;

/** Routes no one needs to sign in for (api-docs.test.ts checks that list); the test hooks are off here. */
const PUBLIC =
  /^(GET \/api\/(health|config|dev\/mailbox|billing\/offers|billing\/test-checkout\/.*)|POST \/api\/(client-errors|assistant\/messages|billing\/signup-checkout|billing\/signup-checkouts\/.*|billing\/test-checkout\/.*))$/;
/**
 * The admin's alone (DESIGN section 5; issue 33: deleting a project, its markdowns, re-pricing by the rules;
 * issue 35: voiding an invoice, refunding a line, double sales made offline, the sale's terms, expenses and
 * consignors, and the client's settlement):
 * a member is refused with 403 before anything is looked up.
 */
const ADMIN_ONLY =
  /^((GET|PATCH) \/api\/projects\/\{projectId\}\/sale-terms|POST \/api\/projects\/\{projectId\}\/(expenses|consignors)|(PATCH|DELETE) \/api\/(expenses\/\{expenseId\}|consignors\/\{consignorId\})|PUT \/api\/items\/\{itemId\}\/consignor|POST \/api\/items\/bulk #consignor|GET \/api\/projects\/\{projectId\}\/(settlement|reports\/settlement\.pdf)|POST \/api\/invoices\/\{invoiceId\}\/(void|lines\/\{lineId\}\/refund)|GET \/api\/projects\/\{projectId\}\/sale-conflicts|POST \/api\/sale-conflicts\/\{conflictId\}\/resolve|DELETE \/api\/projects\/\{projectId\}|PUT \/api\/projects\/\{projectId\}\/category-markdowns|PATCH \/api\/projects\/\{projectId\} #markdown|GET \/api\/items\/reprice-preview|POST \/api\/items\/bulk #reprice-rule|[A-Z]+ \/api\/team(\/.*)?|[A-Z]+ \/api\/settings\/pricing(\/.*)?|(PUT|DELETE) \/api\/settings\/logo|[A-Z]+ \/api\/integrations\/.*|[A-Z]+ \/api\/projects\/\{projectId\}\/estatesales(\/.*)?|[A-Z]+ \/api\/backup(\/.*)?|POST \/api\/billing\/(checkout|cancel|resume|portal|claim|sync|checkouts\/\{sessionId\}\/confirm)|GET \/api\/billing\/purchases)$/;

/**
 * Signed-in routes the OpenAPI document leaves out, asked like the rest: the event stream (OpenAPI cannot
 * describe one), whose answer is read no further than its status.
 */
const UNDOCUMENTED = ['GET /api/events'];

/**
 * Routes whose body decides who may use them, asked again with that body under a "#" name: a member edits
 * a project's details but not its markdown, and runs bulk actions but not a re-price by the rules.
 */
const BODY_VARIANTS = [
  'PATCH /api/projects/{projectId} #markdown',
  'POST /api/items/bulk #reprice-rule',
  'POST /api/items/bulk #consignor',
];

/** Query strings a route needs to be valid (the path's ids alone would be a 400, hiding the 404). */
const QUERIES: Record<string, (ids: Ids) => string> = {
  'GET /api/projects/{projectId}/checkout/lookup': (ids) => `?code=${ids.tagCode}`,
  'GET /api/invoices/{invoiceId}/receipt.pdf': () => '?size=letter',
};

/** Valid bodies for the routes naming a workspace's things, so another workspace meets the 404. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'PATCH /api/folders/{folderId}': () => ({ name: 'Renamed folder' }),
  'PATCH /api/projects/{projectId}': () => ({ name: 'Renamed sale' }),
  'PATCH /api/projects/{projectId} #markdown': () => ({ markdownPercentage: 90 }),
  'POST /api/items/bulk #reprice-rule': () => ({ selection: { filter: {} }, action: { type: 'reprice-rule' } }),
  'PUT /api/projects/{projectId}/folder': () => ({ folderId: null }),
  'PUT /api/projects/{projectId}/category-markdowns': () => ({ markdowns: [] }),
  'PATCH /api/team/members/{memberId}': () => ({ isActive: true }),
  'PUT /api/items/{itemId}/images/order': (ids) => ({ imageIds: [ids.imageId] }),
  'PUT /api/items/{itemId}/images/{imageId}/version': () => ({ show: 'original' }),
  'PATCH /api/items/{itemId}': () => ({ name: 'Renamed lamp' }),
  'POST /api/items/bulk/sold-prices': (ids) => ({ selection: { ids: [ids.itemId] } }),
  'POST /api/items/apply-review': (ids) => ({
    itemIds: [ids.itemId],
    name: 'Brass lamp',
    category: 'Furniture',
    retailCents: null,
  }),
  'PUT /api/projects/{projectId}/promo': () => PROMO,
  'POST /api/projects/{projectId}/invoices': () => invoice({ lines: [miscLine('Box of books', 100)] }),
  'POST /api/invoices/{invoiceId}/void': () => ({ reason: 'Rang up twice' }),
  'POST /api/invoices/{invoiceId}/lines/{lineId}/refund': () => ({ reason: 'Chipped', refundMethod: 'card' }),
  'POST /api/projects/{projectId}/holds': (ids) => ({
    id: randomUUID(),
    itemIds: [ids.itemId],
    customerName: 'Pat',
    holdUntil: '2099-01-01T00:00:00Z',
  }),
  'POST /api/holds/{holdId}/release': () => ({ reason: 'Not coming' }),
  'PATCH /api/projects/{projectId}/sale-terms': () => ({ clientName: 'The Elm family', commissionBp: 3000 }),
  'POST /api/projects/{projectId}/expenses': () => ({ description: 'Dumpster', amountCents: 45_000 }),
  'PATCH /api/expenses/{expenseId}': () => ({ description: 'Dumpster', amountCents: 40_000 }),
  'POST /api/projects/{projectId}/consignors': () => ({ name: 'Aunt May', payout: { kind: 'percent', bp: 6000 } }),
  'PATCH /api/consignors/{consignorId}': () => ({ name: 'Aunt May', payout: { kind: 'flat', cents: 500 } }),
  'PUT /api/items/{itemId}/consignor': (ids) => ({ consignorId: ids.consignorId }),
  'POST /api/items/bulk #consignor': (ids) => ({
    selection: { ids: [ids.itemId] },
    action: { type: 'consignor', consignorId: ids.consignorId },
  }),
  'POST /api/projects/{projectId}/cash-counts': () => ({
    saleDay: '2026-12-05',
    openingFloatCents: 10_000,
    countedCents: 12_500,
  }),
  'POST /api/invoices/{invoiceId}/receipt-email': () => ({ email: 'customer@example.com' }),
  'POST /api/sale-conflicts/{conflictId}/resolve': (ids) => ({
    resolution: 'duplicate_tag',
    lineId: ids.conflictLineId,
  }),
  'POST /api/items/{itemId}/images': () => photo,
  'POST /api/projects/{projectId}/items/import/preview': () => csvForm(),
  'POST /api/projects/{projectId}/items/import': () => csvForm(),
  'POST /api/batches/{batchId}/files': () => {
    const form = new FormData();
    form.append('clientFileId', `file-${++counter}`);
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'chair.jpg');
    return form;
  },
};

const idea = { concept: 'Porch', focusItems: ['Lamp'], moodStyle: 'Warm', executionNotes: 'Morning light' };
const PROMO = {
  title: 'Elm St sale',
  summary: 'Furniture and lamps',
  description: 'A whole house of furniture.',
  socialMediaPosts: ['One', 'Two', 'Three'],
  facebookEvent: 'Saturday 8-2',
  visualIdeas: [idea, idea, idea],
};
function csvForm() {
  const form = new FormData();
  form.append('file', new Blob(['name,category\nBrass lamp,Furniture\n'], { type: 'text/csv' }), 'items.csv');
  form.append('mapping', JSON.stringify(['name', 'category']));
  return form;
}
/**
 * Where a cell's answer differs from the rules for a reason of its own: another workspace has no logo of
 * its own to show; a profile photo is each person's own, and nobody here has one; an item named in a body;
 * the page after a visitor's checkout knows visitors' checkouts only, and the matrix's is a workspace's.
 */
const EXCEPTIONS: Record<string, Partial<Record<Who, Outcome>>> = {
  // A visitor's checkout only: the workspace's own checkout of the matrix is not one, whoever asks.
  'POST /api/billing/signup-checkouts/{sessionId}/confirm': {
    visitor: '404',
    deactivated: '404',
    otherAdmin: '404',
    otherMember: '404',
    member: '404',
    admin: '404',
  },
  'GET /api/settings/logo': { otherAdmin: '404', otherMember: '404' },
  'GET /api/settings/avatar': { admin: '404', member: '404', otherAdmin: '404', otherMember: '404' },
  // The workspace's item named in the body, not the path: another workspace meets the 404 all the same.
  'POST /api/items/bulk/sold-prices': { otherAdmin: '404', otherMember: '404' },
  // "Same as these" names the items in the body too.
  'POST /api/items/apply-review': { otherAdmin: '404', otherMember: '404' },
  // The same for a consignor assignment (a member is refused first: consignors are the admin's).
  'POST /api/items/bulk #consignor': { otherAdmin: '404' },
  // A member releases the holds they placed; the matrix's hold is the admin's.
  'POST /api/holds/{holdId}/release': { member: '403' },
};

interface Ids {
  projectId: string;
  folderId: string;
  itemId: string;
  tagCode: string;
  imageId: string;
  uploadId: string;
  batchId: string;
  sessionId: string;
  memberId: string;
  variant: string;
  invoiceId: string;
  lineId: string;
  holdId: string;
  conflictId: string;
  /** The second sale of the double sale, which the resolution names. */
  conflictLineId: string;
  expenseId: string;
  consignorId: string;
}

let t: TestApp;
let counter = 0;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie: string | undefined, body?: unknown) => {
  if (body instanceof FormData) return t.request(url, { method, ...(cookie && { cookie }), body });
  if (body instanceof Buffer) {
    return t.request(url, {
      method,
      ...(cookie && { cookie }),
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });
  }
  return t.request(url, {
    method,
    ...(cookie && { cookie }),
    ...(method !== 'GET' && method !== 'DELETE' && { json: body ?? {} }),
  });
};
const created = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};
const signIn = async (email: string, password: string) => {
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
};

/** An admin on Pro 300 (team accounts included), signed in. */
async function newAdmin() {
  const email = `matrix-admin-${++counter}@example.com`;
  const cookie = await t.signUp(email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.request('/api/credits', { cookie });
  // A customer of the payment provider, as a paid plan has, so Manage Billing has a portal to open.
  await t.database.db
    .update(subscriptions)
    .set({ tier: 'pro-300', status: 'active', providerCustomerId: `cus_local_${counter}` })
    .where(eq(subscriptions.ownerId, row!.id));
  return cookie;
}

/** A member the admin adds through the team API, signed in; answers the member's id and cookie. */
async function newMember(adminCookie: string) {
  const email = `matrix-member-${++counter}@example.com`;
  const password = 'Matrix-member-7';
  const member = await created<{ id: string }>(
    await call('POST', '/api/team/members', adminCookie, { displayName: `Member ${counter}`, email, password }),
  );
  return { id: member.id, cookie: await signIn(email, password) };
}

/** One of everything a workspace has, made by its admin: the values of every path parameter. */
async function makeThings(cookie: string): Promise<Ids> {
  const project = await created<{ id: string }>(await call('POST', '/api/projects', cookie, { name: 'Elm St sale' }));
  const folder = await created<{ id: string }>(await call('POST', '/api/folders', cookie, { name: `F${++counter}` }));
  const item = await created<{ id: string; tagCode: string }>(
    await call('POST', '/api/items', cookie, { projectId: project.id, name: 'Brass lamp', category: 'Furniture' }),
  );
  const image = await created<{ id: string }>(await call('POST', `/api/items/${item.id}/images`, cookie, photo));
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)]), 'chair.jpg');
  const upload = await created<{ id: string }>(await t.request('/api/uploads', { method: 'POST', cookie, body: form }));
  const batch = await created<{ id: string }>(
    await call('POST', '/api/batches', cookie, {
      name: 'Garage photos',
      projectId: project.id,
      total: 1,
      options: { mode: 'upload-only', enhancePhotos: false, grouping: 'one-per-photo' },
    }),
  );
  const offers = await created<BillingOffers>(await t.request('/api/billing/offers'));
  const checkout = await created<{ sessionId: string }>(
    await call('POST', '/api/billing/checkout', cookie, { priceId: offers.packs[0]!.priceId, mode: 'payment' }),
  );
  const member = await newMember(cookie);
  await created(await call('PUT', '/api/settings/logo', cookie, photo));
  await created(await call('POST', `/api/projects/${project.id}/promo/generate`, cookie));
  // The sale day: an invoice with a line to refund, a hold, and a double sale made offline.
  const clock = await created<Item>(
    await call('POST', '/api/items', cookie, {
      projectId: project.id,
      name: 'Mantel clock',
      category: 'Decor',
      tagPrice: 30,
    }),
  );
  const vase = await created<Item>(
    await call('POST', '/api/items', cookie, { projectId: project.id, name: 'Vase', category: 'Decor', tagPrice: 10 }),
  );
  // Synced from offline a moment after they were made (the server checks a sale's time against its clock).
  const sell = (lines: CompleteInvoiceInput['lines']) =>
    call(
      'POST',
      `/api/projects/${project.id}/invoices`,
      cookie,
      invoice({ lines, offline: true, taxBp: 0, at: new Date().toISOString() }),
    );
  const now = new Date().toISOString();
  const first = await created<CompleteInvoiceResult>(await sell([itemLine(clock, now), miscLine('Books', 100)]));
  const second = await created<CompleteInvoiceResult>(await sell([itemLine(clock, now)]));
  const hold = await created<{ id: string }>(
    await call('POST', `/api/projects/${project.id}/holds`, cookie, {
      id: randomUUID(),
      itemIds: [vase.id],
      customerName: 'Pat',
      holdUntil: '2099-01-01T00:00:00Z',
    }),
  );
  // The sale's terms: an expense and a consignor.
  const expense = await created<{ id: string }>(
    await call('POST', `/api/projects/${project.id}/expenses`, cookie, { description: 'Flyers', amountCents: 2_500 }),
  );
  const consignor = await created<{ id: string }>(
    await call('POST', `/api/projects/${project.id}/consignors`, cookie, {
      name: 'Lee',
      payout: { kind: 'flat', cents: 400 },
    }),
  );
  return {
    expenseId: expense.id,
    consignorId: consignor.id,
    projectId: project.id,
    folderId: folder.id,
    itemId: item.id,
    tagCode: item.tagCode,
    imageId: image.id,
    uploadId: upload.id,
    batchId: batch.id,
    sessionId: checkout.sessionId,
    memberId: member.id,
    variant: 'thumb',
    invoiceId: first.invoice.id,
    lineId: first.invoice.lines[1]!.id,
    holdId: hold.id,
    conflictId: second.conflicts[0]!.conflictId,
    conflictLineId: second.invoice.lines[0]!.id,
  };
}

const outcomeOf = (status: number): Outcome => {
  if (status === 401 || status === 403 || status === 404) return String(status) as Outcome;
  if (status >= 200 && status < 300) return 'ok';
  if ([400, 402, 409, 413, 415, 422].includes(status)) return 'refused';
  return `unexpected ${status}`;
};

/** What each person should get: the rules of the header, per route. */
const through = (outcome: Outcome | undefined) => outcome === 'ok' || outcome === 'refused';

/**
 * What each person should get, by the rules of the header. Inside one's own workspace the exact answer
 * depends on the order of the requests (a batch cancelled by the member is refused to the admin), so
 * there the rule is "got through the door": ok or refused, as it happened.
 */
function expectedOutcome(route: string, who: Who, got: Outcome): Outcome {
  const exception = EXCEPTIONS[route]?.[who];
  if (exception) return exception;
  if (who === 'visitor' || who === 'deactivated') return '401';
  if ((who === 'member' || who === 'otherMember') && ADMIN_ONLY.test(route)) return '403';
  if ((who === 'otherAdmin' || who === 'otherMember') && route.includes('{')) return '404';
  return through(got) ? got : 'ok';
}

describe('authorisation matrix', () => {
  it('every route answers each of the six people as the rules say', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const routes = Object.entries(doc.paths)
      .filter(([p]) => !p.startsWith('/api/auth/'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .filter((route) => !PUBLIC.test(route));
    routes.push(...UNDOCUMENTED, ...BODY_VARIANTS);
    // Deleting comes last, leaves before what holds them, and the admin deletes a second set of things.
    const holds = (route: string) => (route.includes('/api/projects/') ? 1 : 0);
    const deletes = routes
      .filter((route) => route.startsWith('DELETE '))
      .sort((a, b) => holds(a) - holds(b) || b.split('/').length - a.split('/').length);
    const others = routes.filter((route) => !route.startsWith('DELETE '));

    const adminCookie = await newAdmin();
    const member = await newMember(adminCookie);
    const deactivated = await newMember(adminCookie);
    // Deactivated while a session survived (one made by another way than the password form): the flag alone
    // must shut it out.
    await t.database.db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.subUserId, deactivated.id));
    const otherAdmin = await newAdmin();
    const otherMember = await newMember(otherAdmin);
    const cookies: Record<Who, string | undefined> = {
      visitor: undefined,
      deactivated: deactivated.cookie,
      otherAdmin,
      otherMember: otherMember.cookie,
      member: member.cookie,
      admin: adminCookie,
    };
    const first = await makeThings(adminCookie);

    const actual: Record<string, Partial<Record<Who, Outcome>>> = {};
    const ask = async (route: string, who: Who, ids: Ids) => {
      const [method, template] = route.split(' ') as [string, string];
      const url =
        template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name as keyof Ids]) + (QUERIES[route]?.(ids) ?? '');
      const body = BODIES[route]?.(ids);
      const res = await call(method, url, cookies[who], body);
      (actual[route] ??= {})[who] = outcomeOf(res.status);
      // A stream would stay open; nothing else needs its body.
      await res.body?.cancel();
    };
    for (const route of others) for (const who of EVERYONE) await ask(route, who, first);
    for (const route of deletes) for (const who of EVERYONE.filter((w) => w !== 'admin')) await ask(route, who, first);
    const second = await makeThings(adminCookie);
    for (const route of deletes) await ask(route, 'admin', second);

    const expected = Object.fromEntries(
      Object.entries(actual).map(([route, cells]) => [
        route,
        Object.fromEntries(EVERYONE.map((who) => [who, expectedOutcome(route, who, cells[who]!)])),
      ]),
    );
    expect(actual).toEqual(expected);
  }, 180_000);
});
