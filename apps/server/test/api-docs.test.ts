import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** What the public routes answer a visitor's empty request; every other route answers 401. */
const PUBLIC_ANSWERS = {
  'GET /api/health': 200,
  'GET /api/config': 200,
  'GET /api/dev/mailbox': 200,
  'POST /api/client-errors': 400,
  'GET /api/billing/offers': 200,
  'POST /api/billing/signup-checkout': 400,
  'POST /api/billing/signup-checkouts/{sessionId}/confirm': 404,
  'GET /api/billing/test-checkout/{sessionId}': 404,
  'POST /api/billing/test-checkout/{sessionId}/pay': 400,
  'POST /api/billing/test-checkout/{sessionId}/cancel': 404,
  'POST /api/assistant/messages': 400,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('serves one OpenAPI document with our routes and the account routes', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config',
        '/api/client-errors',
        '/api/dev/mailbox',
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
      ]),
    );
    expect(doc.paths['/api/auth/sign-in/email']?.post?.tags).toEqual(['Accounts']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/test'))).toBe(false);
  });

  it('asks a visitor to sign in on every documented route but the public few (a route left unguarded fails here)', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const answers: Record<string, number> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/auth/')) continue;
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, 'cs_test_unknown');
        const res = await t.request(url, { method: method.toUpperCase(), ...(method !== 'get' && { json: {} }) });
        if (res.status !== 401) answers[`${method.toUpperCase()} ${path}`] = res.status;
      }
    }
    // Public on purpose: the app's health and settings, the dev mailbox (on only without SMTP), a browser's
    // error reports, the price list, a visitor's plan checkout and the test checkout page (its id is its key),
    // and the help assistant (a visitor's questions are answered from the help alone, never by the AI).
    expect(answers).toEqual(PUBLIC_ANSWERS);
  });

  it('serves a readable docs page whose assets come from our own origin', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Tagwise API');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(2);
    for (const src of sources) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await t.request(src)).status).toBe(200);
    }
    expect((await t.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
