import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEAM_MESSAGES, type TeamMember } from '@tagwise/core/schemas/team';
import { session, user } from '../src/db/schema/auth.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { routeGoogleTo, startFakeGoogle, type GoogleAccount } from './fakes/google-server.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

// The request we send people to Google with, and what comes back: Google itself is played by a loopback
// fake (fakes/google-server.ts) that speaks its code flow.

const GOOGLE_CLIENT = { clientId: 'tagwise-test.apps.googleusercontent.com', clientSecret: 'not-a-real-secret' };

let withGoogle: TestApp;
let without: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let unroute: () => void;
beforeAll(async () => {
  withGoogle = await createTestApp({
    env: { GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId, GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret },
  });
  without = await createTestApp({ database: withGoogle.database });
  google = await startFakeGoogle(GOOGLE_CLIENT);
  unroute = routeGoogleTo(google.url);
});
afterAll(async () => {
  unroute();
  await google.close();
  await withGoogle.close();
});

const startGoogle = (t: TestApp) =>
  t.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', callbackURL: '/projects?signed_in=google', errorCallbackURL: '/signin?oauth_error=1' },
  });

describe('Google sign-in', () => {
  it('sends people to Google with our client id, callback, offline access and consent', async () => {
    const res = await startGoogle(withGoogle);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const target = new URL(url);
    expect(target.origin).toBe('https://accounts.google.com');
    expect(target.searchParams.get('client_id')).toBe('tagwise-test.apps.googleusercontent.com');
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(target.searchParams.get('access_type')).toBe('offline');
    expect(target.searchParams.get('prompt')).toContain('consent');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(url).not.toContain('not-a-real-secret');
  });

  it('is refused when Google is not configured', async () => {
    const res = await startGoogle(without);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a callback address on another site (no open redirect)', async () => {
    const res = await withGoogle.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: 'https://evil.example/steal' },
    });
    expect(res.status).toBe(403);
  });
});

/**
 * "Continue with Google" as a browser goes through it: the app sends the person to Google, they pick
 * `account` there, and Google sends them back to the app's callback. Answers the callback's response.
 */
async function continueWithGoogle(account: GoogleAccount) {
  const started = await startGoogle(withGoogle);
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  // The browser keeps what the app set when sending it away (the signed state), and brings it back.
  const cookie = started.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return withGoogle.request(google.consent(url, account), { cookie, redirect: 'manual' });
}
const hasSessionCookie = (res: Response) =>
  res.headers.getSetCookie().some((c) => c.startsWith('tagwise.session_token=') && !c.includes('Max-Age=0'));

describe('coming back from Google', () => {
  it('signs the person in and takes them to their projects', async () => {
    const back = await continueWithGoogle({ sub: '1001', email: 'Grace.Google@example.com', name: 'Grace Hopper' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/projects?signed_in=google');
    const signedIn = await withGoogle.request('/api/auth/get-session', { cookie: sessionCookie(back) });
    expect(await signedIn.json()).toMatchObject({ user: { email: 'grace.google@example.com', name: 'Grace Hopper' } });
  });

  it('refuses a team member their admin deactivated: back to sign-in with the reason, and no session', async () => {
    const admin = await withGoogle.signUp('google-admin@example.com');
    const [adminRow] = await withGoogle.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'google-admin@example.com'));
    await withGoogle.request('/api/credits', { cookie: admin });
    await withGoogle.database.db
      .update(subscriptions)
      .set({ tier: 'enterprise', status: 'active' })
      .where(eq(subscriptions.ownerId, adminRow!.id));
    const created = await withGoogle.request('/api/team/members', {
      method: 'POST',
      cookie: admin,
      json: { displayName: 'Jo Helper', email: 'jo.helper@example.com', password: 'Tagwise-helper-7' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const member = (await created.json()) as TeamMember;
    // Jo confirmed the address (as opening a change-of-address link does), so Google's account joins Jo's.
    await withGoogle.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, 'jo.helper@example.com'));
    const jo: GoogleAccount = { sub: '2002', email: 'jo.helper@example.com', name: 'Jo Helper' };
    const active = await continueWithGoogle(jo);
    expect(active.headers.get('location')).toBe('/projects?signed_in=google');
    expect((await withGoogle.request('/api/projects', { cookie: sessionCookie(active) })).status).toBe(200);

    const turnedOff = await withGoogle.request(`/api/team/members/${member.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { displayName: 'Jo Helper', email: 'jo.helper@example.com', isActive: false },
    });
    expect(turnedOff.status, await turnedOff.clone().text()).toBe(200);

    const refused = await continueWithGoogle(jo);
    expect(refused.status).toBe(302);
    const to = new URL(refused.headers.get('location')!, withGoogle.config.publicUrl);
    expect(to.pathname).toBe('/signin');
    expect(to.searchParams.get('oauth_error')).toBe('1');
    expect(to.searchParams.get('error')).toBe('ACCOUNT_DEACTIVATED');
    expect(to.searchParams.get('error_description')).toBe(TEAM_MESSAGES.deactivated);
    expect(hasSessionCookie(refused)).toBe(false);
    const [joRow] = await withGoogle.database.db.select().from(user).where(eq(user.email, 'jo.helper@example.com'));
    expect(await withGoogle.database.db.select().from(session).where(eq(session.userId, joRow!.id))).toEqual([]);
  });
});
