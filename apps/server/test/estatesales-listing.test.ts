import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingFailureEnvelope, ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { itemImages, projects, user } from '../src/db/schema/index.ts';
import { finishListing } from '../src/modules/estatesales-listing/listing-context.ts';
import { anyListingFailure } from '../src/modules/estatesales-listing/listing-failure.ts';
import {
  FAKE_API_KEY,
  FAKE_BALANCE_HELP_URL,
  FAKE_ORG_ID,
  FAKE_OWING_API_KEY,
  FAKE_OWING_ORG_ID,
  startFakeEstateSales,
  type FakeEstateSales,
} from './fakes/estatesales-server.ts';
import { eventually } from './support/queue-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Publishing a project on EstateSales.NET through the real client, against the loopback fake of the site:
// what the site ends up holding is read back from the fake, and what the person sees from our API.

let t: TestApp;
let fake: FakeEstateSales;
let alice: string;
let aliceId: string;

const api = (cookie: string | undefined, method: string, route: string, json?: unknown) =>
  t.request(route, { method, ...(cookie && { cookie }), ...(json !== undefined && { json }) });
const listing = (cookie: string, projectId: string, action: 'publish' | 'update' | 'unpublish') =>
  api(cookie, 'POST', `/api/projects/${projectId}/estatesales/${action}`);
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

const SCHEDULE = {
  address: '12 Elm Street, Springfield',
  postalCode: '62704',
  timeZone: 'America/Chicago',
  saleDays: [
    { date: '2026-12-05', start: '09:00', end: '15:00' },
    { date: '2026-12-04', start: '08:30', end: '16:00' },
  ],
  description: 'A lifetime of mid-century furniture.',
  saleNotes: 'Cash and cards. Bring help to carry furniture.',
  saleTerms: 'All sales final.',
};

/** A workspace connected to the fake with the given key. */
async function connectedAdmin(email: string, apiKey = FAKE_API_KEY, organizationId = FAKE_ORG_ID) {
  const cookie = await t.signUp(email);
  const saved = await api(cookie, 'PUT', '/api/integrations/estatesales', { apiKey, organizationId });
  expect(saved.status).toBe(200);
  return cookie;
}

async function newProject(cookie: string, name: string, details: object = SCHEDULE) {
  const project = (await (await api(cookie, 'POST', '/api/projects', { name })).json()) as Project;
  const res = await api(cookie, 'PATCH', `/api/projects/${project.id}`, details);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Project;
}

/** Items with tag prices 10, 20, ... and a small photo each (written as the photo pipeline stores them). */
async function addItems(
  cookie: string,
  ownerId: string,
  projectId: string,
  count: number,
  options: { photos?: boolean } = {},
) {
  const made: Item[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await api(cookie, 'POST', '/api/items', {
      projectId,
      name: `Lot ${n}`,
      category: 'Decor',
      condition: 'Good',
      tagPrice: n * 10,
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    made.push(item);
    if (options.photos === false) continue;
    const webp = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: n * 9, g: 80, b: 120 } },
    })
      .webp()
      .toBuffer();
    const key = `photos/${ownerId}/${item.id}/display.webp`;
    await t.storage.put(key, webp, 'image/webp');
    await t.database.db.insert(itemImages).values({
      ownerId,
      itemId: item.id,
      position: 0,
      displayKey: key,
      thumbKey: key,
      width: 40,
      height: 30,
      bytes: webp.length,
    });
  }
  return made;
}

const userId = async (email: string) => (await t.database.db.select().from(user).where(eq(user.email, email)))[0]!.id;

beforeAll(async () => {
  fake = await startFakeEstateSales();
  // A 2 s deadline: short for the slow-site test (its fake waits 3 s), long enough for every other call to
  // the fake on a busy CI machine (400 ms was not).
  t = await createTestApp({ env: { ESTATESALES_BASE_URL: fake.url, ESTATESALES_TIMEOUT_MS: '2000' } });
  alice = await connectedAdmin('alice-listing@example.com');
  aliceId = await userId('alice-listing@example.com');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('publishing a sale on EstateSales.NET', () => {
  let project: Project;
  let lots: Item[];

  beforeAll(async () => {
    project = await newProject(alice, 'Elm Street estate');
    lots = await addItems(alice, aliceId, project.id, 25);
  });

  it('refuses, before anything reaches the site, a sale without its address, ZIP code, days or times', async () => {
    const bare = await newProject(alice, 'Bare house', { description: 'No details yet' });
    const sent = fake.requests.length;
    const noAddress = await listing(alice, bare.id, 'publish');
    expect(noAddress.status).toBe(400);
    expect(await errorOf(noAddress)).toBe(LISTING_MESSAGES.needsAddress);
    await api(alice, 'PATCH', `/api/projects/${bare.id}`, { address: '3 Oak Lane' });
    expect(await errorOf(await listing(alice, bare.id, 'publish'))).toBe(LISTING_MESSAGES.needsPostalCode);
    await api(alice, 'PATCH', `/api/projects/${bare.id}`, { postalCode: '62704' });
    expect(await errorOf(await listing(alice, bare.id, 'publish'))).toBe(LISTING_MESSAGES.needsDates);
    await api(alice, 'PATCH', `/api/projects/${bare.id}`, {
      saleDays: [{ date: '2026-12-05', start: '09:00', end: '15:00' }],
    });
    expect(await errorOf(await listing(alice, bare.id, 'publish'))).toBe(LISTING_MESSAGES.needsTimeZone);
    // Update of a sale never published: the spec's words.
    const update = await listing(alice, bare.id, 'update');
    expect(update.status).toBe(400);
    expect(await errorOf(update)).toBe('Project has not been published yet');
    expect(fake.requests.length).toBe(sent);
  });

  it('keeps the days as the source of the sale dates and times people read, and refuses a day that closes before it opens', async () => {
    expect(project.saleDays.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-05']);
    expect(project.saleDates).toBe('Fri, Dec 4 · Sat, Dec 5');
    expect(project.saleTimes).toBe('Fri 8:30 AM – 4 PM · Sat 9 AM – 3 PM');
    const backwards = await api(alice, 'PATCH', `/api/projects/${project.id}`, {
      saleDays: [{ date: '2026-12-05', start: '15:00', end: '09:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain('The sale must close after it opens');
    const zip = await api(alice, 'PATCH', `/api/projects/${project.id}`, { postalCode: '6270' });
    expect(await zip.text()).toContain('Enter the 5-digit ZIP code');
  });

  it('previews what a publish would do: connected, what the sale lacks, how many pictures would go', async () => {
    const preview = await api(alice, 'GET', `/api/projects/${project.id}/estatesales`);
    expect(await preview.json()).toEqual({ connected: true, problems: [], itemsWithPhotos: 25, pictures: 20 });
    const bare = await newProject(alice, 'Preview house', { address: '1 Main St' });
    const lacking = await api(alice, 'GET', `/api/projects/${bare.id}/estatesales`);
    expect(await lacking.json()).toEqual({
      connected: true,
      problems: [LISTING_MESSAGES.needsPostalCode, LISTING_MESSAGES.needsDates, LISTING_MESSAGES.needsTimeZone],
      itemsWithPhotos: 0,
      pictures: 0,
    });
  });

  it('creates the sale, one date per day in UTC, the 20 most valuable items’ photos as named JPEGs, then publishes', async () => {
    const res = await listing(alice, project.id, 'publish');
    expect(res.status, await res.clone().text()).toBe(200);
    const { ok, data } = (await res.json()) as ListingResult;
    expect(ok).toBe(true);
    const [sale] = fake.state().sales;
    expect(sale).toMatchObject({
      OrgId: Number(FAKE_ORG_ID),
      Name: 'Elm Street estate',
      Address: '12 Elm Street, Springfield',
      PostalCodeNumber: '62704',
      SaleType: 1,
      ShowAddressType: 1,
      Description: 'A lifetime of mid-century furniture.\n\nCash and cards. Bring help to carry furniture.',
      Terms: 'All sales final.',
      IsPublished: true,
    });
    // Chicago is six hours behind UTC in December.
    expect(fake.state().dates.map((d) => [d.UtcStartDate, d.UtcEndDate])).toEqual([
      ['2026-12-04T14:30:00.000Z', '2026-12-04T22:00:00.000Z'],
      ['2026-12-05T15:00:00.000Z', '2026-12-05T21:00:00.000Z'],
    ]);
    const pictures = fake.state().pictures.sort((a, b) => a.Order - b.Order);
    expect(pictures).toHaveLength(20);
    expect(pictures.every((p) => p.format === 'jpeg')).toBe(true);
    // Most valuable first: Lot 25 ($250) down to Lot 6 ($60).
    expect(pictures.map((p) => p.Description)).toEqual(Array.from({ length: 20 }, (_, i) => `Lot ${25 - i}`));
    expect(data.listing).toMatchObject({
      status: 'published',
      listingId: String(sale!.Id),
      url: `https://www.estatesales.net/XX/Anytown/62704/${sale!.Id}`,
      lastError: null,
      pictureCount: 20,
    });
    expect(data.listing!.publishedAt).not.toBeNull();
    // The key stays on the server: every call to the site carried the token, never the key.
    expect(
      fake.requests.filter((r) => r.url.startsWith('/api/')).every((r) => !JSON.stringify(r).includes(FAKE_API_KEY)),
    ).toBe(true);
  });

  it('update re-sends the sale and replaces its days and pictures, still at most 20, and stays published', async () => {
    const before = fake.state();
    await api(alice, 'PATCH', `/api/items/${lots[0]!.id}`, { tagPrice: 900 }); // Lot 1 is now the most valuable
    await api(alice, 'PATCH', `/api/items/${lots[24]!.id}`, { status: 'sold', soldPrice: 240 }); // Lot 25 is gone
    await api(alice, 'PATCH', `/api/projects/${project.id}`, {
      title: 'Mid-century Elm Street estate sale',
      saleDays: [{ date: '2026-12-05', start: '10:00', end: '14:00' }],
    });
    const res = await listing(alice, project.id, 'update');
    expect(res.status, await res.clone().text()).toBe(200);
    const after = fake.state();
    expect(after.sales).toHaveLength(1);
    expect(after.sales[0]).toMatchObject({
      Id: before.sales[0]!.Id,
      Name: 'Mid-century Elm Street estate sale',
      IsPublished: true,
    });
    expect(after.dates.map((d) => d.UtcStartDate)).toEqual(['2026-12-05T16:00:00.000Z']);
    const names = after.pictures.sort((a, b) => a.Order - b.Order).map((p) => p.Description);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Lot 1');
    expect(names).not.toContain('Lot 25');
    // The old pictures are gone from the site, not left beside the new ones.
    expect(after.pictures.some((p) => before.pictures.some((old) => old.Id === p.Id))).toBe(false);
    const { data } = (await res.json()) as ListingResult;
    expect(data.listing).toMatchObject({ status: 'published', pictureCount: 20 });
  });

  it('reuses its access token until it expires, and gets a fresh one when the site ends it early', async () => {
    const exchanges = () => fake.requests.filter((r) => r.url === '/token').length;
    const before = exchanges();
    expect((await listing(alice, project.id, 'update')).status).toBe(200);
    expect(exchanges()).toBe(before);
    fake.expireTokens();
    expect((await listing(alice, project.id, 'update')).status).toBe(200);
    expect(exchanges()).toBe(before + 1);
  });

  it('tries a read or an update again after a 500; a failed picture is not sent twice, and the next update clears up', async () => {
    fake.fault({ method: 'PUT', pathPrefix: '/api/public-sales/', status: 500, times: 1 });
    expect((await listing(alice, project.id, 'update')).status).toBe(200);

    // A picture the site refuses with a 500 may have been made: it is not sent again, and the update
    // fails; the pictures under way are awaited first, so every one the site made is known.
    fake.fault({ method: 'POST', pathPrefix: '/api/sale-pictures/', status: 500, times: 1 });
    const failed = await listing(alice, project.id, 'update');
    expect(failed.status).toBe(503);
    expect(fake.requests.filter((r) => r.url === '/api/sale-pictures/' && r.method === 'POST').length).toBeGreaterThan(
      0,
    );
    // The next update leaves the listing with exactly its 20, whatever the failed one left.
    expect((await listing(alice, project.id, 'update')).status).toBe(200);
    expect(fake.state().pictures).toHaveLength(20);
    expect(fake.state().dates).toHaveLength(1);
  });

  it('keeps what was set on the site itself when it sends the sale again, and replaces pictures added there', async () => {
    const [sale] = fake.state().sales;
    fake.editSale(sale!.Id, { Directions: 'Park on Oak Street', VideoUrl: 'https://video.example/tour' });
    expect((await listing(alice, project.id, 'update')).status).toBe(200);
    expect(fake.state().sales[0]).toMatchObject({
      Directions: 'Park on Oak Street',
      VideoUrl: 'https://video.example/tour',
    });
  });

  it('refuses to delete a project while its sale is published, so no listing is left live with nothing to manage it', async () => {
    const res = await api(alice, 'DELETE', `/api/projects/${project.id}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(LISTING_MESSAGES.unpublishBeforeDelete);
  });

  it('a run whose lock lapsed and was taken over changes nothing when it ends', async () => {
    const before = (await t.database.db.select().from(projects).where(eq(projects.id, project.id)))[0]!;
    const lapsed = new Date(Date.now() - 11 * 60_000);
    await t.database.db
      .update(projects)
      .set({ estatesalesBusySince: lapsed, estatesalesBusyToken: 'a-run-that-never-finished' })
      .where(eq(projects.id, project.id));
    // The lapsed lock is taken over; the new run finishes and clears it.
    expect((await listing(alice, project.id, 'update')).status).toBe(200);
    const after = (await t.database.db.select().from(projects).where(eq(projects.id, project.id)))[0]!;
    expect(after).toMatchObject({
      estatesalesBusySince: null,
      estatesalesBusyToken: null,
      estatesalesSyncStatus: 'published',
    });
    expect(after.estatesalesSyncedAt!.getTime()).toBeGreaterThan(before.estatesalesSyncedAt!.getTime());
    // The lapsed run ends late, with a failure: it no longer holds the lock, so nothing it says is kept.
    const actor = { ownerId: aliceId, userId: aliceId, role: 'admin' as const };
    const failure = anyListingFailure(new Error('late'), LISTING_MESSAGES.publishFailed);
    const lapsedRun = {
      actor,
      projectId: project.id,
      token: 'a-run-that-never-finished',
      startedAt: lapsed.getTime(),
      row: before,
    };
    await finishListing(t.database.db, lapsedRun, { ok: false, failure, remoteIds: { dateIds: [], pictureIds: [] } });
    const untouched = (await t.database.db.select().from(projects).where(eq(projects.id, project.id)))[0]!;
    expect(untouched).toEqual(after);
  });

  it('unpublishes, and publishing again reuses the same sale instead of making another', async () => {
    const unpublished = await listing(alice, project.id, 'unpublish');
    expect(unpublished.status).toBe(200);
    expect(((await unpublished.json()) as ListingResult).data.listing).toMatchObject({
      status: 'unpublished',
      publishedAt: null,
    });
    // Not live any more, so there is nothing to update: the spec's words.
    expect(await errorOf(await listing(alice, project.id, 'update'))).toBe('Project has not been published yet');
    expect(fake.state().sales[0]!.IsPublished).toBe(false);
    const again = await listing(alice, project.id, 'publish');
    expect(again.status).toBe(200);
    expect(fake.state().sales).toHaveLength(1);
    expect(fake.state().sales[0]!.IsPublished).toBe(true);
  });

  it('lets only one publish of a sale run at a time', async () => {
    const [first, second] = await Promise.all([
      listing(alice, project.id, 'update'),
      listing(alice, project.id, 'update'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await errorOf(refused)).toBe(LISTING_MESSAGES.alreadyPublishing);
  });

  it('is the admin’s alone: a team member gets 403, another workspace 404, a visitor 401', async () => {
    const member = await t.signUpSubUser('member-listing@example.com', 'alice-listing@example.com');
    const bob = await connectedAdmin('bob-listing@example.com');
    expect((await api(member, 'GET', `/api/projects/${project.id}/estatesales`)).status).toBe(403);
    expect((await api(bob, 'GET', `/api/projects/${project.id}/estatesales`)).status).toBe(404);
    for (const action of ['publish', 'update', 'unpublish'] as const) {
      expect((await listing(member, project.id, action)).status).toBe(403);
      expect((await listing(bob, project.id, action)).status).toBe(404);
      expect((await api(undefined, 'POST', `/api/projects/${project.id}/estatesales/${action}`)).status).toBe(401);
    }
  });
});

describe('when EstateSales.NET says no, or does not answer', () => {
  beforeEach(() => fake.reset());

  it('shows the site’s own explanation and help link for a balance owed, keeps it on the project, and publishes once paid', async () => {
    const carol = await connectedAdmin('carol-listing@example.com', FAKE_OWING_API_KEY, FAKE_OWING_ORG_ID);
    const carolId = await userId('carol-listing@example.com');
    const project = await newProject(carol, 'Owing house');
    await addItems(carol, carolId, project.id, 3);

    const refused = await listing(carol, project.id, 'publish');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ListingFailureEnvelope;
    expect(body).toMatchObject({
      ok: false,
      status: 400,
      data: {
        userFriendlyMessage: 'Your account has a balance of $25.00. Please pay your balance before publishing.',
        helpUrl: FAKE_BALANCE_HELP_URL,
      },
      error: { code: 'BAD_REQUEST' },
    });
    const stored = (await (await api(carol, 'GET', `/api/projects/${project.id}`)).json()) as Project;
    expect(stored.listing).toMatchObject({
      status: 'error',
      lastError: 'Your account has a balance of $25.00. Please pay your balance before publishing.',
      helpUrl: FAKE_BALANCE_HELP_URL,
    });

    // A site that answers "done" but leaves the sale unpublished is caught too.
    fake.setBalance(FAKE_OWING_ORG_ID, 12.5, { silent: true });
    const silent = await listing(carol, project.id, 'publish');
    expect(silent.status).toBe(400);
    expect(await errorOf(silent)).toBe(LISTING_MESSAGES.balanceOwed(12.5));

    fake.setBalance(FAKE_OWING_ORG_ID, 0);
    const paid = await listing(carol, project.id, 'publish');
    expect(paid.status, await paid.clone().text()).toBe(200);
    // Three tries, one sale; the days and pictures of the failed tries were cleared, not piled up.
    expect(fake.state().sales).toHaveLength(1);
    expect(fake.state().dates).toHaveLength(2);
    expect(fake.state().pictures).toHaveLength(3);
  });

  it('tells the admin to enter a new key when the site refuses it (revoked)', async () => {
    const dave = await connectedAdmin('dave-listing@example.com', 'es-dave-key', '777777');
    fake.addKey('es-dave-key', '777777');
    const project = await newProject(dave, 'Revoked house');
    fake.revoke('es-dave-key');
    const res = await listing(dave, project.id, 'publish');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(LISTING_MESSAGES.keyRefused);
  });

  it('says the site could not be reached, sends a create only once, and a retry later does not make a second sale', async () => {
    const erin = await connectedAdmin('erin-listing@example.com');
    const project = await newProject(erin, 'Down house');
    fake.fault({ method: 'POST', pathPrefix: '/api/sale-dates/', status: 503, times: 1 });
    const down = await listing(erin, project.id, 'publish');
    expect(down.status).toBe(503);
    expect(((await down.json()) as ListingFailureEnvelope).data.userFriendlyMessage).toBe(LISTING_MESSAGES.unreachable);
    expect(fake.requests.filter((r) => r.url === '/api/sale-dates/')).toHaveLength(1);
    const stored = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(stored[0]!.estatesalesSyncStatus).toBe('error');
    expect(stored[0]!.estatesalesListingId).toBe(String(fake.state().sales[0]!.Id));

    // Reads are tried again: two 500s on reading the sale, then it answers.
    fake.fault({ method: 'GET', pathPrefix: '/api/public-sales/', status: 500, times: 2 });
    const retry = await listing(erin, project.id, 'publish');
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(fake.state().sales).toHaveLength(1);
    expect(fake.state().dates).toHaveLength(2);
  });

  it('does not take over a draft of the same name and address made another way', async () => {
    const gus = await connectedAdmin('gus-listing@example.com');
    const project = await newProject(gus, 'Warehouse sale', { ...SCHEDULE, address: '5 Depot Road' });
    const other = fake.addSale(FAKE_ORG_ID, {
      Name: 'Warehouse sale',
      Address: '5 Depot Road',
      PostalCodeNumber: '62704',
    });
    expect((await listing(gus, project.id, 'publish')).status).toBe(200);
    expect(fake.state().sales.map((sale) => sale.Id)).toContain(other.Id);
    expect(fake.state().sales).toHaveLength(2);
    expect(fake.state().sales.find((sale) => sale.Id === other.Id)!.IsPublished).toBe(false);
  });

  it('stops sending pictures after one is refused, and knows every picture the site made before it answers', async () => {
    const hal = await connectedAdmin('hal-listing@example.com');
    const halId = await userId('hal-listing@example.com');
    const project = await newProject(hal, 'Refused picture house');
    await addItems(hal, halId, project.id, 12);
    fake.fault({ method: 'POST', pathPrefix: '/api/sale-pictures/', status: 400, times: 1 });
    const refused = await listing(hal, project.id, 'publish');
    expect(refused.status).toBe(400);
    // Nothing arrives after the answer: what the site holds now is what it holds.
    const atAnswer = fake.state().pictures.length;
    expect(atAnswer).toBeLessThan(12);
    const stored = (await t.database.db.select().from(projects).where(eq(projects.id, project.id)))[0]!;
    expect(stored.estatesalesRemoteIds!.pictureIds).toHaveLength(atAnswer);
    expect((await listing(hal, project.id, 'publish')).status).toBe(200);
    expect(fake.state().pictures).toHaveLength(12);
  });

  it('gives up on a slow site with its own message; a call that creates something is not sent twice', async () => {
    const fay = await connectedAdmin('fay-listing@example.com');
    const project = await newProject(fay, 'Slow house');
    fake.fault({ method: 'POST', pathPrefix: '/api/public-sales/', delayMs: 3_000, times: 1 });
    const slow = await listing(fay, project.id, 'publish');
    expect(slow.status).toBe(504);
    expect(await errorOf(slow)).toBe(LISTING_MESSAGES.timedOut);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.url === '/api/public-sales/')).toHaveLength(1);

    // The site made the sale after all; the next publish takes that draft up rather than making a second.
    await eventually(() => Promise.resolve(expect(fake.state().sales).toHaveLength(1)));
    // A read is idempotent: a slow answer to one is simply asked again.
    fake.fault({ method: 'GET', pathPrefix: '/api/public-sales/', delayMs: 3_000, times: 1 });
    const ok = await listing(fay, project.id, 'publish');
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(fake.state().sales).toHaveLength(1);
    expect(fake.state().sales[0]!.IsPublished).toBe(true);
  });
});
