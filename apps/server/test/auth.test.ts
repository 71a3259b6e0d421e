import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema/auth.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, headers?: Record<string, string>) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers });

describe('accounts', () => {
  it('signs up, reads the session, signs out, and signs in again', async () => {
    const cookie = await t.signUp('ada@example.com', 'analytical-1');

    const session = await t.request('/api/auth/get-session', { cookie });
    expect(await session.json()).toMatchObject({ user: { email: 'ada@example.com' } });

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    const after = await t.request('/api/auth/get-session', { cookie });
    expect(await after.json()).toBeNull();

    const again = await signIn('ada@example.com', 'analytical-1');
    expect(again.status).toBe(200);
    expect(sessionCookie(again)).toMatch(/^tagwise\.session_token=/);
  });

  it('stores only a hash of the password', async () => {
    await t.signUp('grace@example.com', 'cobol-forever-1');
    const { account } = await import('../src/db/schema/auth.ts');
    const rows = await t.database.db.select().from(account);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password).not.toContain('cobol-forever-1');
  });

  it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD and no cookie', async () => {
    await t.signUp('linus@example.com', 'penguins-1');
    const res = await signIn('linus@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith('tagwise.session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await signIn('nobody@example.com', 'whatever-1');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('makes no second account for a taken address, in any letter case, without saying why; its owner is e-mailed', async () => {
    await t.signUp('margaret@example.com', 'apollo-11-first');
    const signUp = (email: string) =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: 'apollo-11-ok', name: 'M' },
      });
    const res = await signUp('Margaret@Example.com');
    // The status and shape a sign-up answers with, as the password reset answers for any address; no session.
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string | null; user: Record<string, unknown> };
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ email: 'margaret@example.com', name: 'M', emailVerified: false });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('tagwise.session_token='))).toBe(false);
    const fresh = (await (await signUp('new-margaret@example.com')).json()) as typeof body;
    expect(Object.keys(fresh.user).sort()).toEqual(Object.keys(body.user).sort());
    expect(fresh.token).toEqual(expect.any(String));
    // Nothing changed in the account: one of it, its own password.
    expect(await t.database.db.select().from(user).where(eq(user.email, 'margaret@example.com'))).toHaveLength(1);
    expect((await signIn('margaret@example.com', 'apollo-11-first')).status).toBe(200);
    expect((await signIn('margaret@example.com', 'apollo-11-ok')).status).toBe(401);

    // The owner hears of it, with the way in; a few times in 15 minutes at most, however many try.
    for (let i = 0; i < 3; i++) expect((await signUp('margaret@example.com')).status).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'margaret@example.com'));
    expect(mails).toHaveLength(3);
    expect(mails[0]).toMatchObject({ subject: 'Someone tried to create a Tagwise account with your address' });
    expect(mails[0]!.textBody).toContain(`${t.config.publicUrl}/signin`);
    expect(mails[0]!.textBody).toContain(`${t.config.publicUrl}/forgot-password`);
  });

  it('refuses passwords shorter than 6 characters', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'short@example.com', password: '12345', name: 'S' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses requests from a foreign origin', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'x=1' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'analytical-1' }),
    });
    expect(res.status).toBe(403);
  });

  it('treats a tampered session cookie as signed out', async () => {
    const cookie = await t.signUp('tamper@example.com');
    const forged = cookie.replace(/=(.)/, (_m, ch: string) => `=${ch === 'a' ? 'b' : 'a'}`);
    const res = await t.request('/api/auth/get-session', { cookie: forged });
    expect(await res.json()).toBeNull();
  });
});

describe('rate limiting', () => {
  it('limits sign-in attempts per client, and a forged client-ip header does not reset the count', async () => {
    // Behind a trusted proxy, the client is the X-Forwarded-For address; a unique one keeps this test's
    // counter apart from other tests (better-auth's memory store is shared by the process).
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'x@example.com', password: 'nope-nope' },
          headers: { 'x-forwarded-for': '203.0.113.77', 'x-tagwise-client-ip': `10.0.0.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits per account and address: a crew on one hotspot is not locked out by one person, and the wait is said', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
    try {
      await limited.signUp('crew@example.com', 'right-horse-1');
      const signIn = (email: string, password: string, address: string) =>
        limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password },
          headers: { 'x-forwarded-for': address },
        });
      const hotspot = '198.51.100.9';
      for (let i = 0; i < 3; i++) expect((await signIn('boss@example.com', 'wrong-one', hotspot)).status).toBe(401);
      const refused = await signIn('boss@example.com', 'wrong-one', hotspot);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe('TOO_MANY_REQUESTS');
      expect(body.message).toMatch(/^Too many attempts\. Try again in \d+ (second|seconds|minute)\.$/);
      // Another person behind the same address, with the right password, gets in.
      expect((await signIn('crew@example.com', 'right-horse-1', hotspot)).status).toBe(200);
      // The same account from another address is not locked either.
      expect((await signIn('boss@example.com', 'wrong-one', '192.0.2.44')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('counts in the database: two processes on one database share the count, and neither lets the right password past', async () => {
    // Two API processes behind a load balancer: each is an app of its own on the same database.
    const one = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
    const other = await createTestApp({
      database: one.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' },
    });
    try {
      await one.signUp('shared@example.com', 'right-horse-2');
      const signIn = (app: TestApp, password: string) =>
        app.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'shared@example.com', password },
          headers: { 'x-forwarded-for': '203.0.113.31' },
        });
      expect((await signIn(one, 'wrong-one')).status).toBe(401);
      expect((await signIn(other, 'wrong-two')).status).toBe(401);
      expect((await signIn(one, 'wrong-three')).status).toBe(401);
      // The limit is reached on both: the other process refuses too, the right password included.
      const refused = await signIn(other, 'right-horse-2');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(one, 'right-horse-2')).status).toBe(429);

      // Guesses sent to both at once are counted exactly: three pass the limit, whichever process answers.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          (n % 2 ? one : other).request('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: 'burst@example.com', password: 'nope-nope' },
            headers: { 'x-forwarded-for': '203.0.113.32' },
          }),
        ),
      );
      const statuses = burst.map((res) => res.status).sort();
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    } finally {
      await one.close();
    }
  });

  it('still stops one address trying many accounts (a password spray)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: `victim${i}@example.com`, password: 'password1' },
          headers: { 'x-forwarded-for': '203.0.113.200' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('passwords and sign-up', () => {
  it('refuses the most common passwords at sign-up and at a change, keeping the 6-character rule', async () => {
    for (const password of ['password', '1234567', 'Qwerty123']) {
      const res = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: `common-${password}@example.com`, password, name: 'C' },
      });
      expect(res.status, password).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('PASSWORD_TOO_COMMON');
    }
    const short = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'short@example.com', password: 'ab12', name: 'S' },
    });
    expect(((await short.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
    const cookie = await t.signUp('changer@example.com', 'fine-horse-9');
    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: 'fine-horse-9', newPassword: 'password1' },
    });
    expect(change.status).toBe(400);
    expect(((await change.json()) as { message: string }).message).toContain('most common');
  });

  it('a password change signs out every other device, whatever the client asks; this one stays signed in', async () => {
    const here = await t.signUp('two-devices@example.com', 'first-horse-9');
    const there = sessionCookie(await signIn('two-devices@example.com', 'first-horse-9'));
    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: here,
      json: { currentPassword: 'first-horse-9', newPassword: 'second-horse-9', revokeOtherSessions: false },
    });
    expect(change.status, await change.clone().text()).toBe(200);
    expect((await t.request('/api/projects', { cookie: there })).status).toBe(401);
    // This device carries on with the session the change gave it.
    expect((await t.request('/api/projects', { cookie: sessionCookie(change) })).status).toBe(200);
    expect((await signIn('two-devices@example.com', 'first-horse-9')).status).toBe(401);
    expect((await signIn('two-devices@example.com', 'second-horse-9')).status).toBe(200);
  });

  it('answers the loser of a sign-up race as a taken address, not as a failure to create the user', async () => {
    const attempt = () =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: 'racer@example.com', password: 'race-horse-7', name: 'R' },
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const tokens = await Promise.all(
      results.map(async (res) => ((await res.json()) as { token: string | null }).token),
    );
    expect(tokens.filter((token) => token !== null)).toHaveLength(1);
    // The account is the racer's own, made a moment ago: nobody to warn.
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'racer@example.com'))).toEqual(
      [],
    );
  });
});

describe('changing the e-mail address', () => {
  it('sends a link to the new address; the sign-in address changes when it is opened, not before', async () => {
    const cookie = await t.signUp('old-address@example.com', 'moving-house-7');
    const asked = await t.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail: 'New-Address@example.com', callbackURL: '/account?email=changed' },
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    // Nothing changes until the link is opened: the old address still signs in.
    expect((await signIn('old-address@example.com', 'moving-house-7')).status).toBe(200);

    const mailbox = (await (await t.request('/api/dev/mailbox')).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = mailbox.messages.find((message) => message.to === 'new-address@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Tagwise');
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.text)![0];
    const opened = await t.request(new URL(link).pathname + new URL(link).search, { cookie, redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account?email=changed');

    expect((await signIn('old-address@example.com', 'moving-house-7')).status).toBe(401);
    const again = await signIn('new-address@example.com', 'moving-house-7');
    expect(again.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: sessionCookie(again) });
    expect(await session.json()).toMatchObject({ user: { email: 'new-address@example.com' } });
  });

  it('refuses an address that is not one, and says nothing about addresses already in use', async () => {
    const cookie = await t.signUp('stays-put@example.com', 'moving-house-7');
    await t.signUp('taken@example.com', 'moving-house-7');
    const bad = await t.request('/api/auth/change-email', { method: 'POST', cookie, json: { newEmail: 'nope' } });
    expect(bad.status).toBe(400);
    // An address in use answers as any other (no way to learn who has an account), and changes nothing.
    const taken = await t.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail: 'taken@example.com' },
    });
    expect(taken.status).toBe(200);
    expect((await signIn('stays-put@example.com', 'moving-house-7')).status).toBe(200);
  });
});
