// The bulk queue's throughput (DESIGN section 8 budget: 200 photos through a provider with 1 s latency at
// concurrency 8 finish within 1.15x of the ideal 25 s). The whole app runs in-process with its queue
// runner, against the loopback fake provider answering every request after 1 s through the real AI SDK.
// The photos are uploaded first into a paused batch, so the clock measures the queue, not the uploads;
// then Resume, and the time until the batch completes is compared with 200 / 8 x 1 s.
// Run: node bench/bulk-queue.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/bulk-queue.ts   (an empty PostgreSQL database)
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSdkAnalyzer } from '../apps/server/src/ai/create-sdk-analyzer.ts';
import { createEventBus } from '../apps/server/src/events/create-event-bus.ts';
import { startQueueRunner } from '../apps/server/src/jobs/queue-runner.ts';
import type { Batch, BatchDetail } from '../packages/core/src/schemas/batches.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const PHOTOS = 200;
const CONCURRENCY = 8;
const LATENCY_MS = 1_000;
const IDEAL_MS = (PHOTOS / CONCURRENCY) * LATENCY_MS;

const root = path.resolve(import.meta.dirname, '..');
const photo = readFileSync(path.join(root, 'test-fixtures/photos/chair_1600.jpg'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-queue-'));
// The fake provider runs in its own process: its work is not the server's (see support/fake-ai-process.ts).
const fakeProcess = fork(path.join(import.meta.dirname, 'support/fake-ai-process.ts'), {
  env: { ...process.env, FAKE_AI_LATENCY_MS: String(LATENCY_MS) },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const fakeUrl = await new Promise<string>((resolve, reject) => {
  fakeProcess.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  fakeProcess.once('exit', (code) => reject(new Error(`the fake provider exited (${code})`)));
});
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database, logger, storage, bus, analyzer } = await openInProcessApp({
  dataDir,
  databaseUrl,
  env: {
    AI_PROVIDER: 'openai',
    AI_API_KEY: 'sk-bench',
    AI_BASE_URL: `${fakeUrl}/v1`,
    TAGWISE_TEST_HOOKS: 'true',
    QUEUE_CONCURRENCY: String(CONCURRENCY),
  },
  analyzer: (settings) => createSdkAnalyzer(settings.ai!),
  // Across processes on PostgreSQL, as a deployed server runs it.
  bus: (log) => createEventBus(databaseUrl, log),
});
const runner = startQueueRunner({
  db: database.db,
  storage,
  analyzer: analyzer!,
  bus,
  logger,
  settings: config.queue,
  soleProcess: !databaseUrl,
});

const origin = config.publicUrl;
const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers
  .getSetCookie()
  .find((c) => c.startsWith('tagwise.session_token='))!
  .split(';')[0]!;
const call = async <T>(route: string, init: { method?: string; json?: unknown; body?: FormData } = {}) => {
  const res = await app.request(route, {
    method: init.method ?? 'GET',
    headers: { origin, cookie, ...(init.json !== undefined && { 'content-type': 'application/json' }) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (res.status >= 300) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
};

await call('/api/test/credits', { method: 'POST', json: { tier: 'pro-300', packCredits: PHOTOS } });
const project = await call<{ id: string }>('/api/projects', { method: 'POST', json: { name: 'Bench house' } });
const batch = await call<Batch>('/api/batches', {
  method: 'POST',
  json: { name: 'Bench', projectId: project.id, total: PHOTOS },
});
await call(`/api/batches/${batch.id}/pause`, { method: 'POST' });
const uploadStart = performance.now();
for (let i = 0; i < PHOTOS; i++) {
  const form = new FormData();
  form.append('clientFileId', `bench-${i}`);
  form.append('photo', new Blob([new Uint8Array(photo)]), `bench-${i}.jpg`);
  await call(`/api/batches/${batch.id}/files`, { method: 'POST', body: form });
}
const uploadMs = performance.now() - uploadStart;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const started = performance.now();
await call(`/api/batches/${batch.id}/resume`, { method: 'POST' });
let detail: BatchDetail;
for (;;) {
  detail = await call<BatchDetail>(`/api/batches/${batch.id}`);
  if (!['pending', 'processing'].includes(detail.batch.status)) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const totalMs = performance.now() - started;
clearInterval(sampler);

const ratio = totalMs / IDEAL_MS;
console.log(
  `bulk queue, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${PHOTOS} photos, concurrency ${CONCURRENCY}, provider ${LATENCY_MS} ms`,
);
console.log(`  status ${detail.batch.status}: ${detail.batch.completed} succeeded, ${detail.batch.failed} failed`);
console.log(
  `  total ${(totalMs / 1000).toFixed(1)} s vs ideal ${(IDEAL_MS / 1000).toFixed(1)} s: ${ratio.toFixed(3)}x (budget 1.15x) ${ratio <= 1.15 ? 'OK' : 'OVER'}`,
);
console.log(
  `  uploads beforehand: ${(uploadMs / 1000).toFixed(1)} s (${(uploadMs / PHOTOS).toFixed(0)} ms per 1600 px photo)`,
);
console.log(`  server memory: peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB during the run`);

await runner.stop();
await bus.close();
await database.close();
fakeProcess.kill();
rmSync(dataDir, { recursive: true, force: true });
process.exit(detail.batch.completed === PHOTOS && ratio <= 1.15 ? 0 : 1);
