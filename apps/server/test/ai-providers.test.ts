import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createSdkAnalyzer } from '../src/ai/create-sdk-analyzer.ts';
import { AiProviderError, type AiFailureKind } from '../src/ai/photo-analyzer.ts';
import { processPhoto } from '../src/modules/item-images/process-photo.ts';
import { fakeAnalysis, startFakeAiProvider } from './fakes/ai-provider-server.ts';

// Every provider package of the AI SDK against the loopback fake speaking its wire format: the same
// answers and failures must come out the same whatever the provider.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let fake: Awaited<ReturnType<typeof startFakeAiProvider>>;
let photo: Buffer;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  photo = (await processPhoto(await readFile(path.join(PHOTOS, 'cup.webp')))).display;
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PROVIDERS = ['openai', 'openai-compatible', 'google', 'anthropic', 'ollama'] as const;
const PROTOCOL = {
  openai: 'openai',
  'openai-compatible': 'openai',
  google: 'gemini',
  anthropic: 'anthropic',
  ollama: 'ollama',
};

const failure = async (promise: Promise<unknown>): Promise<AiFailureKind> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AiProviderError)) throw new Error(`expected an AiProviderError, got ${String(error)}`);
  return error.kind;
};

describe.each(PROVIDERS)('%s through the AI SDK', (provider) => {
  const analyzer = () =>
    createSdkAnalyzer(
      loadConfig({
        AI_PROVIDER: provider,
        AI_MODEL: 'fake-vision-1',
        AI_API_KEY: 'sk-fake',
        AI_BASE_URL: fake.baseUrls[provider],
      }).ai!,
      { timeoutMs: 300, retries: 2, retryDelayMs: 0 },
    );
  const analyze = (photos = [photo]) => analyzer().analyzeItemPhotos({ photos, manualInfo: { brand: 'Hitchcock' } });

  it('sends all photos in one request and reads the structured answer', async () => {
    const analysis = await analyze([photo, photo, photo]);
    expect(analysis).toEqual(fakeAnalysis(3));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ protocol: PROTOCOL[provider], images: 3 });
    expect(fake.requests[0]!.text).toContain('Brand: Hitchcock');
    if (provider !== 'ollama') expect(fake.requests[0]!.authorization).toContain('sk-fake');
  });

  it('says unparseable for malformed JSON, no-name without a name, no-text for nothing', async () => {
    fake.respondWith('malformed');
    expect(await failure(analyze())).toBe('unparseable');
    fake.respondWith('no-name');
    expect(await failure(analyze())).toBe('no-name');
    fake.respondWith('empty');
    expect(await failure(analyze())).toMatch(/no-text|unparseable/);
    expect(fake.requests).toHaveLength(3);
  });

  it('reads a made-up category as Other rather than failing', async () => {
    fake.respondWith('bad-category');
    expect((await analyze()).category).toBe('Other');
  });

  it('maps 401 to auth and 429 to rate-limited without retrying', async () => {
    fake.respondWith({ status: 401 });
    expect(await failure(analyze())).toBe('auth');
    fake.respondWith({ status: 429 });
    expect(await failure(analyze())).toBe('rate-limited');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 500 twice, then says overloaded; a later success counts', async () => {
    fake.respondWith({ status: 500 }, { status: 503 }, { status: 500 });
    expect(await failure(analyze())).toBe('overloaded');
    expect(fake.requests).toHaveLength(3);
    fake.reset();
    fake.respondWith({ status: 500 });
    expect((await analyze()).name).toBe('Painted wooden chair');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the per-attempt timeout, three times', async () => {
    fake.respondWith({ slowMs: 2_000 }, { slowMs: 2_000 }, { slowMs: 2_000 });
    expect(await failure(analyze())).toBe('timeout');
    expect(fake.requests).toHaveLength(3);
  });
});

describe('retry policy', () => {
  it('waits the configured delay between attempts, through the injected sleep', async () => {
    const waits: number[] = [];
    const analyzer = createSdkAnalyzer(
      loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-fake', AI_BASE_URL: fake.baseUrls.openai }).ai!,
      { retryDelayMs: 2_000, sleep: (ms) => Promise.resolve(void waits.push(ms)) },
    );
    fake.respondWith({ status: 502 }, { status: 502 });
    await analyzer.analyzeItemPhotos({ photos: [photo], manualInfo: undefined });
    expect(waits).toEqual([2_000, 2_000]);
  });

  it('says network when nothing answers', async () => {
    const analyzer = createSdkAnalyzer(
      loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-fake', AI_BASE_URL: 'http://127.0.0.1:9/v1' }).ai!,
      { retryDelayMs: 0 },
    );
    expect(await failure(analyzer.analyzeItemPhotos({ photos: [photo], manualInfo: undefined }))).toBe('network');
  });
});
