import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { session, user } from '../src/db/schema/auth.ts';
import { teamMembers } from '../src/db/schema/team.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Signed-in routes read the session and the workspace in one statement of our own (auth/session-actor.ts),
// not through better-auth: each request still sees the database as it is now (nothing is cached), and
// better-auth still does what it writes (extending a session, deleting an expired one).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const signUp = () => t.signUp(`session-${++counter}@example.com`);
/** The session token inside a cookie `tagwise.session_token=<token>.<signature>`. */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
const refusal = async (res: Response) => {
  expect(res.status).toBe(401);
  return ((await res.json()) as { error: { message: string } }).error.message;
};
const DAY = 24 * 60 * 60 * 1000;

describe('the session behind signed-in routes', () => {
  it('is refused at the next request once it is revoked', async () => {
    const cookie = await signUp();
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(cookie)));
    expect(await refusal(await t.request('/api/projects', { cookie }))).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('refuses a member at the next request once deactivated, and lets them in again once turned back on', async () => {
    const adminEmail = `session-admin-${++counter}@example.com`;
    await t.signUp(adminEmail);
    const memberEmail = `session-member-${counter}@example.com`;
    const cookie = await t.signUpSubUser(memberEmail, adminEmail);
    const [member] = await t.database.db.select().from(user).where(eq(user.email, memberEmail));
    const [admin] = await t.database.db.select().from(user).where(eq(user.email, adminEmail));
    await t.database.db
      .insert(teamMembers)
      .values({ subUserId: member!.id, adminUserId: admin!.id, displayName: 'Jo', email: memberEmail });
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);

    const setActive = (isActive: boolean) =>
      t.database.db.update(teamMembers).set({ isActive }).where(eq(teamMembers.subUserId, member!.id));
    await setActive(false);
    expect(await refusal(await t.request('/api/projects', { cookie }))).toBe(TEAM_MESSAGES.deactivated);
    await setActive(true);
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
  });

  it('refuses a real token that the server did not sign', async () => {
    const token = tokenOf(await signUp());
    const signature = createHmac('sha256', 'another-server-secret-another-server-1').update(token).digest('base64');
    for (const value of [`${token}.${signature}`, token, `${token}.`]) {
      const cookie = `tagwise.session_token=${encodeURIComponent(value)}`;
      expect(await refusal(await t.request('/api/projects', { cookie }))).toBe(AUTH_MESSAGES.sessionExpired);
    }
  });

  it('leaves a session due for its daily extension to better-auth, which extends it', async () => {
    const cookie = await signUp();
    const token = tokenOf(cookie);
    // Extended once a day (auth.ts): a session whose expiry is 28 days away was last extended 2 days ago.
    const due = new Date(Date.now() + 28 * DAY);
    await t.database.db.update(session).set({ expiresAt: due }).where(eq(session.token, token));
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    const [after] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses an expired session, which better-auth deletes', async () => {
    const cookie = await signUp();
    const token = tokenOf(cookie);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.token, token));
    expect(await refusal(await t.request('/api/projects', { cookie }))).toBe(AUTH_MESSAGES.sessionExpired);
    expect(await t.database.db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });
});

describe('a page of items', () => {
  it('takes three statements: the session and workspace, the page with its photos, the pricing rules; its count two', async () => {
    const cookie = await signUp();
    const project = (await (
      await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Sale' } })
    ).json()) as {
      id: string;
    };
    for (const name of ['Lamp', 'Chair']) {
      const res = await t.request('/api/items', {
        method: 'POST',
        cookie,
        json: { projectId: project.id, name, category: 'Furniture', condition: 'Good', retailCents: 5000 },
      });
      expect(res.status).toBe(201);
    }
    // Both drivers' clients have query(); every statement of a request goes through it.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      // /api/items is guarded as '/api/items' and as '/api/items/*': the session is still read once.
      for (const path of [`/api/projects/${project.id}/items`, '/api/items?q=lamp', '/api/items']) {
        query.mockClear();
        const res = await t.request(path, { cookie });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
        expect(query, path).toHaveBeenCalledTimes(3);
      }
      // Their count: the session, then the count with the project's ownership check.
      query.mockClear();
      const count = await t.request(`/api/items/count?projectId=${project.id}`, { cookie });
      expect(await count.json()).toEqual({ total: 2 });
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
    }
  });
});
