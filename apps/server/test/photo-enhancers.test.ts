import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENHANCEMENT_MESSAGES, type EnhanceResult } from '@tagwise/core/schemas/enhancements';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createPhotoEnhancer } from '../src/ai/create-photo-enhancer.ts';
import { createProcessVision } from '../src/ai/local/process-vision.ts';
import type { LocalVision } from '../src/ai/local/local-vision.ts';
import { PhotoEnhancerError } from '../src/ai/photo-enhancer.ts';
import { STUDIO_PHOTO_PROMPT } from '../src/ai/studio-photo-prompt.ts';
import { loadConfig } from '../src/config.ts';
import { user } from '../src/db/schema/auth.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { processPhoto } from '../src/modules/item-images/process-photo.ts';
import { FAKE_STUDIO_PHOTO_SIDE, startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The studio-photo makers the configuration can name: Gemini's image model through the real AI SDK against
// the loopback fake speaking generateContent, and the offline one's contract (abort, lazy start).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let fake: Awaited<ReturnType<typeof startFakeAiProvider>>;
let photo: Buffer;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  photo = (await processPhoto(await readFile(path.join(PHOTOS, 'cup.webp')))).display;
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const googleEnv = (extra: Record<string, string> = {}) => ({
  AI_PROVIDER: 'google',
  AI_API_KEY: 'sk-fake',
  AI_BASE_URL: fake.baseUrls.google,
  ...extra,
});
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PhotoEnhancerError)) throw new Error(`expected a PhotoEnhancerError, got ${String(error)}`);
  return { kind: error.kind, status: error.status };
};
const never = new AbortController().signal;

/** Our own LocalVision interface played in the test (not a third-party service): only studioPhoto counts. */
const visionWith = (studioPhoto: LocalVision['studioPhoto']): LocalVision => ({
  findings: () => Promise.reject(new Error('not used here')),
  studioPhoto,
  warmUp: () => Promise.resolve(),
  close: () => Promise.resolve(),
});
/** For configurations that must not touch the offline models at all. */
const noVision = visionWith(() => Promise.reject(new Error('the offline models were asked for')));

describe('Gemini image model through the AI SDK', () => {
  const gemini = () => createPhotoEnhancer(loadConfig(googleEnv()), noVision);

  it('sends the photo and the studio prompt asking for an image back, and reads the picture', async () => {
    const enhancer = gemini();
    expect(enhancer.provider).toBe('google');
    const result = await enhancer.enhance(photo, never);
    expect(result.itemFound).toBe(true);
    const meta = await sharp(result.photo).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', FAKE_STUDIO_PHOTO_SIDE, FAKE_STUDIO_PHOTO_SIDE]);

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ protocol: 'gemini', images: 1, modalities: ['TEXT', 'IMAGE'] });
    expect(fake.requests[0]!.path).toContain('/models/gemini-2.5-flash-image:generateContent');
    expect(fake.requests[0]!.text.trim()).toBe(STUDIO_PHOTO_PROMPT);
    expect(fake.requests[0]!.authorization).toContain('sk-fake');
  });

  it('uses the configured image model', async () => {
    await createPhotoEnhancer(loadConfig(googleEnv({ AI_IMAGE_MODEL: 'gemini-3-pro-image' })), noVision).enhance(
      photo,
      never,
    );
    expect(fake.requests[0]!.path).toContain('/models/gemini-3-pro-image:generateContent');
  });

  it('keeps the original when the model finds no single item, and fails when it sends no picture', async () => {
    fake.respondWith('no-item', 'empty');
    expect(await gemini().enhance(photo, never)).toEqual({ itemFound: false, photo });
    expect(await failureOf(gemini().enhance(photo, never))).toEqual({ kind: 'no-image', status: undefined });
  });

  it('reports the status of a 5xx or a 401, and does not try again on its own', async () => {
    fake.respondWith({ status: 503 }, { status: 401 });
    expect(await failureOf(gemini().enhance(photo, never))).toEqual({ kind: 'overloaded', status: 503 });
    expect(await failureOf(gemini().enhance(photo, never))).toEqual({ kind: 'auth', status: 401 });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops waiting when the caller’s deadline passes, with the signal’s reason', async () => {
    fake.respondWith({ slowMs: 3_000 });
    const deadline = AbortSignal.timeout(200);
    const error = await gemini()
      .enhance(photo, deadline)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(deadline.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(PhotoEnhancerError);
  });

  it('cannot reach a server that is not there: network', async () => {
    const closed = createPhotoEnhancer(loadConfig(googleEnv({ AI_BASE_URL: 'http://127.0.0.1:9/v1beta' })), noVision);
    expect((await failureOf(closed.enhance(photo, never))).kind).toBe('network');
  });
});

describe('through the app with AI_PROVIDER=google', () => {
  let t: TestApp;
  let cookie: string;
  let item: Item;
  let image: ItemImage;
  const balance = async () => (await (await t.request('/api/credits', { cookie })).json()) as CreditBalance;
  const enhance = () => t.request(`/api/items/${item.id}/images/${image.id}/enhance`, { method: 'POST', cookie });

  beforeAll(async () => {
    t = await createTestApp({ env: googleEnv(), enhancementTimeoutMs: 500 });
    cookie = await t.signUp('dana@example.com');
    await balance();
    const [dana] = await t.database.db.select().from(user).where(eq(user.email, 'dana@example.com'));
    await t.database.db.update(subscriptions).set({ tier: 'pro-900' }).where(eq(subscriptions.ownerId, dana!.id));
    const project = (await (
      await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Gemini' } })
    ).json()) as Project;
    item = (await (
      await t.request('/api/items', {
        method: 'POST',
        cookie,
        json: { projectId: project.id, name: 'Cup', category: 'Kitchenware' },
      })
    ).json()) as Item;
    image = (await (
      await t.request(`/api/items/${item.id}/images`, {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(photo),
      })
    ).json()) as ItemImage;
  });
  afterAll(() => t.close());

  it('stores the picture Gemini sends as the studio version, for one credit', async () => {
    const result = (await (await enhance()).json()) as EnhanceResult;
    expect(result).toMatchObject({ enhanced: true, creditsCharged: 1 });
    expect(result.image.studio).toMatchObject({ width: FAKE_STUDIO_PHOTO_SIDE, height: FAKE_STUDIO_PHOTO_SIDE });
    expect((await balance()).used).toBe(1);
  });

  it('answers a 5xx with its status and a slow model with the timeout message, giving the credit back', async () => {
    const used = (await balance()).used;
    fake.respondWith({ status: 500 }, { slowMs: 3_000 });
    const failed = await enhance();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: ENHANCEMENT_MESSAGES.failedWithStatus(500) },
    });
    const slow = await enhance();
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: { code: 'GATEWAY_TIMEOUT', message: ENHANCEMENT_MESSAGES.timeout } });
    expect((await balance()).used).toBe(used);
  });
});

describe('the offline enhancer', () => {
  it('hands the photo to the offline models and answers what they found', async () => {
    const vision = visionWith((input) =>
      Promise.resolve({ itemFound: false, photo: input, contentType: undefined, coverage: 0 }),
    );
    const enhancer = createPhotoEnhancer(loadConfig({}), vision);
    expect(enhancer.provider).toBe('local');
    expect(await enhancer.enhance(photo, never)).toEqual({ itemFound: false, photo });
  });

  it('is what every provider but Google uses, and what AI_IMAGE_MODEL=local chooses with Google', () => {
    for (const env of [{}, { AI_PROVIDER: 'openai', AI_API_KEY: 'k' }, googleEnv({ AI_IMAGE_MODEL: 'local' })]) {
      expect(createPhotoEnhancer(loadConfig(env), noVision).provider).toBe('local');
    }
  });

  it('turns a model failure into an engine failure, and gives the caller’s abort back as it is', async () => {
    const broken = visionWith(() => Promise.reject(new Error('onnxruntime: out of memory')));
    expect(await failureOf(createPhotoEnhancer(loadConfig({}), broken).enhance(photo, never))).toEqual({
      kind: 'engine',
      status: undefined,
    });
    // The real model processes refuse an aborted request before starting any.
    const vision = createProcessVision();
    try {
      const cancelled = new AbortController();
      cancelled.abort();
      const aborted = createPhotoEnhancer(loadConfig({}), vision);
      await expect(aborted.enhance(photo, cancelled.signal)).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await vision.close();
    }
  });
});
