import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Batch } from '@tagwise/core/schemas/batches';
import type { Project } from '@tagwise/core/schemas/projects';
import { openDatabase } from '../src/db/client.ts';
import { startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { eventually } from './support/queue-helpers.ts';
import { startServerProcess } from './support/server-process.ts';
import { adminUrl, databaseUrl } from './support/postgres-urls.ts';

// Several processes on one PostgreSQL (DESIGN.md section 2): an API process without a runner and a
// worker process. The batch's jobs change only in the worker; a browser connected to the API process
// still sees them live, through LISTEN/NOTIFY. Needs PostgreSQL: PGlite's NOTIFY never leaves its process.

const PHOTO = path.resolve(import.meta.dirname, '../../../test-fixtures/photos/cup.webp');
const testUrl = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const start = (port: number, env: Record<string, string>) => startServerProcess(children, port, env);

describe.skipIf(!testUrl)('two server processes on one PostgreSQL', () => {
  it('deliver an event raised in one to an event stream connected to the other', async () => {
    const name = `tagwise_two_${randomUUID().replaceAll('-', '')}`;
    const admin = await openDatabase({ databaseUrl: adminUrl(testUrl!) });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const fake = await startFakeAiProvider({ port: 3571, always: { slowMs: 100 } });
    const env = {
      DATABASE_URL: databaseUrl(testUrl!, name),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tagwise-two-')),
      BETTER_AUTH_SECRET: 'two-processes-share-this-secret-0123456789',
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-fake',
      AI_BASE_URL: fake.baseUrls.openai,
      TAGWISE_TEST_HOOKS: 'true',
      QUEUE_POLL_MS: '60000',
    };
    try {
      // The API process starts first and migrates; the worker's runner is the only one.
      const api = start(3572, { ...env, QUEUE_RUNNER: 'false' });
      await api.ready;
      const worker = start(3573, { ...env, PUBLIC_URL: 'http://localhost:3572' });
      await worker.ready;
      const base = 'http://127.0.0.1:3572';
      const origin = 'http://localhost:3572';
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'two@example.com', password: 'two-processes-1', name: 'Two' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith('tagwise.session_token='))!
        .split(';')[0]!;
      const post = async <T>(route: string, body: FormData | object) => {
        const form = body instanceof FormData;
        const res = await fetch(`${base}${route}`, {
          method: 'POST',
          headers: { origin, cookie, ...(!form && { 'content-type': 'application/json' }) },
          body: body instanceof FormData ? body : JSON.stringify(body),
        });
        expect(res.status, await res.clone().text()).toBeLessThan(300);
        return (res.status === 204 ? undefined : await res.json()) as T;
      };
      await post('/api/test/credits', { tier: 'pro-300' });

      const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += value;
        }
      })();

      const project = await post<Project>('/api/projects', { name: 'Shared' });
      const batch = await post<Batch>('/api/batches', { name: 'Across processes', projectId: project.id, total: 2 });
      const photo = await readFile(PHOTO);
      for (const id of ['a', 'b']) {
        const form = new FormData();
        form.append('clientFileId', id);
        form.append('photo', new Blob([new Uint8Array(photo)]), `${id}.webp`);
        await post(`/api/batches/${batch.id}/files`, form);
      }
      // Only the worker process runs jobs, so "succeeded" and "completed" can only have come from it.
      await eventually(
        () =>
          Promise.resolve().then(() => {
            expect(text).toContain('"status":"succeeded"');
            expect(text).toContain(`"id":"${batch.id}"`);
            expect(text).toMatch(/"status":"completed"/);
          }),
        30_000,
        100,
      );
      await reader.cancel();
      api.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(await worker.exited).toBe(0);
    } finally {
      await fake.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }, 120_000);
});
