// Server overhead of one analysis, provider excluded (DESIGN section 8 budget: p50 <= 100 ms for a
// 1600 px photo). Runs the whole app in-process against the loopback fake provider, which answers at
// once; the time spent inside the provider call (the SDK, the request, the fake) is measured on its own
// and subtracted, so what remains is ours: guards, the credit charge and completion, reading the photo,
// post-processing, the item transaction and the answer. The upload of the photo (check, decode, resize,
// re-encode) is a separate request and reported separately.
// Run: node bench/analysis-overhead.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/analysis-overhead.ts   (an empty PostgreSQL database)
import { createLocalEventBus } from '../apps/server/src/events/event-bus.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../apps/server/src/app.ts';
import { createSdkAnalyzer } from '../apps/server/src/ai/create-sdk-analyzer.ts';
import type { PhotoAnalyzer } from '../apps/server/src/ai/photo-analyzer.ts';
import { createAuth } from '../apps/server/src/auth/auth.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { subscriptions } from '../apps/server/src/db/schema/credits.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createMailer } from '../apps/server/src/mail/mailer.ts';
import { createLocalDiskStorage } from '../apps/server/src/storage/local-disk-storage.ts';
import { startFakeAiProvider } from '../apps/server/test/fakes/ai-provider-server.ts';

const RUNS = 50;
const WARM_UP = 5;
const root = path.resolve(import.meta.dirname, '..');
const photo = readFileSync(path.join(root, 'test-fixtures/photos/chair_1600.jpg'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-analysis-'));
const fake = await startFakeAiProvider();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AI_PROVIDER: 'openai',
  AI_API_KEY: 'sk-bench',
  AI_BASE_URL: fake.baseUrls.openai,
});
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await runMigrations(database);
const logger = createLogger('silent');
const mailer = createMailer({ db: database.db, logger, smtpUrl: undefined, from: 'bench <b@b.b>' });
const auth = createAuth({ config, db: database.db, logger, mailer, secret: 'b'.repeat(40) });
const storage = createLocalDiskStorage(path.join(dataDir, 'media'));

// The real SDK analyzer, timed from the outside: its time is the provider's share of each analysis.
const sdk = createSdkAnalyzer(config.ai!);
let providerMs = 0;
const analyzer: PhotoAnalyzer = {
  provider: sdk.provider,
  async analyzeItemPhotos(input) {
    const t0 = performance.now();
    try {
      return await sdk.analyzeItemPhotos(input);
    } finally {
      providerMs = performance.now() - t0;
    }
  },
};
const app = createApp({
  config,
  database,
  logger,
  auth,
  storage,
  secret: 'b'.repeat(40),
  analyzer,
  bus: createLocalEventBus(),
});
const origin = config.publicUrl;

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
const json = async <T>(res: Response, status: number): Promise<T> => {
  if (res.status !== status) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const project = await json<{ id: string }>(
  await app.request('/api/projects', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ name: 'Bench sale' }),
  }),
  201,
);
// Unlimited plan: the bench runs more analyses than the free tier's 10 credits (the ledger still records each).
const { user } = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
  user: { id: string };
};
await app.request('/api/credits', { headers: { cookie } });
await database.db.update(subscriptions).set({ tier: 'enterprise' }).where(eq(subscriptions.ownerId, user.id));

const uploadTimes: number[] = [];
const overheadTimes: number[] = [];
const providerTimes: number[] = [];
for (let run = 0; run < WARM_UP + RUNS; run++) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)]), 'chair_1600.jpg');
  const u0 = performance.now();
  const upload = await json<{ id: string }>(
    await app.request('/api/uploads', { method: 'POST', headers: { origin, cookie }, body: form }),
    201,
  );
  const uploadMs = performance.now() - u0;

  const a0 = performance.now();
  await json(
    await app.request('/api/analyses', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ projectId: project.id, uploadIds: [upload.id] }),
    }),
    201,
  );
  const totalMs = performance.now() - a0;
  if (run < WARM_UP) continue;
  uploadTimes.push(uploadMs);
  overheadTimes.push(totalMs - providerMs);
  providerTimes.push(providerMs);
}

const report = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  console.log(`${label.padEnd(48)} n=${sorted.length}  p50 ${pct(50)} ms  p95 ${pct(95)} ms`);
};
console.log(`analysis of one 1600 px photo, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
report('analysis, server overhead (provider excluded)', overheadTimes);
report('  provider call (SDK + loopback fake, excluded)', providerTimes);
report('upload (check, decode, resize, WebP x2)', uploadTimes);
if (fake.requests.length !== WARM_UP + RUNS) throw new Error('every analysis should make one provider request');

await fake.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
