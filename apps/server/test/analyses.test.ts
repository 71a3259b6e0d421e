import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeTagPrice } from '@tagwise/core/pricing/compute-tag-price';
import { DEFAULT_PRICING_SETTINGS } from '@tagwise/core/pricing/pricing-settings';
import { ANALYSIS_MESSAGES, type AnalysisResult, type Upload } from '@tagwise/core/schemas/analysis';
import { CREDIT_MESSAGES, type CreditBalance } from '@tagwise/core/schemas/credits';
import type { Project } from '@tagwise/core/schemas/projects';
import { loadConfig } from '../src/config.ts';
import { createSdkAnalyzer } from '../src/ai/create-sdk-analyzer.ts';
import { user } from '../src/db/schema/auth.ts';
import { creditTransactions, subscriptions } from '../src/db/schema/credits.ts';
import { items } from '../src/db/schema/items.ts';
import { uploads } from '../src/db/schema/uploads.ts';
import { startFakeAiProvider, type FakeBehaviour } from './fakes/ai-provider-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAiProvider>>;
let alice: string;
let aliceId: string;
let bob: string;
let project: Project;
let photos: Buffer[];

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const balance = async (cookie = alice) => (await (await t.request('/api/credits', { cookie })).json()) as CreditBalance;
const analyze = (json: unknown, cookie = alice) => t.request('/api/analyses', { method: 'POST', cookie, json });
async function upload(body: Buffer, cookie = alice) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(body)]), 'photo.webp');
  const res = await t.request('/api/uploads', { method: 'POST', cookie, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}
const itemCount = async () =>
  (await t.database.db.select({ id: items.id }).from(items).where(eq(items.ownerId, aliceId))).length;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  const ai = loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-fake', AI_BASE_URL: fake.baseUrls.openai }).ai!;
  // Short per-attempt timeout and no pause between attempts: the slow-provider test takes a second.
  t = await createTestApp({ analyzer: createSdkAnalyzer(ai, { timeoutMs: 400, retryDelayMs: 0 }) });
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  aliceId = (await t.database.db.select().from(user).where(eq(user.email, 'alice@example.com')))[0]!.id;
  project = (await (
    await t.request('/api/projects', { method: 'POST', cookie: alice, json: { name: 'Estate sale' } })
  ).json()) as Project;
  photos = await Promise.all(['chair_1600.jpg', 'chair.webp', 'cup.webp'].map((f) => readFile(path.join(PHOTOS, f))));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('POST /api/analyses', () => {
  it('turns three uploads into one priced item in one provider request, charging one credit', async () => {
    const ups = await Promise.all(photos.map((p) => upload(p)));
    const res = await analyze({
      projectId: project.id,
      uploadIds: ups.map((u) => u.id),
      manualInfo: { materials: 'Maple', additionalNotes: 'From the dining room.' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const result = (await res.json()) as AnalysisResult;

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ protocol: 'openai', images: 3 });
    expect(fake.requests[0]!.text).toContain('Materials: Maple');

    const { item } = result;
    expect(result).toMatchObject({
      creditsCharged: 1,
      provider: 'openai',
      confidence: 0.82,
      conditionConfidence: 0.74,
    });
    expect(item).toMatchObject({
      name: 'Painted wooden chair',
      category: 'Furniture',
      condition: 'Good',
      retailCents: 12000,
      // brandVerified is false in the fake's answer: the brand is not used.
      brand: null,
      materials: 'Maple',
      dimensions: '18x36x17 in',
      keyAttributes: ['Hand painted', 'Ladder back', 'Rush seat'],
      tagPriceSource: 'rule',
    });
    expect(item.description).toMatch(/seen in 3 photos\.\n\nFrom the dining room\.$/);
    const expected = computeTagPrice({
      retailCents: 12000,
      category: 'Furniture',
      condition: 'Good',
      settings: DEFAULT_PRICING_SETTINGS,
      project: { markdownPercentage: project.markdownPercentage, categoryMarkdowns: project.categoryMarkdowns },
    });
    expect(item.tagPrice).toBe(expected.tagPrice);
    expect(item.researchSources).toEqual([
      {
        kind: 'retail',
        title: 'Ladder-back chair ($149)',
        url: 'https://www.wayfair.com/furniture/pdp/ladder-back-chair',
      },
      { kind: 'used', title: 'Sold: painted ladder-back chair ($95)', url: 'https://www.ebay.com/itm/2049581234' },
      { kind: 'research', title: 'Kovels antiques price guide: ladder-back chairs', url: null },
    ]);
    expect(item.images.map((i) => i.id)).toEqual(ups.map((u) => u.id));
    expect(item.thumbUrl).toBe(`/api/images/${ups[0]!.id}/thumb`);
    expect(item.priceHistory).toMatchObject([{ source: 'ai', retailCents: 12000, tagPrice: expected.tagPrice }]);
    expect((await t.request(item.images[0]!.url, { cookie: alice })).status).toBe(200);

    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.aiConfidence).toBeCloseTo(0.82, 5);
    expect(row!.conditionConfidence).toBeCloseTo(0.74, 5);
    expect(row).toMatchObject({
      conditionSource: 'ai',
      pricingNote: 'Comparable painted ladder-back chairs sold for $90-$150.',
      analysisProvider: 'openai',
    });
    expect(row!.analyzedAt).toBeInstanceOf(Date);

    // The uploads became the item's photos.
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, aliceId))).toEqual([]);
    expect((await t.request(ups[0]!.thumbUrl, { cookie: alice })).status).toBe(404);
    const charges = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.ownerId, aliceId));
    expect(charges).toMatchObject([{ status: 'completed', credits: 1, itemId: item.id, operation: 'analysis' }]);
    expect((await balance()).used).toBe(1);
  });

  it("lets the person's brand override the AI's unverified one", async () => {
    const up = await upload(photos[2]!);
    const res = await analyze({ projectId: project.id, uploadIds: [up.id], manualInfo: { brand: 'Stickley' } });
    expect(((await res.json()) as AnalysisResult).item.brand).toBe('Stickley');
  });

  const failures: [string, FakeBehaviour[], number, string, string][] = [
    ['401', [{ status: 401 }], 502, 'BAD_GATEWAY', ANALYSIS_MESSAGES.authFailed],
    ['429 on a plan with a limit', [{ status: 429 }], 402, 'PAYMENT_REQUIRED', ANALYSIS_MESSAGES.quotaExceeded],
    [
      '5xx three times',
      [{ status: 500 }, { status: 502 }, { status: 503 }],
      503,
      'SERVICE_UNAVAILABLE',
      ANALYSIS_MESSAGES.overloaded,
    ],
    [
      'a slow provider',
      [{ slowMs: 3000 }, { slowMs: 3000 }, { slowMs: 3000 }],
      504,
      'GATEWAY_TIMEOUT',
      ANALYSIS_MESSAGES.timeout,
    ],
    ['malformed JSON', ['malformed'], 502, 'BAD_GATEWAY', ANALYSIS_MESSAGES.unparseable],
    ['no name', ['no-name'], 502, 'BAD_GATEWAY', ANALYSIS_MESSAGES.noName],
    ['no text', ['empty'], 502, 'BAD_GATEWAY', ANALYSIS_MESSAGES.noText],
  ];
  it.each(failures)(
    'on %s: answers the spec message, refunds, leaves no item and keeps the uploads',
    async (_, behaviours, status, code, message) => {
      const ups = [await upload(photos[2]!), await upload(photos[1]!)];
      const before = { items: await itemCount(), used: (await balance()).used };
      fake.respondWith(...behaviours);
      const res = await analyze({ projectId: project.id, uploadIds: ups.map((u) => u.id) });
      expect(res.status).toBe(status);
      expect(await errorOf(res)).toEqual({ code, message });
      expect(fake.requests).toHaveLength(behaviours.length);
      expect(await itemCount()).toBe(before.items);
      expect((await balance()).used).toBe(before.used);
      const [charge] = await t.database.db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.ownerId, aliceId), eq(creditTransactions.status, 'refunded')))
        .orderBy(desc(creditTransactions.createdAt))
        .limit(1);
      expect(charge!.error).toBe(message);
      for (const up of ups) expect((await t.request(up.thumbUrl, { cookie: alice })).status).toBe(200);

      // The same uploads can be analysed again once the provider is well.
      const retry = await analyze({ projectId: project.id, uploadIds: ups.map((u) => u.id) });
      expect(retry.status).toBe(201);
    },
  );

  it('refunds without a server error when the browser goes away mid-analysis', async () => {
    const up = await upload(photos[2]!);
    const before = { items: await itemCount(), used: (await balance()).used };
    fake.respondWith({ slowMs: 3000 });
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 150);
    const res = await t.request('/api/analyses', {
      method: 'POST',
      cookie: alice,
      json: { projectId: project.id, uploadIds: [up.id] },
      signal: leaving.signal,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'BAD_REQUEST', message: ANALYSIS_MESSAGES.cancelled });
    expect(fake.requests).toHaveLength(1);
    expect(await itemCount()).toBe(before.items);
    expect((await balance()).used).toBe(before.used);
  });

  it('answers the global-quota message for a 429 on an unlimited plan, charging nothing', async () => {
    await t.database.db.update(subscriptions).set({ tier: 'enterprise' }).where(eq(subscriptions.ownerId, aliceId));
    try {
      const up = await upload(photos[2]!);
      const used = (await balance()).used;
      fake.respondWith({ status: 429 });
      const res = await analyze({ projectId: project.id, uploadIds: [up.id] });
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ANALYSIS_MESSAGES.globalQuota });
      const ok = await analyze({ projectId: project.id, uploadIds: [up.id] });
      expect(((await ok.json()) as AnalysisResult).creditsCharged).toBe(0);
      expect((await balance()).used).toBe(used);
    } finally {
      await t.database.db.update(subscriptions).set({ tier: 'freemium' }).where(eq(subscriptions.ownerId, aliceId));
    }
  });

  it('refuses when out of credits without calling the provider', async () => {
    const cookie = await t.signUp('carol@example.com');
    const [carol] = await t.database.db.select().from(user).where(eq(user.email, 'carol@example.com'));
    const own = (await (
      await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'C' } })
    ).json()) as Project;
    await balance(cookie); // creates the subscription row
    await t.database.db.update(subscriptions).set({ usedThisPeriod: 10 }).where(eq(subscriptions.ownerId, carol!.id));
    const up = await upload(photos[2]!, cookie);
    const res = await analyze({ projectId: own.id, uploadIds: [up.id] }, cookie);
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toEqual({ code: 'PAYMENT_REQUIRED', message: CREDIT_MESSAGES.notEnough(10, 10) });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives another workspace 404 for the project and the uploads, without charging or calling', async () => {
    const mine = await upload(photos[2]!);
    const bobsUpload = await upload(photos[2]!, bob);
    const bobProject = (await (
      await t.request('/api/projects', { method: 'POST', cookie: bob, json: { name: 'Bob' } })
    ).json()) as Project;
    const foreignProject = await analyze({ projectId: project.id, uploadIds: [bobsUpload.id] }, bob);
    expect(foreignProject.status).toBe(404);
    const foreignUpload = await analyze({ projectId: bobProject.id, uploadIds: [bobsUpload.id, mine.id] }, bob);
    expect(foreignUpload.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect((await balance(bob)).used).toBe(0);
    expect((await t.request(mine.thumbUrl, { cookie: alice })).status).toBe(200);
  });

  it('validates the request: at least one photo, each once', async () => {
    const none = await analyze({ projectId: project.id, uploadIds: [] });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toContain(ANALYSIS_MESSAGES.noImages);
    const up = await upload(photos[2]!);
    expect((await analyze({ projectId: project.id, uploadIds: [up.id, up.id] })).status).toBe(400);
    expect(
      (await t.request('/api/analyses', { method: 'POST', json: { projectId: project.id, uploadIds: [up.id] } }))
        .status,
    ).toBe(401);
  });
});
