import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../../http/app-env.ts';
import { errorResponse } from '../../http/on-error.ts';

/** Where apps/web/test-pages/build.ts writes the test pages (never part of the app's own build). */
export const TEST_PAGES_DIST = fileURLToPath(new URL('../../../../web/dist-test-pages', import.meta.url));

/**
 * The web app's test pages at /__test/ (the tag scanner on a page of its own, for browser tests before a
 * screen mounts it), with the app's own headers (its content security policy among them). Mounted only
 * with the test hooks on, like the rest of this module.
 */
export function testPageRoutes(dist = TEST_PAGES_DIST) {
  const app = new Hono<AppEnv>();
  // Built before the server starts (scripts/e2e-server.mjs), or not at all.
  if (!existsSync(dist)) {
    return app.all('/__test/*', (c) =>
      errorResponse(c, 404, 'NOT_FOUND', 'The test pages are not built: node scripts/test-pages-build.mjs'),
    );
  }
  const root = path.relative(process.cwd(), dist) || '.';
  return app
    .use('/__test/*', serveStatic({ root, rewriteRequestPath: (requestPath) => requestPath.slice('/__test'.length) }))
    .all('/__test/*', (c) => errorResponse(c, 404, 'NOT_FOUND', 'No test page here'));
}
