import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tagwise-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tagwise</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(
    path.join(dist, 'prerendered', 'home.html'),
    '<!doctype html><title>Tagwise</title><div id="root"><h1>Snap. Analyze. Sell.</h1></div>',
  );
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  // Same app, this time with a web build to serve.
  const { createAuth } = await import('../src/auth/auth.ts');
  const { createMailer } = await import('../src/mail/mailer.ts');
  const { createLogger } = await import('../src/logger.ts');
  const logger = createLogger('silent');
  const mailer = createMailer({ db: t.database.db, logger, smtpUrl: undefined, from: 'x <x@x.x>' });
  const auth = createAuth({ config: t.config, db: t.database.db, logger, mailer, secret: 's'.repeat(40) });
  app = createApp({
    config: t.config,
    database: t.database,
    logger,
    auth,
    storage: t.storage,
    secret: 's'.repeat(40),
    webDist: dist,
    bus: t.bus,
  });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the HTML shell and other files', async () => {
    const root = await app.request('/');
    expect(root.status).toBe(200);
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(await root.text()).toContain('<div id="root">');
    expect((await app.request('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with the HTML shell', async () => {
    const res = await app.request('/projects/123');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('does not answer a missing asset or API route with HTML', async () => {
    expect((await app.request('/assets/index-old999.js')).status).toBe(404);
    const api = await app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('the prerendered landing page', () => {
  it('is served at /home, and at / to visitors without a session cookie', async () => {
    for (const path of ['/home', '/']) {
      const res = await app.request(path);
      expect(await res.text()).toContain('Snap. Analyze. Sell.');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('is not served at / to someone with a session cookie, who gets the app shell', async () => {
    const res = await app.request('/', { headers: { cookie: 'tagwise.session_token=abc.def' } });
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Snap. Analyze. Sell.');
  });

  it('sends precompressed assets to browsers that accept them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from('brotli-bytes'));
  });
});
