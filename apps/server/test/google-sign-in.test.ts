import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Google's side cannot be reached from here; what we own is the request we send people to Google with.

let withGoogle: TestApp;
let without: TestApp;
beforeAll(async () => {
  withGoogle = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'tagwise-test.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'not-a-real-secret' },
  });
  without = await createTestApp({ database: withGoogle.database });
});
afterAll(() => withGoogle.close());

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
