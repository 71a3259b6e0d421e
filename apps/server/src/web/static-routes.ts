import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  BILLING_OFFERS_ELEMENT_ID,
  BOOT_DATA_ELEMENT_ID,
  PUBLIC_CONFIG_ELEMENT_ID,
  type BootData,
} from '@tagwise/core/boot-data';
import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import type { AppEnv } from '../http/app-env.ts';
import { SESSION_COOKIE } from './boot-data.ts';
import { pagePreloads } from './page-preloads.ts';
import { pageRenderer } from './page-render.ts';

/** The signed-in person's first data for a page, or null (signed out): see boot-data.ts. */
export type BootDataLoader = (request: { headers: Headers; path: string; search: string }) => Promise<BootData | null>;

const ROOT = '<div id="root"></div>';
/** The entry script and Vite's preloads in the built index.html. */
const SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the build wrote into dist/prerendered/pages.json: per billing mode, each public path's HTML file. */
export type PrerenderedPages = Record<PublicConfig['billing'], Record<string, string>>;

/** Stands for PUBLIC_URL in prerendered HTML (apps/web/src/features/marketing/lib/page-meta.ts). */
const PUBLIC_URL_TOKEN = '%TAGWISE_PUBLIC_URL%';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a year;
 * everything else (index.html, the service worker, the manifest) is revalidated on every visit so a
 * deploy reaches people at once. Unknown paths get index.html and the client router decides; for someone
 * signed in it carries their session and the page's first data, and preloads the page's code.
 * The public pages (landing, pricing, help, FAQ, blog, features, terms, privacy) arrive as finished HTML,
 * rendered at build time as this server's billing mode shows them. Every page carries the public
 * configuration and what is for sale, so the first render matches what the server says, on the page opened
 * and on the pricing page reached from it.
 */
export function staticRoutes(
  webDist: string,
  {
    loadBootData,
    publicConfig,
    devMailboxOpen,
    publicUrl,
    offers,
  }: {
    loadBootData?: BootDataLoader;
    publicConfig: PublicConfig;
    /** Whether this request may read the development mailbox (the pages offer it only then). */
    devMailboxOpen: (c: Context<AppEnv>) => boolean;
    publicUrl: string;
    /** What is for sale (null without billing), in every page: the pricing page's plan cards draw at once from it. */
    offers: BillingOffers | null;
  },
) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return app;

  const shell = readFileSync(indexPath, 'utf8');
  const pagesFor = (config: PublicConfig) => {
    // What is for sale goes into every page, not only /pricing's: reached by a link from another page, the
    // pricing page drew its plans' skeleton (shorter than the plans) while it asked for them, and the account
    // form and the footer below jumped down when they came. About 500 bytes compressed.
    const finish = (html: string) => {
      const withConfig = withPublicConfig(html, config);
      return offers ? withJson(withConfig, BILLING_OFFERS_ELEMENT_ID, offers) : withConfig;
    };
    const indexHtml = finish(shell);
    const pages = prerenderedPages(webDist, config.billing, publicUrl, finish);
    return { config, indexHtml, pages, landingHtml: pages.get('/home') ?? indexHtml };
  };
  // The pages as the server's own machine gets them, and as everyone else does: without the development
  // mailbox, which only the server's machine may read (dev-mailbox/mailbox-open.ts).
  const local = pagesFor(publicConfig);
  const remote = publicConfig.devMailbox ? pagesFor({ ...publicConfig, devMailbox: false }) : local;
  const variantFor = (c: Context<AppEnv>) => (devMailboxOpen(c) ? local : remote);
  const pages = local.pages;
  const root = path.relative(process.cwd(), webDist) || '.';
  const preloadsFor = pagePreloads(webDist);
  const renderPage = pageRenderer(webDist);

  /**
   * The projects page and a project's page arrive drawn, from their boot data (page-render.ts), so a phone
   * shows them before the app's code has arrived and run: the two pages people open most, the first after
   * signing in. A page whose data the boot data lacks (a search) is drawn by the browser, as is any page
   * when a render fails: that costs only the head start.
   */
  const pageHtml = async (c: Context<AppEnv>, boot: BootData) => {
    if (!renderPage || !(boot.items || boot.folders)) return null;
    const { config } = variantFor(c);
    return renderPage({ url: c.req.url, boot, publicConfig: config, cookies: c.req.header('cookie') ?? '' }).catch(
      (error: unknown) => {
        c.var.logger.error('page render failed', { err: error });
        return null;
      },
    );
  };

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
    const { indexHtml } = variantFor(c);
    if (!boot) return c.html(indexHtml);
    c.header('cache-control', 'no-store');
    return c.html(withBootData(indexHtml, boot, preloadsFor(c.req.path), await pageHtml(c, boot)));
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
  // The other public pages likewise: someone signed in gets the app (their header, their plan on /pricing).
  const signedIn = (c: Context<AppEnv>) => c.req.header('cookie')?.includes(SESSION_COOKIE) === true;
  app.get('/home', (c) => c.html(variantFor(c).landingHtml));
  const publicPage = (pagePath: string) => (c: Context<AppEnv>) => {
    c.header('vary', 'Cookie');
    if (signedIn(c)) return appShell(c);
    const { pages: html, landingHtml } = variantFor(c);
    return c.html(pagePath === '/' ? landingHtml : html.get(pagePath)!);
  };
  app.get('/', publicPage('/'));
  for (const pagePath of pages.keys()) if (pagePath !== '/home') app.get(pagePath, publicPage(pagePath));
  // Search engines: the public pages are welcome, the API and the app's own pages are no use to them.
  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nDisallow: /api/\nDisallow: /media/\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', (c) => {
    const urls = [...pages.keys()].map((pagePath) => `  <url><loc>${publicUrl}${pagePath}</loc></url>`);
    c.header('content-type', 'application/xml; charset=utf-8');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
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
 * `body`: the page's markup, rendered by the server, which the browser hydrates (apps/web/src/main.tsx);
 * the attribute holds its buttons and fields until then (apps/web/src/index.css).
 */
export function withBootData(html: string, boot: BootData, preloads: string[], body: string | null = null) {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
  // Functions, so `$&` and the like in a project's name are not read as replacement patterns.
  const entry = SCRIPT_TAG.exec(html)?.[1];
  if (body === null || !entry) {
    const tags = [...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), data];
    return html.replace('</head>', () => `${tags.join('\n')}\n</head>`);
  }
  // Drawn by the server, the page needs its code to answer taps, not to show: the shell's script tags give
  // way to one that fetches the code once the page has painted (apps/web/public/start-after-paint.js).
  const files = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  const page = html
    .replace(ROOT, () => `<div id="root" data-prerendered>${body}</div>`)
    .replace(SCRIPT_TAG, '')
    .replaceAll(PRELOAD_TAG, '');
  // data-first: the entry's own chunks (the libraries), each evaluated in a task of its own before the entry.
  const start = `<script defer src="/start-after-paint.js" data-entry="${entry}" data-first="${files.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  return page.replace('</head>', () => `${data}\n${start}\n</head>`);
}

/** The page with the public configuration in it. */
export const withPublicConfig = (html: string, config: PublicConfig) =>
  withJson(html, PUBLIC_CONFIG_ELEMENT_ID, config);

/** The page with `value` as a JSON data block (not a script to CSP), `<` escaped so it cannot end early. */
function withJson(html: string, id: string, value: unknown) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html.replace('</head>', () => `<script type="application/json" id="${id}">${json}</script>\n</head>`);
}

/** The prerendered pages of this billing mode by path, with the server's address put in. */
function prerenderedPages(
  webDist: string,
  billing: PublicConfig['billing'],
  publicUrl: string,
  finish: (html: string) => string,
) {
  const pages = new Map<string, string>();
  const listPath = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(listPath)) return pages;
  const list = (JSON.parse(readFileSync(listPath, 'utf8')) as PrerenderedPages)[billing];
  for (const [pagePath, file] of Object.entries(list)) {
    const html = readFileSync(path.join(webDist, 'prerendered', file), 'utf8');
    pages.set(pagePath, finish(html.replaceAll(PUBLIC_URL_TOKEN, publicUrl)));
  }
  return pages;
}
