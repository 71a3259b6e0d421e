import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

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
