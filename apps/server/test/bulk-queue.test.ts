import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, type Batch, type BatchJob, type QueueChanges } from '@tagwise/core/schemas/batches';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import sharp from 'sharp';
import { createSdkAnalyzer } from '../src/ai/create-sdk-analyzer.ts';
import type { PhotoEnhancer } from '../src/ai/photo-enhancer.ts';
import { loadConfig } from '../src/config.ts';
import { creditTransactions } from '../src/db/schema/credits.ts';
import { items } from '../src/db/schema/items.ts';
import { user } from '../src/db/schema/auth.ts';
import { settleAbandonedBatches } from '../src/jobs/queue-maintenance.ts';
import { startQueueRunner, type QueueRunner, type QueueSettings } from '../src/jobs/queue-runner.ts';
import { createLogger } from '../src/logger.ts';
import { startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { eventually, FAST_QUEUE, queueClient } from './support/queue-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The bulk queue through its HTTP API with a real runner, on a real database, against the fake AI
// provider driven by the real AI SDK (as production drives OpenAI).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAiProvider>>;
let analyzer: ReturnType<typeof createSdkAnalyzer>;
let alice: string;
let bob: string;
let aliceId: string;
let project: Project;
let bobProject: Project;
let photo: Buffer;
let runner: QueueRunner | undefined;
let q: ReturnType<typeof queueClient>;

/** Studio photos: a white square, the shape of what an enhancer answers (its own tests cover real ones). */
const studioEnhancer: PhotoEnhancer = {
  provider: 'scripted',
  async enhance() {
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer();
    return { itemFound: true, photo };
  },
};

const startRunner = (settings: Partial<QueueSettings> = {}) => {
  runner = startQueueRunner({
    db: t.database.db,
    storage: t.storage,
    analyzer,
    studio: { enhancer: studioEnhancer, timeoutMs: 5_000 },
    bus: t.bus,
    logger: createLogger('silent'),
    settings: { ...FAST_QUEUE, ...settings },
  });
};
const balance = async (cookie = alice) => (await (await t.request('/api/credits', { cookie })).json()) as CreditBalance;
const itemsOf = async (ownerId: string) => t.database.db.select().from(items).where(eq(items.ownerId, ownerId));
const seedCredits = (cookie: string, json: unknown) => t.request('/api/test/credits', { method: 'POST', cookie, json });
async function fill(batch: Batch, count: number, prefix = 'f', cookie = alice) {
  const jobs: BatchJob[] = [];
  for (let i = 0; i < count; i++) {
    const res = await q.addFile(cookie, batch.id, `${prefix}${i}`, [photo], `${prefix}-${i}.webp`);
    expect(res.status, await res.clone().text()).toBe(201);
    jobs.push(((await res.json()) as { job: BatchJob }).job);
  }
  return jobs;
}
const settled = (cookie: string, batchId: string, status: Batch['status']) =>
  eventually(async () => {
    const detail = await q.get(cookie, batchId);
    expect(detail.batch.status).toBe(status);
    return detail;
  });

beforeAll(async () => {
  fake = await startFakeAiProvider({ port: 3531 });
  const ai = loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-fake', AI_BASE_URL: fake.baseUrls.openai }).ai!;
  // One attempt per job inside the SDK analyzer: the queue's own back-off is what is under test.
  analyzer = createSdkAnalyzer(ai, { timeoutMs: 2_000, retryDelayMs: 0, retries: 0 });
  t = await createTestApp({ env: { TAGWISE_TEST_HOOKS: 'true' }, analyzer });
  q = queueClient((route, init) => t.request(route, init));
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  aliceId = (await t.database.db.select().from(user).where(eq(user.email, 'alice@example.com')))[0]!.id;
  const newProject = async (cookie: string) =>
    (await (await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'House' } })).json()) as Project;
  project = await newProject(alice);
  bobProject = await newProject(bob);
  photo = await readFile(path.join(PHOTOS, 'cup.webp'));
  // Enough credits that only the quota test runs out.
  await seedCredits(alice, { tier: 'pro-300' });
  await seedCredits(bob, { tier: 'pro-300' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

describe('a batch', () => {
  it('is created at once, takes its photos one request each (a repeat is the same job), and makes one item per photo, one credit each', async () => {
    const before = await balance();
    const itemsBefore = (await itemsOf(aliceId)).length;
    const batch = await q.create(alice, { name: 'Kitchen', projectId: project.id, total: 3 });
    expect(batch).toMatchObject({
      status: 'pending',
      total: 3,
      received: 0,
      completed: 0,
      failed: 0,
      completionPercentage: 0,
    });
    const jobs = await fill(batch, 3);
    const again = await q.addFile(alice, batch.id, 'f1', [photo]);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { job: BatchJob }).job.id).toBe(jobs[1]!.id);
    const full = await q.addFile(alice, batch.id, 'f9', [photo]);
    expect(full.status).toBe(409);

    startRunner({ concurrency: 2 });
    const done = await settled(alice, batch.id, 'completed');
    expect(done.batch).toMatchObject({
      completed: 3,
      failed: 0,
      completionPercentage: 100,
      creditsUsed: 3,
      received: 3,
    });
    expect(done.jobs.map((j) => j.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(done.jobs.map((j) => j.originalFilename)).toEqual(['f-0.webp', 'f-1.webp', 'f-2.webp']);
    expect(new Set(done.jobs.map((j) => j.itemId)).size).toBe(3);
    expect((await itemsOf(aliceId)).length).toBe(itemsBefore + 3);
    expect((await balance()).used).toBe(before.used + 3);
    const charges = await t.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.ownerId, aliceId), eq(creditTransactions.status, 'completed')));
    for (const job of done.jobs) expect(charges.filter((c) => c.itemId === job.itemId)).toHaveLength(1);
  });

  it('with "upload only" files each photo as an item named after its file, charging nothing', async () => {
    const before = await balance();
    const batch = await q.create(alice, {
      name: 'Garage',
      projectId: project.id,
      total: 1,
      options: { mode: 'upload-only', enhancePhotos: false, grouping: 'one-per-photo' },
    });
    await fill(batch, 1, 'old_lamp');
    startRunner();
    const done = await settled(alice, batch.id, 'completed');
    const [item] = await t.database.db.select().from(items).where(eq(items.id, done.jobs[0]!.itemId!));
    expect(item).toMatchObject({ name: 'old lamp 0', category: 'Other', analysisProvider: null });
    expect(fake.requests).toHaveLength(0);
    expect((await balance()).used).toBe(before.used);
  });

  it('with grouping takes up to 10 photos of one item in one request and sends them in one provider call', async () => {
    const batch = await q.create(alice, {
      name: 'Dining set',
      projectId: project.id,
      total: 1,
      options: { mode: 'analyze', enhancePhotos: false, grouping: 'group' },
    });
    const tooMany = await q.addFile(
      alice,
      batch.id,
      'g0',
      Array.from({ length: 11 }, () => photo),
    );
    expect(tooMany.status).toBe(400);
    expect((await q.addFile(alice, batch.id, 'g0', [photo, photo, photo])).status).toBe(201);
    startRunner();
    const done = await settled(alice, batch.id, 'completed');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.images).toBe(3);
    expect(done.jobs[0]).toMatchObject({ photos: 3, status: 'succeeded' });
  });

  it("applies an item's additional information to its analysis, as a single analysis does", async () => {
    const batch = await q.create(alice, {
      name: 'Taken offline',
      projectId: project.id,
      total: 1,
      options: { mode: 'analyze', enhancePhotos: false, grouping: 'group' },
    });
    const invalid = await q.addFile(alice, batch.id, 'm0', [photo], 'cup.webp', '{not json');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe(
      BATCH_MESSAGES.manualInfoInvalid,
    );
    const manualInfo = JSON.stringify({ brand: 'Wedgwood', materials: 'Bone china', additionalNotes: 'Gold rim' });
    expect((await q.addFile(alice, batch.id, 'm0', [photo, photo], 'cup.webp', manualInfo)).status).toBe(201);
    startRunner();
    const done = await settled(alice, batch.id, 'completed');
    const item = (await (
      await t.request(`/api/items/${done.jobs[0]!.itemId}`, { cookie: alice })
    ).json()) as ItemDetail;
    expect(item.brand).toBe('Wedgwood');
    expect(item.materials).toContain('Bone china');
    expect(item.description).toContain('Gold rim');
  });

  it('with "enhance photos" gives each analysed item a studio version of its main photo, at no extra credit', async () => {
    const before = await balance();
    const batch = await q.create(alice, {
      name: 'Studio',
      projectId: project.id,
      total: 2,
      options: { mode: 'analyze', enhancePhotos: true, grouping: 'one-per-photo' },
    });
    await fill(batch, 2, 'studio');
    startRunner();
    const done = await settled(alice, batch.id, 'completed');
    expect(done.batch.creditsUsed).toBe(2);
    expect((await balance()).used).toBe(before.used + 2);
    // The studio photo follows the job's success (the item and its credit are saved first).
    for (const job of done.jobs) {
      await eventually(async () => {
        const item = (await (await t.request(`/api/items/${job.itemId}`, { cookie: alice })).json()) as ItemDetail;
        expect(item.images[0]).toMatchObject({ showing: 'studio', studio: { width: 600, height: 600 } });
      });
    }
  });

  it('refuses studio photos below Pro, and with "upload only", before anything is queued', async () => {
    const upload = await t.request('/api/batches', {
      method: 'POST',
      cookie: alice,
      json: {
        name: 'No analysis',
        projectId: project.id,
        total: 1,
        options: { mode: 'upload-only', enhancePhotos: true, grouping: 'one-per-photo' },
      },
    });
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as { error: { message: string } }).error.message).toBe(
      BATCH_MESSAGES.studioNeedsAnalysis,
    );
    const dave = await t.signUp('dave@example.com');
    const daveProject = (await (
      await t.request('/api/projects', { method: 'POST', cookie: dave, json: { name: 'Basic' } })
    ).json()) as Project;
    const basic = await t.request('/api/batches', {
      method: 'POST',
      cookie: dave,
      json: {
        name: 'Basic plan',
        projectId: daveProject.id,
        total: 1,
        options: { mode: 'analyze', enhancePhotos: true, grouping: 'one-per-photo' },
      },
    });
    expect(basic.status).toBe(403);
    const listed = (await (await t.request('/api/batches', { cookie: dave })).json()) as { batches: Batch[] };
    expect(listed.batches).toHaveLength(0);
  });

  it('refuses what a person gets wrong with a message, never a 500', async () => {
    const bad = await t.request('/api/batches', {
      method: 'POST',
      cookie: alice,
      json: { name: ' ', projectId: project.id, total: 0 },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string } };
    expect(body.error.message).toContain('Batch name is required');
    const batch = await q.create(alice, { name: 'One each', projectId: project.id, total: 2 });
    const two = await q.addFile(alice, batch.id, 'x', [photo, photo]);
    expect(two.status).toBe(400);
    expect(((await two.json()) as { error: { message: string } }).error.message).toBe(BATCH_MESSAGES.onePhotoPerItem);
    const notPhoto = await q.addFile(alice, batch.id, 'y', [Buffer.from('not an image')]);
    expect(notPhoto.status).toBe(415);
    expect((await q.get(alice, batch.id)).batch.received).toBe(0);
    await q.action(alice, batch.id, 'cancel');
  });
});

describe('pause, resume and cancel', () => {
  it('pause stops claims with the default reason, resume clears it and the batch completes', async () => {
    const batch = await q.create(alice, { name: 'Attic', projectId: project.id, total: 4 });
    const paused = await q.action(alice, batch.id, 'pause');
    expect(paused.status).toBe(200);
    expect((await paused.json()) as Batch).toMatchObject({
      status: 'paused',
      blockedReason: BATCH_MESSAGES.manuallyPaused,
    });
    expect((await q.action(alice, batch.id, 'pause')).status).toBe(409);
    await fill(batch, 4);
    startRunner();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests).toHaveLength(0);
    const resumed = await q.action(alice, batch.id, 'resume');
    expect((await resumed.json()) as Batch).toMatchObject({ status: 'processing', blockedReason: null });
    expect((await q.action(alice, batch.id, 'resume')).status).toBe(409);
    const done = await settled(alice, batch.id, 'completed');
    expect(done.batch.completed).toBe(4);
  });

  it('cancel fails every unfinished job with batch_cancelled and the spec message, and cannot be repeated', async () => {
    const batch = await q.create(alice, { name: 'Basement', projectId: project.id, total: 3 });
    await fill(batch, 3);
    const res = await q.action(alice, batch.id, 'cancel');
    expect(res.status).toBe(200);
    const detail = await q.get(alice, batch.id);
    expect(detail.batch).toMatchObject({ status: 'cancelled', failed: 3, completed: 0, completionPercentage: 100 });
    for (const job of detail.jobs) {
      expect(job).toMatchObject({
        status: 'failed',
        errorCode: 'batch_cancelled',
        errorMessage: 'Batch was cancelled by user',
      });
    }
    expect((await q.action(alice, batch.id, 'cancel')).status).toBe(409);
    expect((await q.addFile(alice, batch.id, 'late', [photo])).status).toBe(409);
    // Retry reopens a cancelled batch.
    startRunner();
    expect((await q.action(alice, batch.id, 'retry')).status).toBe(200);
    const done = await settled(alice, batch.id, 'completed');
    expect(done.batch).toMatchObject({ completed: 3, failed: 0 });
  });

  it('a job cancelled while the provider is thinking keeps no item and gets its credit back', async () => {
    const before = await balance();
    const batch = await q.create(alice, { name: 'Shed', projectId: project.id, total: 1 });
    fake.respondWith({ slowMs: 600 });
    await fill(batch, 1);
    startRunner();
    await eventually(() => Promise.resolve(expect(fake.requests).toHaveLength(1)));
    await q.action(alice, batch.id, 'cancel');
    await eventually(async () => expect((await balance()).used).toBe(before.used));
    const detail = await q.get(alice, batch.id);
    expect(detail.jobs[0]).toMatchObject({ status: 'failed', errorCode: 'batch_cancelled', itemId: null });
  });
});

describe('photos that never arrive', () => {
  it('a batch idle past the limit takes what it received and settles; one that received nothing ends cancelled', async () => {
    const partial = await q.create(alice, { name: 'Half sent', projectId: project.id, total: 3 });
    await fill(partial, 1, 'half');
    const empty = await q.create(alice, { name: 'Nothing sent', projectId: project.id, total: 2 });
    startRunner();
    await eventually(async () => expect((await q.get(alice, partial.id)).batch.completed).toBe(1));
    await runner!.stop();
    runner = undefined;
    expect((await q.get(alice, partial.id)).batch.status).toBe('processing');

    const dayMs = 24 * 3_600_000;
    // Not yet: both changed moments ago.
    expect(await settleAbandonedBatches(t.database.db, dayMs)).toEqual([]);
    const later = new Date(Date.now() + dayMs + 60_000);
    const settled = await settleAbandonedBatches(t.database.db, dayMs, later);
    expect(settled.map((s) => s.batchId).sort()).toEqual([partial.id, empty.id].sort());
    expect((await q.get(alice, partial.id)).batch).toMatchObject({
      status: 'completed',
      total: 1,
      completed: 1,
      completionPercentage: 100,
    });
    expect((await q.get(alice, empty.id)).batch).toMatchObject({
      status: 'cancelled',
      blockedReason: BATCH_MESSAGES.abandoned,
    });
    // A paused batch is the person's to decide.
    const paused = await q.create(alice, { name: 'Paused', projectId: project.id, total: 2 });
    await q.action(alice, paused.id, 'pause');
    expect(await settleAbandonedBatches(t.database.db, dayMs, new Date(later.getTime() + dayMs))).toEqual([]);
    await q.action(alice, paused.id, 'cancel');
  });
});

describe('failures', () => {
  it('retries a 5xx and a 429 with back-off, then succeeds; a nonsense answer fails at once with its message and is refunded', async () => {
    const before = await balance();
    const flaky = await q.create(alice, { name: 'Porch', projectId: project.id, total: 1 });
    fake.respondWith({ status: 503 }, { status: 429 }, 'good');
    await fill(flaky, 1);
    startRunner();
    const recovered = await settled(alice, flaky.id, 'completed');
    expect(recovered.jobs[0]).toMatchObject({ status: 'succeeded', attempts: 3, errorCode: null });
    expect(recovered.batch).toMatchObject({ completed: 1, creditsUsed: 1 });

    const broken = await q.create(alice, { name: 'Porch, again', projectId: project.id, total: 2 });
    fake.respondWith('malformed');
    await fill(broken, 1, 'm');
    await fill(broken, 1, 'n');
    const done = await settled(alice, broken.id, 'completed_with_errors');
    expect(done.jobs[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      errorCode: 'ai_unparseable',
      errorMessage: 'Failed to parse AI analysis response',
    });
    expect(done.batch).toMatchObject({ completed: 1, failed: 1, creditsUsed: 1, completionPercentage: 100 });
    expect((await balance()).used).toBe(before.used + 2);
  });

  it('gives up after the attempt limit with the last error', async () => {
    const batch = await q.create(alice, { name: 'Yard', projectId: project.id, total: 1 });
    fake.respondWith({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    await fill(batch, 1);
    startRunner();
    const done = await settled(alice, batch.id, 'failed');
    expect(done.jobs[0]).toMatchObject({ status: 'failed', attempts: 3, errorCode: 'ai_overloaded' });
    expect(fake.requests).toHaveLength(3);
  });

  it('blocks on running out of credits with a reason naming it, and resumes by itself when credits are added', async () => {
    const carol = await t.signUp('carol@example.com');
    const carolProject = (await (
      await t.request('/api/projects', { method: 'POST', cookie: carol, json: { name: 'Estate' } })
    ).json()) as Project;
    await seedCredits(carol, { usedThisPeriod: 8 });
    const batch = await q.create(carol, { name: 'Big house', projectId: carolProject.id, total: 4 });
    await fill(batch, 4, 'c', carol);
    startRunner();
    const blocked = await settled(carol, batch.id, 'blocked');
    expect(blocked.batch.blockedReason).toBe(BATCH_MESSAGES.outOfCredits(10, 10));
    expect(blocked.batch.completed).toBe(2);
    expect(blocked.jobs.filter((j) => j.status === 'blocked')).toHaveLength(1);
    expect(blocked.jobs.filter((j) => j.status === 'pending')).toHaveLength(1);
    expect((await seedCredits(carol, { packCredits: 5 })).status).toBe(204);
    const done = await settled(carol, batch.id, 'completed');
    expect(done.batch).toMatchObject({ completed: 4, creditsUsed: 4 });
    expect((await balance(carol)).packCredits).toBe(3);
  });
});

describe('fairness', () => {
  it("serves a workspace's 3 photos between another's 12 instead of after them", async () => {
    const big = await q.create(alice, { name: 'Whole house', projectId: project.id, total: 12 });
    await fill(big, 12, 'big');
    const small = await q.create(bob, { name: 'One room', projectId: bobProject.id, total: 3 });
    await fill(small, 3, 'small', bob);
    fake.respondWith(...Array.from({ length: 15 }, () => ({ slowMs: 20 })));
    startRunner({ concurrency: 1 });
    await settled(bob, small.id, 'completed');
    const aliceDone = (await q.get(alice, big.id)).batch.completed;
    // Turns alternate: Bob's third job ends around Alice's third, far from her twelfth.
    expect(aliceDone).toBeLessThanOrEqual(4);
    await settled(alice, big.id, 'completed');
  });
});

describe('workspaces', () => {
  it("answers 404 on every batch route with another workspace's ids", async () => {
    const batch = await q.create(alice, { name: 'Private', projectId: project.id, total: 2 });
    await fill(batch, 1, 'p');
    expect((await t.request(`/api/batches/${batch.id}`, { cookie: bob })).status).toBe(404);
    for (const action of ['pause', 'resume', 'cancel', 'retry'] as const) {
      expect((await q.action(bob, batch.id, action)).status, action).toBe(404);
    }
    expect((await q.addFile(bob, batch.id, 'intruder', [photo])).status).toBe(404);
    const foreignProject = await t.request('/api/batches', {
      method: 'POST',
      cookie: bob,
      json: { name: 'Sneaky', projectId: project.id, total: 1 },
    });
    expect(foreignProject.status).toBe(404);
    const list = (await (await t.request('/api/batches', { cookie: bob })).json()) as { batches: Batch[] };
    expect(list.batches.map((b) => b.id)).not.toContain(batch.id);
    expect((await t.request('/api/batches')).status).toBe(401);
    expect((await t.request('/api/events')).status).toBe(401);
    await q.action(alice, batch.id, 'cancel');
  });

  it('lists active batches for the widget and the history for the queue page', async () => {
    const active = (await (await t.request('/api/batches?active=1', { cookie: alice })).json()) as { batches: Batch[] };
    expect(active.batches.every((b) => ['pending', 'processing', 'paused', 'blocked'].includes(b.status))).toBe(true);
    const all = (await (await t.request('/api/batches', { cookie: alice })).json()) as { batches: Batch[] };
    expect(all.batches.length).toBeGreaterThan(active.batches.length);
    const created = all.batches.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await t.request('/api/batches?cursor=nonsense', { cookie: alice })).status).toBe(400);
  });
});

describe('GET /api/events', () => {
  it('streams coalesced changes of the workspace only, with ids to resume from', async () => {
    const controller = new AbortController();
    const res = await t.request('/api/events', { cookie: alice, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    // One read at a time: a read raced against a timer and abandoned would swallow its chunk.
    let pending: ReturnType<typeof reader.read> | undefined;
    const until = async (needle: RegExp) =>
      eventually(
        async () => {
          pending ??= reader.read();
          const result = await Promise.race([
            pending,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 100)),
          ]);
          if (result) {
            pending = undefined;
            text += result.value ?? '';
          }
          expect(text).toMatch(needle);
        },
        5_000,
        0,
      );
    await until(/event: ready/);
    const batch = await q.create(alice, { name: 'Live', projectId: project.id, total: 2 });
    await q.create(bob, { name: 'Not for Alice', projectId: bobProject.id, total: 1 });
    await fill(batch, 2, 'live');
    startRunner();
    await until(/"status":"completed"/);
    expect(text).not.toContain('Not for Alice');
    const events = text.split('\n\n').filter((block) => block.includes('event: changes'));
    for (const block of events) expect(block).toMatch(/^id: [0-9a-f]{8}-\d+$/m);
    const last = events.at(-1)!;
    const data = JSON.parse(/^data: (.*)$/m.exec(last)![1]!) as QueueChanges;
    expect(data.batches[0]).toMatchObject({ id: batch.id, completed: 2 });
    controller.abort();

    // Reconnecting with the last id replays nothing old; an unknown id asks for a resync.
    const firstId = /^id: (.*)$/m.exec(events[0]!)![1]!;
    const replay = new AbortController();
    const again = await t.request('/api/events', {
      cookie: alice,
      signal: replay.signal,
      headers: { 'last-event-id': firstId },
    });
    const replayReader = again.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await replayReader.read();
    expect(value).toContain('event: changes');
    replay.abort();
    const stale = new AbortController();
    const resync = await t.request('/api/events', {
      cookie: alice,
      signal: stale.signal,
      headers: { 'last-event-id': 'deadbeef-1' },
    });
    const { value: resyncText } = await resync.body!.pipeThrough(new TextDecoderStream()).getReader().read();
    expect(resyncText).toContain('event: resync');
    stale.abort();
  });
});
