import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalyzerAnswer } from '@tagwise/core/analysis/post-process';
import type { PhotoSignature } from '@tagwise/core/analysis/photo-signature';
import type { AnalysisResult, Upload } from '@tagwise/core/schemas/analysis';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import type { AlikeItems, ReviewSuggestions } from '@tagwise/core/schemas/review-suggestions';
import type { PhotoAnalyzer } from '../src/ai/photo-analyzer.ts';
import { createLocalAnalyzer } from '../src/ai/local/local-analyzer.ts';
import { createProcessVision } from '../src/ai/local/process-vision.ts';
import { itemImages } from '../src/db/schema/items.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The review that learns from the workspace (decision 0028). The first part feeds the app an analyzer
// whose photo embeddings the test chooses, so which items look alike is known exactly; the second runs the
// real offline models, for what they store and for copies of one photo.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');

/** A flagged answer, as the offline analyzer gives for an item it cannot name, with a chosen embedding. */
const unsure = (embedding: number[], hash = '0000000000000000'): AnalyzerAnswer => {
  const length = Math.hypot(...embedding);
  const signature: PhotoSignature = { embedding: embedding.map((v) => v / length), hash };
  return {
    name: 'Unidentified item',
    description: '',
    category: 'Other',
    retailPrice: null,
    confidence: 0.1,
    pricingNote: null,
    condition: 'Good',
    conditionConfidence: 0,
    keyAttributes: [],
    brandName: null,
    brandVerified: false,
    model: null,
    dimensions: null,
    sources: { retail: [], used: [], marketplace: [], research: [] },
    review: { guesses: [{ name: 'Hand tool', category: 'Tools', confidence: 0.3, retailPrice: null }] },
    abstained: true,
    photoSignatures: [signature],
  };
};

describe('suggestions and alike items from chosen embeddings', () => {
  let t: TestApp;
  const answers: AnalyzerAnswer[] = [];
  const analyzer: PhotoAnalyzer = {
    provider: 'local',
    analyzeItemPhotos: () => Promise.resolve(answers.shift()!),
  };
  let alice: string;
  let bob: string;
  let aliceProject: Project;
  let bobProject: Project;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ analyzer });
    photo = await readFile(path.join(PHOTOS, 'cup.webp'));
    alice = await t.signUp('learn-alice@example.com');
    bob = await t.signUp('learn-bob@example.com');
    aliceProject = (await (
      await t.request('/api/projects', { method: 'POST', cookie: alice, json: { name: 'Elm St' } })
    ).json()) as Project;
    bobProject = (await (
      await t.request('/api/projects', { method: 'POST', cookie: bob, json: { name: 'Oak St' } })
    ).json()) as Project;
  });
  afterAll(() => t.close());

  async function analyzed(cookie: string, project: Project, answer: AnalyzerAnswer): Promise<ItemDetail> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)]), 'cup.webp');
    const up = (await (await t.request('/api/uploads', { method: 'POST', cookie, body: form })).json()) as Upload;
    answers.push(answer);
    const res = await t.request('/api/analyses', {
      method: 'POST',
      cookie,
      json: { projectId: project.id, uploadIds: [up.id] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as AnalysisResult).item;
  }
  const review = async (cookie: string, item: ItemDetail, name: string, category: string) => {
    const res = await t.request(`/api/items/${item.id}`, {
      method: 'PATCH',
      cookie,
      json: { name, category, needsReview: false },
    });
    expect(res.status).toBe(200);
  };
  const suggestions = async (cookie: string, item: ItemDetail) => {
    const res = await t.request(`/api/items/${item.id}/suggestions`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as ReviewSuggestions).suggestions;
  };

  it('offers the answers given to the most alike reviewed photos first, with their source, then the guesses', async () => {
    const hammer = await analyzed(alice, aliceProject, unsure([1, 0, 0]));
    const print = await analyzed(alice, aliceProject, unsure([0, 1, 0]));
    const waitingLikeHammer = await analyzed(alice, aliceProject, unsure([0.9, 0.2, 0]));
    // Flagged but never confirmed: its name is no answer to learn from.
    await analyzed(alice, aliceProject, unsure([0.95, 0.05, 0]));
    await review(alice, hammer, 'Claw hammer', 'Tools');
    await review(alice, print, 'Framed print', 'Art');

    const offered = await suggestions(alice, waitingLikeHammer);
    expect(offered.map((s) => [s.name, s.category, s.source.kind])).toEqual([
      ['Claw hammer', 'Tools', 'reviewed'],
      ['Framed print', 'Art', 'reviewed'],
      ['Hand tool', 'Tools', 'analysis'],
    ]);
    expect(offered[0]!.source).toMatchObject({ kind: 'reviewed', itemId: hammer.id });
    if (offered[0]!.source.kind === 'reviewed') expect(Date.parse(offered[0]!.source.reviewedAt)).not.toBeNaN();
    // Offered, never applied: the waiting item is as the analysis left it.
    const item = (await (
      await t.request(`/api/items/${waitingLikeHammer.id}`, { cookie: alice })
    ).json()) as ItemDetail;
    expect(item).toMatchObject({ name: 'Unidentified item', needsReview: true });
  });

  it("never offers another workspace's answers, and a foreign item is a 404", async () => {
    // Alice's answer is for a photo even more alike than Bob's own.
    const alicesAnvil = await analyzed(alice, aliceProject, unsure([1, 0.01, 0]));
    await review(alice, alicesAnvil, "Alice's anvil", 'Tools');
    const bobsHammer = await analyzed(bob, bobProject, unsure([1, 0, 0]));
    await review(bob, bobsHammer, "Bob's mallet", 'Tools');
    const bobsWaiting = await analyzed(bob, bobProject, unsure([1, 0.01, 0]));
    const offered = await suggestions(bob, bobsWaiting);
    expect(offered.map((s) => s.name)).toEqual(["Bob's mallet", 'Hand tool']);
    expect((await t.request(`/api/items/${bobsWaiting.id}/suggestions`, { cookie: alice })).status).toBe(404);
    expect((await t.request(`/api/items/${bobsWaiting.id}/alike`, { cookie: alice })).status).toBe(404);
  });

  it('offers only the guesses for a photo without an embedding (analysed before embeddings)', async () => {
    const old = await analyzed(alice, aliceProject, { ...unsure([1, 0, 0]), photoSignatures: undefined });
    const [stored] = await t.database.db.select().from(itemImages).where(eq(itemImages.itemId, old.id));
    expect(stored!.embedding).toBeNull();
    expect((await suggestions(alice, old)).map((s) => s.source.kind)).toEqual(['analysis']);
  });

  it('lists the waiting items most alike, and names a ticked group in one go, all or nothing', async () => {
    const source = await analyzed(alice, aliceProject, unsure([0, 0, 1]));
    const near = await analyzed(alice, aliceProject, unsure([0.1, 0, 1]));
    const nearer = await analyzed(alice, aliceProject, unsure([0.01, 0, 1]));
    await review(alice, source, 'Blue vase', 'Decor');
    const alike = (await (await t.request(`/api/items/${source.id}/alike`, { cookie: alice })).json()) as AlikeItems;
    expect(alike.items.slice(0, 2).map((i) => i.id)).toEqual([nearer.id, near.id]);
    expect(alike.items.every((i) => i.id !== source.id && i.thumbUrl.startsWith('/api/images/'))).toBe(true);

    // One of another workspace's items among them: nothing changes.
    const bobs = await analyzed(bob, bobProject, unsure([0, 0, 1]));
    const refused = await t.request('/api/items/apply-review', {
      method: 'POST',
      cookie: alice,
      json: { itemIds: [near.id, bobs.id], name: 'Blue vase', category: 'Decor', retailCents: 2500 },
    });
    expect(refused.status).toBe(404);
    const untouched = (await (await t.request(`/api/items/${near.id}`, { cookie: alice })).json()) as ItemDetail;
    expect(untouched).toMatchObject({ name: 'Unidentified item', needsReview: true, retailCents: null });

    const res = await t.request('/api/items/apply-review', {
      method: 'POST',
      cookie: alice,
      json: { itemIds: [near.id, nearer.id], name: 'Blue vase', category: 'Decor', retailCents: 2500 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    for (const id of [near.id, nearer.id]) {
      const item = (await (await t.request(`/api/items/${id}`, { cookie: alice })).json()) as ItemDetail;
      expect(item).toMatchObject({ name: 'Blue vase', category: 'Decor', retailCents: 2500, needsReview: false });
    }
    // They left the waiting list, and their answers now teach the review.
    const after = (await (await t.request(`/api/items/${source.id}/alike`, { cookie: alice })).json()) as AlikeItems;
    expect(after.items.map((i) => i.id)).not.toContain(near.id);
  });

  it('refuses an empty or repeated list of items', async () => {
    const apply = (itemIds: string[]) =>
      t.request('/api/items/apply-review', {
        method: 'POST',
        cookie: alice,
        json: { itemIds, name: 'Vase', category: 'Decor', retailCents: null },
      });
    expect((await apply([])).status).toBe(400);
    const id = crypto.randomUUID();
    expect((await apply([id, id])).status).toBe(400);
  });
});

describe('with the real offline models', () => {
  const MODEL_TIMEOUT = 240_000;
  let t: TestApp;
  let cookie: string;
  let project: Project;

  beforeAll(async () => {
    t = await createTestApp({ analyzer: createLocalAnalyzer(createProcessVision({ idleSeconds: 0 })) });
    cookie = await t.signUp('learn-models@example.com');
    project = (await (
      await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Elm St' } })
    ).json()) as Project;
  }, MODEL_TIMEOUT);
  afterAll(() => t.close());

  async function analyzed(photo: Buffer, name: string): Promise<ItemDetail> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)]), name);
    const up = (await (await t.request('/api/uploads', { method: 'POST', cookie, body: form })).json()) as Upload;
    const res = await t.request('/api/analyses', {
      method: 'POST',
      cookie,
      json: { projectId: project.id, uploadIds: [up.id] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as AnalysisResult).item;
  }

  it(
    'stores each photo’s embedding and hash, and tells a copy and a resized copy of one photo from another photo',
    async () => {
      const chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
      const original = await analyzed(chair, 'chair.jpg');
      const copy = await analyzed(chair, 'chair-again.jpg');
      const resized = await analyzed(
        await sharp(chair).resize(800).jpeg({ quality: 80 }).toBuffer(),
        'chair-small.jpg',
      );
      const other = await analyzed(await readFile(path.join(PHOTOS, 'cup.webp')), 'cup.webp');

      const [stored] = await t.database.db.select().from(itemImages).where(eq(itemImages.itemId, original.id));
      expect(stored!.embedding).toHaveLength(512);
      expect(Math.hypot(...stored!.embedding!)).toBeCloseTo(1, 3);
      expect(stored!.photoHash).toMatch(/^[0-9a-f]{16}$/);

      // Whether the models name a chair themselves is theirs to decide: the three are put back in review.
      for (const item of [copy, resized, other]) {
        const res = await t.request(`/api/items/${item.id}`, { method: 'PATCH', cookie, json: { needsReview: true } });
        expect(res.status).toBe(200);
      }
      const alike = (await (await t.request(`/api/items/${original.id}/alike`, { cookie })).json()) as AlikeItems;
      const byId = new Map(alike.items.map((item) => [item.id, item]));
      expect(byId.get(copy.id)?.duplicate).toBe('same-photo');
      expect(byId.get(resized.id)?.duplicate).toBe('same-photo-resized');
      if (byId.has(other.id)) expect(byId.get(other.id)!.duplicate).toBeNull();
      expect(alike.items[0]!.duplicate).not.toBeNull();
    },
    MODEL_TIMEOUT,
  );
});
