import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { lanAddress, listen } from './support/listen.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(os.tmpdir(), 'tagwise-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>Tagwise</title></head><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
  // What the web build writes: per billing mode, each public page's HTML, and the list of them.
  for (const billing of ['test', 'none']) {
    mkdirSync(path.join(dist, 'prerendered', billing), { recursive: true });
    const page = (title: string, body: string) =>
      `<!doctype html><head><title>${title}</title><link rel="canonical" href="%TAGWISE_PUBLIC_URL%/x" /></head><div id="root">${body}</div>`;
    writeFileSync(
      path.join(dist, 'prerendered', billing, 'home.html'),
      page('Tagwise', '<h1>Snap. Analyze. Sell.</h1>'),
    );
    writeFileSync(path.join(dist, 'prerendered', billing, 'help.html'), page('Help', `<h1>Help (${billing})</h1>`));
    writeFileSync(path.join(dist, 'prerendered', billing, 'pricing.html'), page('Pricing', '<h1>Plans</h1>'));
  }
  writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      test: { '/home': 'test/home.html', '/help': 'test/help.html', '/pricing': 'test/pricing.html' },
      stripe: {},
      none: { '/home': 'none/home.html', '/help': 'none/help.html' },
    }),
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

  it('serves the other public pages prerendered for this billing mode, with the server’s address put in', async () => {
    const res = await app.request('/help');
    const html = await res.text();
    expect(html).toContain('<h1>Help (test)</h1>');
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/x" />`);
    expect(html).not.toContain('%TAGWISE_PUBLIC_URL%');
    expect(res.headers.get('vary')).toContain('Cookie');
    // Signed in, the app renders the page itself (its header offers the person's projects).
    const signedIn = await app.request('/help', { headers: { cookie: 'tagwise.session_token=abc.def' } });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
  });

  it('puts the public configuration and what is for sale into every page', async () => {
    // What is for sale too: the pricing page reached by a link from any of them draws its plans at once.
    for (const pagePath of ['/home', '/help', '/projects', '/pricing']) {
      const html = await (await app.request(pagePath)).text();
      const json = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(json!)).toMatchObject({ billing: 'test', passwordMinLength: 6 });
      const offers = /<script type="application\/json" id="billing-offers">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(offers!), pagePath).toMatchObject({ provider: 'test', testMode: true });
      expect((JSON.parse(offers!) as { plans: { priceId: string }[] }).plans[0]!.priceId).toMatch(/^price_/);
    }
  });

  it('lists the public pages for search engines', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const text = await sitemap.text();
    for (const pagePath of ['/home', '/help', '/pricing'])
      expect(text).toContain(`<loc>${t.config.publicUrl}${pagePath}</loc>`);
  });

  it('sends precompressed assets to browsers that accept them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from('brotli-bytes'));
  });
});

describe('the development mailbox in the pages', () => {
  it.skipIf(!lanAddress)('is offered only in pages sent to the server’s own machine', async () => {
    const local = await listen(app.fetch, '127.0.0.1');
    const lan = await listen(app.fetch, lanAddress!);
    const offered = async (base: string, pagePath: string) => {
      const html = await (await fetch(`${base}${pagePath}`)).text();
      const json = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(html)?.[1];
      return (JSON.parse(json!) as { devMailbox: boolean }).devMailbox;
    };
    try {
      for (const pagePath of ['/', '/home', '/help', '/pricing', '/forgot-password', '/dev/mailbox']) {
        expect(await offered(local.url, pagePath), pagePath).toBe(true);
        expect(await offered(lan.url, pagePath), pagePath).toBe(false);
      }
    } finally {
      await Promise.all([local.close(), lan.close()]);
    }
  });
});

describe('a server without billing', () => {
  it('serves its own prerendered pages, and no pricing page', async () => {
    const off = await createTestApp({ env: { BILLING_PROVIDER: 'none' }, webDist: dist });
    try {
      expect(await (await off.app.request('/help')).text()).toContain('<h1>Help (none)</h1>');
      const pricing = await (await off.app.request('/pricing')).text();
      expect(pricing).toContain('<div id="root"></div>');
      expect(pricing).toContain('"billing":"none"');
      expect(pricing).not.toContain('billing-offers');
      expect(await (await off.app.request('/sitemap.xml')).text()).not.toContain('/pricing');
    } finally {
      await off.close();
    }
  });
});
