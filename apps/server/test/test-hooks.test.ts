import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { lanAddress, listen } from './support/listen.ts';

// The browser tests' hooks make a session for any address: whoever reaches them holds every account. On a
// server started with TAGWISE_TEST_HOOKS, only the machine the server runs on may, over a real socket.

let t: TestApp;
let loopback: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ env: { TAGWISE_TEST_HOOKS: 'true' } });
  loopback = await listen(t.app.fetch, '127.0.0.1');
});
afterAll(async () => {
  await loopback.close();
  await t.close();
});

const askForSession = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/test/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'victim@example.com' }),
  });
const notThere = { error: { code: 'NOT_FOUND', message: 'No API endpoint at POST /api/test/sessions' } };

describe('the browser tests’ hooks', () => {
  it('make a session for a request from this machine', async () => {
    const res = await askForSession(loopback.url);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cookies: unknown[] }).cookies.length).toBeGreaterThan(0);
  });

  it.skipIf(!lanAddress)('are not there for a client that is not on loopback', async () => {
    const lan = await listen(t.app.fetch, lanAddress!);
    try {
      const res = await askForSession(lan.url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notThere);
    } finally {
      await lan.close();
    }
  });

  it('are not there for a request a proxy passed on, nor behind a reverse proxy', async () => {
    const res = await askForSession(loopback.url, { 'x-forwarded-for': '203.0.113.5' });
    expect(res.status).toBe(404);
    const proxied = await createTestApp({
      database: t.database,
      env: { TAGWISE_TEST_HOOKS: 'true', TRUST_PROXY: 'true' },
    });
    const server = await listen(proxied.app.fetch, '127.0.0.1');
    try {
      expect((await askForSession(server.url)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
