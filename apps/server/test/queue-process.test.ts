import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Batch, BatchDetail } from '@tagwise/core/schemas/batches';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { Project } from '@tagwise/core/schemas/projects';
import { openDatabase } from '../src/db/client.ts';
import { analysisJobs } from '../src/db/schema/batches.ts';
import { creditTransactions } from '../src/db/schema/credits.ts';
import { itemImages, items } from '../src/db/schema/items.ts';
import { uploads } from '../src/db/schema/uploads.ts';
import { startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { eventually } from './support/queue-helpers.ts';
import { startServerProcess } from './support/server-process.ts';

// The durability promise of the bulk queue, on the real entry point as an operator runs it: a server
// killed with SIGKILL in the middle of a 50-photo batch, started again on the same data directory,
// finishes the batch with every job's effect exactly once and no file left behind.

const PHOTO = path.resolve(import.meta.dirname, '../../../test-fixtures/photos/cup.webp');
const PORT = 3552;
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const start = (env: Record<string, string>) => startServerProcess(children, PORT, env);

async function call<T>(cookie: string, route: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(`${base}${route}`, {
    ...rest,
    headers: { origin, cookie, ...(json !== undefined && { 'content-type': 'application/json' }) },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (res.status >= 300) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

describe('the bulk queue across a crash', () => {
  it('finishes a 50-photo batch after kill -9: one item per succeeded job, credits equal to them, no orphaned file', async () => {
    const fake = await startFakeAiProvider({ port: 3551, always: { slowMs: 250 } });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-queue-crash-'));
    const env = {
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-fake',
      AI_BASE_URL: fake.baseUrls.openai,
      TAGWISE_TEST_HOOKS: 'true',
      QUEUE_CONCURRENCY: '4',
      QUEUE_LEASE_SECONDS: '3',
      QUEUE_POLL_MS: '200',
    };
    try {
      const first = start(env);
      await first.ready;
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'crash@example.com', password: 'survive-it-1', name: 'Crash' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith('tagwise.session_token='))!
        .split(';')[0]!;
      await call(cookie, '/api/test/credits', { method: 'POST', json: { tier: 'pro-300' } });
      const project = await call<Project>(cookie, '/api/projects', { method: 'POST', json: { name: 'Whole house' } });
      const batch = await call<Batch>(cookie, '/api/batches', {
        method: 'POST',
        json: { name: 'Crash test', projectId: project.id, total: 50 },
      });
      const photo = await readFile(PHOTO);
      for (let i = 0; i < 50; i++) {
        const form = new FormData();
        form.append('clientFileId', `file-${i}`);
        form.append('photo', new Blob([new Uint8Array(photo)]), `photo-${i}.webp`);
        await call(cookie, `/api/batches/${batch.id}/files`, { method: 'POST', body: form });
      }
      await eventually(
        async () => {
          const { batch: now } = await call<BatchDetail>(cookie, `/api/batches/${batch.id}`);
          expect(now.completed).toBeGreaterThanOrEqual(10);
        },
        60_000,
        100,
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);

      const second = start(env);
      await second.ready;
      const done = await eventually(
        async () => {
          const detail = await call<BatchDetail>(cookie, `/api/batches/${batch.id}`);
          expect(['completed', 'completed_with_errors']).toContain(detail.batch.status);
          return detail;
        },
        90_000,
        250,
      );
      const balance = await call<CreditBalance>(cookie, '/api/credits');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      expect(done.jobs).toHaveLength(50);
      for (const job of done.jobs) expect(['succeeded', 'failed']).toContain(job.status);
      const succeeded = done.jobs.filter((j) => j.status === 'succeeded');
      expect(done.batch.completed).toBe(succeeded.length);
      expect(balance.used).toBe(succeeded.length);
      expect(done.batch.creditsUsed).toBe(succeeded.length);

      const database = await openDatabase({ dataDir });
      try {
        const db = database.db;
        const itemRows = await db.select().from(items).where(eq(items.projectId, project.id));
        expect(itemRows).toHaveLength(succeeded.length);
        expect(new Set(succeeded.map((j) => j.itemId))).toEqual(new Set(itemRows.map((i) => i.id)));
        const jobs = await db.select().from(analysisJobs);
        const charges = await db.select().from(creditTransactions);
        expect(charges.filter((c) => c.status === 'pending')).toHaveLength(0);
        expect(charges.filter((c) => c.status === 'completed')).toHaveLength(succeeded.length);
        for (const job of jobs.filter((j) => j.status === 'succeeded')) {
          expect(charges.filter((c) => c.operationId === job.chargeKey && c.status === 'completed')).toHaveLength(1);
        }
        // Every stored file belongs to an item's photo or an upload still waiting; nothing else is on disk.
        const keys = new Set(
          [...(await db.select().from(itemImages)), ...(await db.select().from(uploads))].flatMap((r) => [
            r.displayKey,
            r.thumbKey,
          ]),
        );
        const mediaDir = path.join(dataDir, 'media');
        const files = (await readdir(mediaDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)));
        const orphans = files.filter((file) => !keys.has(file));
        expect(orphans).toEqual([]);
        expect(files.length).toBe(keys.size);
      } finally {
        await database.close();
      }
    } finally {
      await fake.close();
    }
  }, 180_000);
});

describe('a single analysis across a crash', () => {
  it('gives the credit back at the next start when the server is killed mid-analysis, and a retry charges once', async () => {
    // The provider takes long enough that the kill lands while the analysis waits for it.
    const fake = await startFakeAiProvider({ port: 3553, always: { slowMs: 4_000 } });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-analysis-crash-'));
    const env = {
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-fake',
      AI_BASE_URL: fake.baseUrls.openai,
    };
    try {
      const first = start(env);
      await first.ready;
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'single@example.com', password: 'survive-it-2', name: 'Single' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith('tagwise.session_token='))!
        .split(';')[0]!;
      const project = await call<Project>(cookie, '/api/projects', { method: 'POST', json: { name: 'Garage' } });
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(await readFile(PHOTO))]), 'cup.webp');
      const upload = await call<{ id: string }>(cookie, '/api/uploads', { method: 'POST', body: form });
      const before = await call<CreditBalance>(cookie, '/api/credits');

      const analysis = call(cookie, '/api/analyses', {
        method: 'POST',
        json: { projectId: project.id, uploadIds: [upload.id] },
      }).catch((error: unknown) => error);
      await eventually(() => Promise.resolve(expect(fake.requests.length).toBeGreaterThan(0)), 30_000, 50);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);
      expect(await analysis).toBeInstanceOf(Error);

      const second = start(env);
      await second.ready;
      const after = await call<CreditBalance>(cookie, '/api/credits');
      expect(after.used).toBe(before.used);
      // PGlite is one process: read the rows with the server stopped.
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const charges = await database.db.select().from(creditTransactions);
        expect(charges.map((c) => [c.status, c.error])).toEqual([
          ['refunded', 'The server stopped before the work finished'],
        ]);
        expect(await database.db.select().from(items)).toHaveLength(0);
      } finally {
        await database.close();
      }

      // The upload is still there; trying again charges exactly one credit and makes the item.
      fake.respondWith('good');
      const third = start(env);
      await third.ready;
      await call(cookie, '/api/analyses', { method: 'POST', json: { projectId: project.id, uploadIds: [upload.id] } });
      const retried = await call<CreditBalance>(cookie, '/api/credits');
      expect(retried.used).toBe(before.used + 1);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      await fake.close();
    }
  }, 120_000);
});
