import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../http/app-env.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a year;
 * everything else (index.html, the service worker, the manifest) is revalidated on every visit so a
 * deploy reaches people at once. Unknown paths get index.html and the client router decides.
 */
export function staticRoutes(webDist: string) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return app;

  const indexHtml = readFileSync(indexPath, 'utf8');
  const landingPath = path.join(webDist, 'prerendered', 'home.html');
  const landingHtml = existsSync(landingPath) ? readFileSync(landingPath, 'utf8') : indexHtml;
  const root = path.relative(process.cwd(), webDist) || '.';

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
  });
  // HTML pages are compressed per response; files with a .br/.gz beside them are sent as those instead.
  app.use('*', compress());
  // The landing page arrives as finished HTML. `/` gets it only without a session cookie: a signed-in
  // person is sent on to their projects by the client, and must not see the landing page flash first.
  app.get('/home', (c) => c.html(landingHtml));
  app.get('/', (c, next) =>
    c.req.header('cookie')?.includes('tagwise.session_token=') ? next() : c.html(landingHtml),
  );
  // The build writes .br/.gz beside each text asset; the best one the browser accepts is sent.
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing hashed asset is a stale page asking for an old build: a 404, not the HTML shell.
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', (c) => c.html(indexHtml));
  return app;
}
