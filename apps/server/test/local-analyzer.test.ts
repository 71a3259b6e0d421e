import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult, Upload } from '@tagwise/core/schemas/analysis';
import { CREDIT_MESSAGES, type CreditBalance, type CreditTransactionPage } from '@tagwise/core/schemas/credits';
import type { ItemDetail, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { UNIDENTIFIED_DESCRIPTION } from '@tagwise/core/analysis/generated-description';
import { createLocalAnalyzer } from '../src/ai/local/local-analyzer.ts';
import type { LocalVision } from '../src/ai/local/local-vision.ts';
import { createProcessVision } from '../src/ai/local/process-vision.ts';
import { createLogger } from '../src/logger.ts';
import { startQueueRunner } from '../src/jobs/queue-runner.ts';
import { eventually, FAST_QUEUE, queueClient } from './support/queue-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The default analyzer end to end, as a fresh install runs it: no AI configuration at all, the real
// models in their own process, a real database. Loading the models takes seconds on two cores, hence
// the long timeouts; nothing asserts on time (bench/ measures it).
// On PGlite only: what this file adds is the models end to end, the same on either database; its queries
// (saving an analysis, credits, the queue, comparables, workspace scoping) run on PostgreSQL in
// analyses.test.ts, credits.test.ts, bulk-queue.test.ts and find-comparables.test.ts (33 s of that pass).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 180_000;

let t: TestApp;
let cookie: string;
let project: Project;
let cup: Buffer;
let chair: Buffer;
let buffetset: Buffer;

async function upload(photo: Buffer, name: string): Promise<Upload> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)]), name);
  const res = await t.request('/api/uploads', { method: 'POST', cookie, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}

async function analyze(photo: Buffer, name: string): Promise<AnalysisResult> {
  const up = await upload(photo, name);
  const res = await t.request('/api/analyses', {
    method: 'POST',
    cookie,
    json: { projectId: project.id, uploadIds: [up.id] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AnalysisResult;
}

const balance = async () => ((await (await t.request('/api/credits', { cookie })).json()) as CreditBalance).used;
/** The credit history's row of the charge that made this item. */
async function chargeOf(itemId: string) {
  const page = (await (await t.request('/api/credits/transactions', { cookie })).json()) as CreditTransactionPage;
  return page.transactions.find((row) => row.itemId === itemId);
}

let vision: LocalVision;
beforeAll(async () => {
  vision = createProcessVision();
  t = await createTestApp({ localVision: vision });
  cookie = await t.signUp('olive@example.com');
  project = (await (
    await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Garage sale' } })
  ).json()) as Project;
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
  chair = await readFile(path.join(PHOTOS, 'chair.webp'));
  buffetset = await readFile(path.join(PHOTOS, 'buffetset.webp'));
}, MODEL_TIMEOUT);
afterAll(async () => {
  await t.close();
});

describe('the offline analyzer (no AI provider configured)', () => {
  it(
    'names and prices what it recognises surely: the chair photo, from the reference table',
    async () => {
      const usedBefore = await balance();
      const result = await analyze(chair, 'chair.webp');
      const { item } = result;
      expect(result.provider).toBe('local');
      expect(result.creditsCharged).toBe(1);
      expect(await balance()).toBe(usedBefore + 1);
      expect(await chargeOf(item.id)).toMatchObject({ status: 'completed', credits: 1, error: null });
      expect(item).toMatchObject({ category: 'Furniture', needsReview: false });
      expect(item.name.toLowerCase()).toContain('chair');
      expect(item.keyAttributes.some((a) => /^Colour: /.test(a))).toBe(true);
      expect(item.retailCents).toBe(4500);
      expect(item.tagPrice).toBeGreaterThan(0);
      expect(result.confidence).toBeGreaterThan(0);
      expect(result.confidence).toBeLessThanOrEqual(0.45);
      expect(item.analysis).toMatchObject({ provider: 'local', conditionSource: 'default', guesses: [] });
      expect(item.analysis!.pricingNote).toContain('Offline identification: ');
      expect(item.analysis!.pricingNote).toContain('Reference table');
    },
    MODEL_TIMEOUT,
  );

  it(
    'files what it is not sure of as an Unidentified item for review, with its guesses, no price and no charge',
    async () => {
      const usedBefore = await balance();
      // The detector calls this cup a cup, but it calls light bulbs and buckets cups as surely.
      const { item, creditsCharged } = await analyze(cup, 'cup.webp');
      // It identified nothing: the credit went back, and the history says why, with the item it saved.
      expect(creditsCharged).toBe(0);
      expect(await balance()).toBe(usedBefore);
      expect(await chargeOf(item.id)).toMatchObject({
        operation: 'analysis',
        status: 'refunded',
        credits: 1,
        itemName: 'Unidentified item',
        error: CREDIT_MESSAGES.analyzerAbstained,
      });
      expect(item).toMatchObject({
        name: 'Unidentified item',
        category: 'Other',
        needsReview: true,
        retailCents: null,
        tagPrice: null,
      });
      expect(item.analysis!.guesses[0]).toMatchObject({ name: 'Cup', category: 'Kitchenware', retailPrice: null });
      // Its description is the analyzer's placeholder: no export carries it, and naming the item replaces it.
      expect(item.description).toBe(UNIDENTIFIED_DESCRIPTION);
      const csv = await (await t.request(`/api/items/export.csv?projectId=${project.id}`, { cookie })).text();
      expect(csv).toContain(item.tagCode);
      expect(csv).not.toContain(UNIDENTIFIED_DESCRIPTION);
      expect(item.analysis!.pricingNote).toContain('No price: the item was not identified');
      const flagged = (await (
        await t.request(`/api/items?projectId=${project.id}&needsReview=true`, { cookie })
      ).json()) as ItemPage;
      expect(flagged.items.map((i) => i.id)).toContain(item.id);
    },
    MODEL_TIMEOUT,
  );

  it(
    'calls several cups in one photo a set, priced as a set',
    async () => {
      const { item } = await analyze(buffetset, 'buffetset.webp');
      expect(item).toMatchObject({ name: 'Set of 2 cups', category: 'Kitchenware', needsReview: false });
      expect(item.retailCents).toBe(1600);
      expect(item.analysis!.pricingNote).toContain('× 2 for the set');
      // The analyzer's own words for what it saw give way when a person names the item (the review screen's
      // save, or the item page's, which sends the description as it was).
      expect(item.description).toBe('A set of 2 × cup.');
      const renamed = await t.request(`/api/items/${item.id}`, {
        method: 'PATCH',
        cookie,
        json: { name: 'Pair of Blue Willow teacups', description: item.description },
      });
      expect(((await renamed.json()) as ItemDetail).description).toBeNull();
    },
    MODEL_TIMEOUT,
  );

  it(
    "prices from the workspace's own items of the same kind once a person has priced one, and links them",
    async () => {
      // Another workspace's chair, another kind of thing of the same category, and an item nobody has
      // confirmed are never evidence.
      const mallory = await t.signUp('mallory-chairs@example.com');
      const malloryProject = (await (
        await t.request('/api/projects', { method: 'POST', cookie: mallory, json: { name: 'Elsewhere' } })
      ).json()) as Project;
      const planted = await t.request('/api/items', {
        method: 'POST',
        cookie: mallory,
        json: { projectId: malloryProject.id, name: 'Oak chair', category: 'Furniture', retailCents: 99_900 },
      });
      expect(planted.status).toBe(201);
      // In this workspace: a dining table (the same category, another kind of thing) and a chair still
      // marked Needs review, each with a price a person set.
      const own = async (json: Record<string, unknown>) => {
        const res = await t.request('/api/items', { method: 'POST', cookie, json: { projectId: project.id, ...json } });
        expect(res.status).toBe(201);
        return (await res.json()) as ItemDetail;
      };
      await own({ name: 'Dining table', category: 'Furniture', retailCents: 40_000 });
      const unconfirmed = await own({ name: 'Windsor chair', category: 'Furniture', retailCents: 99_900 });
      const flag = await t.request(`/api/items/${unconfirmed.id}`, {
        method: 'PATCH',
        cookie,
        json: { needsReview: true },
      });
      expect(flag.status).toBe(200);

      const first = (await analyze(chair, 'chair.webp')).item;
      // A person corrects the retail price: that item is now evidence of what chairs fetch here.
      const res = await t.request(`/api/items/${first.id}`, { method: 'PATCH', cookie, json: { retailCents: 2400 } });
      expect(res.status).toBe(200);

      const second = await analyze(chair, 'chair.webp');
      expect(second.item.retailCents).toBe(2400);
      expect(second.item.analysis!.pricingNote).toContain('Median of 1 item of the same kind in your workspace');
      expect(second.item.analysis!.pricingNote).toContain(`"${first.name}" $24`);
      expect(second.item.analysis!.comparables).toEqual([{ id: first.id, name: first.name, price: 24 }]);
    },
    MODEL_TIMEOUT,
  );

  it(
    'keeps answering other requests while an analysis runs in the model process',
    async () => {
      const order: string[] = [];
      const analysis = analyze(chair, 'chair.webp').then(() => order.push('analysis'));
      // Give the analysis a head start into the model process, then ask for something else.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const health = t.request('/api/health').then((res) => {
        order.push('health');
        return res.status;
      });
      expect(await health).toBe(200);
      await analysis;
      expect(order).toEqual(['health', 'analysis']);
    },
    MODEL_TIMEOUT,
  );

  it(
    'is never shown to another workspace',
    async () => {
      const { item } = await analyze(cup, 'cup.webp');
      const mallory = await t.signUp('mallory@example.com');
      const res = await t.request(`/api/items/${item.id}`, { cookie: mallory });
      expect(res.status).toBe(404);
      const detail = (await (await t.request(`/api/items/${item.id}`, { cookie })).json()) as ItemDetail;
      expect(detail.analysis?.provider).toBe('local');
    },
    MODEL_TIMEOUT,
  );

  it(
    'flags what it is not sure of in a bulk batch too, and files what it is sure of',
    async () => {
      const q = queueClient((path, init) => t.request(path, init));
      const batch = await q.create(cookie, {
        name: 'Shelf',
        projectId: project.id,
        total: 2,
        options: { mode: 'analyze', enhancePhotos: false, grouping: 'one-per-photo' },
      });
      expect((await q.addFile(cookie, batch.id, 'cup', [cup], 'cup.webp')).status).toBe(201);
      expect((await q.addFile(cookie, batch.id, 'chair', [chair], 'chair.webp')).status).toBe(201);
      const usedBefore = await balance();
      const runner = startQueueRunner({
        db: t.database.db,
        storage: t.storage,
        analyzer: createLocalAnalyzer(vision),
        bus: t.bus,
        logger: createLogger('silent'),
        settings: FAST_QUEUE,
      });
      try {
        const done = await eventually(async () => {
          const detail = await q.get(cookie, batch.id);
          expect(detail.batch.status).toBe('completed');
          return detail;
        }, MODEL_TIMEOUT);
        const saved = await Promise.all(
          done.jobs.map(
            async (job) => (await (await t.request(`/api/items/${job.itemId}`, { cookie })).json()) as ItemDetail,
          ),
        );
        const byFile = new Map(done.jobs.map((job, i) => [job.originalFilename, saved[i]!]));
        expect(byFile.get('cup.webp')).toMatchObject({
          name: 'Unidentified item',
          needsReview: true,
          retailCents: null,
        });
        expect(byFile.get('cup.webp')!.analysis!.guesses[0]).toMatchObject({ name: 'Cup' });
        expect(byFile.get('chair.webp')).toMatchObject({ category: 'Furniture', needsReview: false });
        // Only the chair cost a credit: the cup's went back with its item, as in a single analysis.
        expect(done.batch.creditsUsed).toBe(1);
        expect(await balance()).toBe(usedBefore + 1);
        expect(await chargeOf(byFile.get('cup.webp')!.id)).toMatchObject({
          status: 'refunded',
          error: CREDIT_MESSAGES.analyzerAbstained,
        });
        expect(await chargeOf(byFile.get('chair.webp')!.id)).toMatchObject({ status: 'completed' });
      } finally {
        await runner.stop();
      }
    },
    MODEL_TIMEOUT,
  );
});
