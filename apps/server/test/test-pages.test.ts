import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { testPageRoutes } from '../src/modules/test-hooks/test-pages.ts';
import { createTestApp } from './support/test-app.ts';

// The web app's test pages (apps/web/test-pages, built apart from the app) are served only with the test
// hooks on, at /__test/, with the build's files as they are: the .wasm as WebAssembly, so the browser can
// compile it while it downloads.
const dist = mkdtempSync(path.join(os.tmpdir(), 'tagwise-test-pages-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'tag-scanner.html'), '<!doctype html><title>Tag scanner</title>');
writeFileSync(path.join(dist, 'assets/zxing_reader-abc.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the test pages', () => {
  it('are served at /__test/ from their own build, the .wasm as application/wasm', async () => {
    const app = new Hono().route('/', testPageRoutes(dist));
    const page = await app.request('/__test/tag-scanner.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Tag scanner');
    const wasm = await app.request('/__test/assets/zxing_reader-abc.wasm');
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect((await app.request('/__test/missing.html')).status).toBe(404);
  });

  it('say so when they are not built', async () => {
    const app = new Hono().route('/', testPageRoutes(path.join(dist, 'nowhere')));
    const res = await app.request('/__test/tag-scanner.html');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not built');
  });

  it('are no route of a server without the test hooks, and are one of a server with them', async () => {
    const plain = await createTestApp();
    const hooked = await createTestApp({ env: { TAGWISE_TEST_HOOKS: 'true' } });
    try {
      const res = await plain.request('/__test/tag-scanner.html');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('test page');
      // Built or not here, the hooked server answers for the test pages itself.
      const hookedRes = await hooked.request('/__test/none.html');
      expect(hookedRes.status).toBe(404);
      expect(await hookedRes.text()).toMatch(/test page/);
    } finally {
      await plain.close();
      await hooked.close();
    }
  });
});
