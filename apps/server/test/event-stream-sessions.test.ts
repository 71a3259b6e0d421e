import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TeamMember } from '@tagwise/core/schemas/team';
import { session, user } from '../src/db/schema/auth.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { teamMembers } from '../src/db/schema/team.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

// GET /api/events outlives the request that opened it: a member who is deactivated or removed, or whose
// session ends any other way, must stop hearing the workspace's queue. Two servers: one whose heartbeat
// is a minute away (so an end within a second is the bus's doing), one with a fast heartbeat (the check
// that covers an expiry or a lost message).

let slow: TestApp;
let fast: TestApp;
let counter = 0;
beforeAll(async () => {
  [slow, fast] = await Promise.all([
    createTestApp({ env: { SSE_HEARTBEAT_MS: '60000' } }),
    createTestApp({ env: { SSE_HEARTBEAT_MS: '150' } }),
  ]);
});
afterAll(() => Promise.all([slow.close(), fast.close()]));

/** An admin on Pro 300 (team accounts included) with one member, both signed in. */
async function team(t: TestApp) {
  const email = `stream-admin-${++counter}@example.com`;
  const admin = await t.signUp(email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.request('/api/credits', { cookie: admin });
  await t.database.db
    .update(subscriptions)
    .set({ tier: 'pro-300', status: 'active' })
    .where(eq(subscriptions.ownerId, row!.id));
  const input = {
    displayName: 'Jo Lister',
    email: `stream-member-${++counter}@example.com`,
    password: 'Tagwise-lister-7',
  };
  const created = await t.request('/api/team/members', { method: 'POST', cookie: admin, json: input });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as TeamMember;
  const signedIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: input.email, password: input.password },
  });
  expect(signedIn.status).toBe(200);
  return { admin, member: { id, cookie: sessionCookie(signedIn) } };
}

/** An open event stream read in the background: what it has said, and whether the server ended it. */
async function openStream(t: TestApp, cookie: string) {
  const controller = new AbortController();
  const res = await t.request('/api/events', { cookie, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const state = { text: '', ended: false };
  const finished = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        state.text += value;
      }
      state.ended = true;
    } catch {
      // Aborted by the test itself.
    }
  })();
  const within = (ms: number) =>
    Promise.race([finished.then(() => state.ended), new Promise<false>((r) => setTimeout(() => r(false), ms))]);
  const until = async (needle: string) => {
    for (let waited = 0; !state.text.includes(needle); waited += 20) {
      if (waited > 5_000) throw new Error(`the stream never said ${needle}: ${state.text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { state, within, until, close: () => controller.abort() };
}

describe('the event stream of someone whose sessions end', () => {
  it("ends at once when the admin deactivates the member; the admin's own stream goes on", async () => {
    const { admin, member } = await team(slow);
    const theirs = await openStream(slow, member.cookie);
    const mine = await openStream(slow, admin);
    await Promise.all([theirs.until('event: ready'), mine.until('event: ready')]);

    const off = await slow.request(`/api/team/members/${member.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(await theirs.within(2_000)).toBe(true);
    expect(await mine.within(300)).toBe(false);
    // The browser's reconnect meets the door.
    expect((await slow.request('/api/events', { cookie: member.cookie })).status).toBe(401);
    mine.close();
  });

  it('ends at once when the admin removes the member', async () => {
    const { admin, member } = await team(slow);
    const theirs = await openStream(slow, member.cookie);
    await theirs.until('event: ready');
    expect((await slow.request(`/api/team/members/${member.id}`, { method: 'DELETE', cookie: admin })).status).toBe(
      204,
    );
    expect(await theirs.within(2_000)).toBe(true);
  });

  it('ends at once at a sign-out, and on the other devices at a password change', async () => {
    const { member } = await team(slow);
    const signedOut = await openStream(slow, member.cookie);
    await signedOut.until('event: ready');
    expect((await slow.request('/api/auth/sign-out', { method: 'POST', cookie: member.cookie, json: {} })).status).toBe(
      200,
    );
    expect(await signedOut.within(2_000)).toBe(true);

    const { member: other } = await team(slow);
    const [row] = await slow.database.db.select({ email: user.email }).from(user).where(eq(user.id, other.id));
    const phone = sessionCookie(
      await slow.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: row!.email, password: 'Tagwise-lister-7' },
      }),
    );
    const onPhone = await openStream(slow, phone);
    await onPhone.until('event: ready');
    const changed = await slow.request('/api/auth/change-password', {
      method: 'POST',
      cookie: other.cookie,
      json: { currentPassword: 'Tagwise-lister-7', newPassword: 'Tagwise-lister-8', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await onPhone.within(2_000)).toBe(true);
  });

  it('ends at the next heartbeat when the session ends without a message, or the member is turned off', async () => {
    const { member } = await team(fast);
    const live = await openStream(fast, member.cookie);
    // A live session keeps its stream across heartbeats.
    await live.until(': heartbeat\n\n: heartbeat');
    expect(live.state.ended).toBe(false);
    // Expired, or ended by another process whose message was lost: only the heartbeat's check sees it.
    await fast.database.db.delete(session).where(eq(session.userId, member.id));
    expect(await live.within(2_000)).toBe(true);

    const { member: other } = await team(fast);
    const flagged = await openStream(fast, other.cookie);
    await flagged.until('event: ready');
    // The flag alone (a session that survived, made another way) is enough.
    await fast.database.db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.subUserId, other.id));
    expect(await flagged.within(2_000)).toBe(true);
  });
});
