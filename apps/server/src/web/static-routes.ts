import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@tagwise/core/boot-data';
import type { AppEnv } from '../http/app-env.ts';
import { SESSION_COOKIE } from './boot-data.ts';
import { pagePreloads } from './page-preloads.ts';

/** The signed-in person's first data for a page, or null (signed out): see boot-data.ts. */
export type BootDataLoader = (request: { headers: Headers; path: string; search: string }) => Promise<BootData | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a year;
 * everything else (index.html, the service worker, the manifest) is revalidated on every visit so a
 * deploy reaches people at once. Unknown paths get index.html and the client router decides; for someone
 * signed in it carries their session and the page's first data, and preloads the page's code.
 */
export function staticRoutes(webDist: string, loadBootData?: BootDataLoader) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return app;

  const indexHtml = readFileSync(indexPath, 'utf8');
  const landingPath = path.join(webDist, 'prerendered', 'home.html');
  const landingHtml = existsSync(landingPath) ? readFileSync(landingPath, 'utf8') : indexHtml;
  const root = path.relative(process.cwd(), webDist) || '.';
  const preloadsFor = pagePreloads(webDist);

  // The app shell. Signed in, it is this person's page: never stored by a cache, and never shared.
  const appShell = async (c: Context<AppEnv>) => {
    const boot = await loadBootData?.({
      headers: c.req.raw.headers,
      path: c.req.path,
      search: new URL(c.req.url).search,
    }).catch((error: unknown) => {
      // The page can still ask for its data itself; a failure here must not cost the whole page.
      c.var.logger.error('boot data failed', { err: error });
      return null;
    });
    c.header('vary', 'Cookie');
    if (!boot) return c.html(indexHtml);
    c.header('cache-control', 'no-store');
    return c.html(withBootData(indexHtml, boot, preloadsFor(c.req.path)));
  };

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
  app.get('/', (c) => (c.req.header('cookie')?.includes(SESSION_COOKIE) ? appShell(c) : c.html(landingHtml)));
  // The build manifest (which page needs which chunk) is for the server, not for browsers.
  app.get('/.vite/*', (c) => c.notFound());
  // The build writes .br/.gz beside each text asset; the best one the browser accepts is sent.
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing hashed asset is a stale page asking for an old build: a 404, not the HTML shell.
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', appShell);
  return app;
}

/**
 * The shell with the page's chunks preloaded and the boot data as a JSON data block (which CSP does not
 * treat as a script). `<` is escaped so no value, however it was typed, can end the element early.
 */
export function withBootData(html: string, boot: BootData, preloads: string[]) {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const tags = [
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`,
  ];
  // A function, so `$&` and the like in a project's name are not read as replacement patterns.
  return html.replace('</head>', () => `${tags.join('\n')}\n</head>`);
}
