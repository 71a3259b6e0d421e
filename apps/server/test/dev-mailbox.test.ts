import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { lanAddress, listen } from './support/listen.ts';

// The development mailbox holds every e-mail the server sent, password reset links included: whoever reads
// it can take over any account. Only the machine the server runs on may, over a real socket.

let t: TestApp;
let loopback: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  loopback = await listen(t.app.fetch, '127.0.0.1');
  await t.signUp('victim@example.com');
  const asked = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: 'victim@example.com', redirectTo: '/x' },
  });
  expect(asked.status).toBe(200);
});
afterAll(async () => {
  await loopback.close();
  await t.close();
});

const notThere = { error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/dev/mailbox' } };
const mailboxOffered = async (base: string, headers?: Record<string, string>) =>
  ((await (await fetch(`${base}/api/config`, { headers })).json()) as { devMailbox: boolean }).devMailbox;

describe('the development mailbox', () => {
  it('shows the mail to a request from this machine', async () => {
    const res = await fetch(`${loopback.url}/api/dev/mailbox`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    expect(messages.find((m) => m.to === 'victim@example.com')?.text).toContain('/api/auth/reset-password/');
    expect(await mailboxOffered(loopback.url)).toBe(true);
  });

  it.skipIf(!lanAddress)(
    'is not there for a client that is not on loopback: 404, as a path that does not exist',
    async () => {
      const lan = await listen(t.app.fetch, lanAddress!);
      try {
        const res = await fetch(`${lan.url}/api/dev/mailbox`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(notThere);
        // Nor do the pages offer it.
        expect(await mailboxOffered(lan.url)).toBe(false);
      } finally {
        await lan.close();
      }
    },
  );

  it('is not there for a request a proxy passed on, even from loopback', async () => {
    const passedOn: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-real-ip': '203.0.113.5' },
    ];
    for (const headers of passedOn) {
      const res = await fetch(`${loopback.url}/api/dev/mailbox`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.json()).toEqual(notThere);
      expect(await mailboxOffered(loopback.url, headers)).toBe(false);
    }
  });

  it('is not there behind a reverse proxy (TRUST_PROXY): its requests come from this machine for anyone', async () => {
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    const server = await listen(proxied.app.fetch, '127.0.0.1');
    try {
      expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(404);
      expect(await mailboxOffered(server.url)).toBe(false);
    } finally {
      await server.close();
    }
  });
});
