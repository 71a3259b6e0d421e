import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthCheck } from '../src/modules/health/check-health.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase } from './support/test-database.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET/HEAD /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: unknown };
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers HEAD with the status and no body', async () => {
    const res = await t.request('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers 503 when the database is unreachable', async () => {
    const down = await createTestDatabase();
    const broken = await createTestApp({ database: down });
    await down.close();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('answers at once from a recent ping while the database is busy, and says down when none is recent', async () => {
    let release: (up: boolean) => void = () => undefined;
    let pings = 0;
    const slow = {
      ping: () => {
        pings++;
        return pings === 1 ? Promise.resolve(true) : new Promise<boolean>((resolve) => (release = resolve));
      },
    };
    const check = createHealthCheck({ database: slow, waitMs: 20, freshMs: 60_000 });
    expect(await check()).toMatchObject({ status: 'ok', database: 'up' });
    // The database is stuck behind other work: the answer does not wait for it.
    expect(await check()).toMatchObject({ status: 'ok', database: 'up' });
    expect(pings).toBe(2);
    release(true);

    const never = createHealthCheck({ database: { ping: () => new Promise<boolean>(() => undefined) }, waitMs: 20 });
    expect(await never()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('sends security headers and a request id on every response', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The tag scanner compiles zxing-wasm; nothing may eval JavaScript.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed request id from the caller and replaces a malformed one', async () => {
    const kept = await t.request('/api/health', { headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234-abcd');
    const replaced = await t.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('script');
  });
});

describe('GET /api/config', () => {
  it('exposes only public flags', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      googleSignIn: false,
      devMailbox: true,
      passwordMinLength: 6,
      billing: 'test',
      supportEmail: null,
    });
  });

  it('names the support address when SUPPORT_EMAIL is set, and refuses one that is not an address', async () => {
    const s = await createTestApp({ env: { SUPPORT_EMAIL: 'help@estates.example' } });
    expect(((await (await s.request('/api/config')).json()) as { supportEmail: string }).supportEmail).toBe(
      'help@estates.example',
    );
    await s.close();
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'help' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('says Google sign-in is available when both Google settings are present, without leaking them', async () => {
    const g = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'client-id-123', GOOGLE_CLIENT_SECRET: 'very-secret-value' },
    });
    const res = await g.request('/api/config');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ googleSignIn: true });
    expect(text).not.toContain('very-secret-value');
    expect(text).not.toContain('client-id-123');
    await g.close();
  });
});
