// Web budgets (DESIGN section 8; issue 21): Lighthouse performance, accessibility, best practices and SEO
// on the public pages (/ and /pricing as a visitor sees them) and the signed-in pages, and the gzip size of
// the JavaScript the app shell loads before any page chunk.
// Run: node bench/web-budgets.ts   (builds the web app if needed; prints numbers; never a test)
//   LH_RUNS=3 runs each page and preset three times (LH_RUNS=0: only the JavaScript sizes); LH_ONLY=<parts of labels, comma-separated> measures
//   some pages; LH_PRESETS=mobile (or desktop) one preset;
//   the figures go to bench/reports/web-budgets.json as well (docs/performance.md quotes them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureWebBuild, root, seedSale, startBenchApp } from './support/bench-app.ts';
import { firstLoadJsGzipKb } from './support/first-load-js.ts';

const PORT = Number(process.env.WEB_BUDGETS_PORT ?? 3901);
const RUNS = Number(process.env.LH_RUNS ?? 1);
const PRESETS = (['mobile', 'desktop'] as const).filter((p) => (process.env.LH_PRESETS ?? p).split(',').includes(p));
// Kept in the repository (bench/results/ is for scratch output): docs/performance.md quotes these figures.
const RESULTS = path.join(root, 'bench/reports/web-budgets.json');

ensureWebBuild();

// 1. What the first screen must download: the entry script, its preloaded chunks, and the stylesheet.
const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let jsGzip = 0;
let cssGzip = 0;
for (const asset of assets) {
  const size = gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;
  if (asset.endsWith('.js')) jsGzip += size;
  else cssGzip += size;
}
console.log(
  `app-shell JavaScript (entry + preloads, gzip): ${(jsGzip / 1024).toFixed(1)} KB   CSS (gzip): ${(cssGzip / 1024).toFixed(1)} KB`,
);
// What / and /pricing load before React renders over their HTML (the pricing page adds its own chunks).
const firstLoad = firstLoadJsGzipKb(dist);
console.log(
  `first-load JavaScript (gzip): ${Object.entries(firstLoad)
    .map(([page, kb]) => `${page} ${kb.toFixed(1)} KB`)
    .join('   ')}`,
);
// LH_RUNS=0: the sizes only, no Lighthouse (and nothing written).
if (RUNS === 0) process.exit(0);

// 2. Lighthouse against the production server on a fresh data directory, with data in the pages.
const app = await startBenchApp(PORT, 'lighthouse@example.com');
const saleId = await seedSale(app, { photos: true });

// The server keeps index.html from its start. A web build during the runs (npm start, the browser tests'
// server or a build in this checkout) replaces the hashed scripts it names: the page then loads nothing
// (Lighthouse: NO_FCP, score 0). Each run checks the build is still the one served.
const builtEntry = () =>
  /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
const servedEntry = builtEntry();

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    ...CHROMIUM_ARGS,
    // Headless windows count as hidden; without these, paints are sometimes skipped (Lighthouse NO_FCP).
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--disable-background-timer-throttling',
  ],
});
try {
  const results: Record<string, unknown>[] = [];
  // Signed in with the person's cookies in the browser, as a phone has them: sent with the page, its API
  // requests and the service worker's alike (Lighthouse's extraHeaders reach only the page's own requests,
  // and document.cookie does not see them).
  const signedIn = [
    ...app.cookies.map(({ name, value }) => ({ name, value })),
    // A phone that has shown this person the app before: its tips cookie (apps/web/src/lib/
    // screen-tips-cookie.ts) says it hides no tip, so the server draws the page's tip as the browser will.
    // A device's very first visit gets the tip only once the page has hydrated.
    { name: 'tagwise.tips', value: app.userId },
  ];
  for (const [label, url, cookies] of [
    ['landing page / (visitor)', `${app.base}/`, []],
    ['pricing page /pricing', `${app.base}/pricing`, []],
    ['landing page /home', `${app.base}/home`, []],
    ['projects page (signed in)', `${app.base}/projects`, signedIn],
    ['project page, 60 items', `${app.base}/projects/${saleId}`, signedIn],
  ] as const) {
    // LH_ONLY=<parts of labels> measures some pages; LH_DETAILS=1 lists what costs points.
    if (process.env.LH_ONLY && !process.env.LH_ONLY.split(',').some((part) => label.includes(part))) continue;
    await browserCookies(chrome.port, app.base, cookies);
    // One request first, as a server that has been up a while has had: its first signed-in page loads the
    // page renderer (apps/server/src/web/page-render.ts), once per process.
    const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    await (await fetch(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} })).text();
    for (const formFactor of PRESETS)
      for (let run = 1; run <= RUNS; run++) {
        if (builtEntry() !== servedEntry) {
          console.error('The web app was rebuilt during the runs; the server still names the old files. Run again.');
          process.exit(1);
        }
        // Lighthouse's own presets: mobile (slow 4G, 4x CPU) is the default; desktop has its own config.
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const c = result?.lhr.categories;
        const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
        const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
        // LH_JSON=<prefix> keeps each full report (<prefix>-<page>-<preset>-<run>.json) for a closer look.
        if (process.env.LH_JSON && result) {
          const name = `${process.env.LH_JSON}-${label.replace(/\W+/g, '-')}-${formFactor}-${run}.json`;
          writeFileSync(name, JSON.stringify(result.lhr));
        }
        if (process.env.LH_DETAILS && result) {
          for (const audit of Object.values(result.lhr.audits)) {
            if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
              console.log(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
              if (audit.id === 'inspector-issues' || audit.id === 'target-size' || audit.id.includes('element')) {
                console.log(`    ${JSON.stringify(audit.details).slice(0, 600)}`);
              }
            }
          }
        }
        const failed = result?.lhr.runtimeError;
        if (failed) {
          console.log(`${label.padEnd(28)} ${formFactor.padEnd(7)} no result: ${failed.code} (${failed.message})`);
          continue;
        }
        // What the page's scripts cost over the wire (Lighthouse's own record of the load).
        const requests =
          (
            result?.lhr.audits['network-requests']?.details as {
              items?: { resourceType?: string; transferSize?: number }[];
            }
          )?.items ?? [];
        const scriptKb =
          requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
        const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
        results.push({
          page: label,
          preset: formFactor,
          run,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: metric('first-contentful-paint'),
          lcp,
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          scriptKbTransferred: Math.round(scriptKb * 10) / 10,
        });
        console.log(
          `${label.padEnd(28)} ${formFactor.padEnd(7)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  SEO ${score('seo')}  LCP ${lcp}  scripts ${scriptKb.toFixed(1)} KB`,
        );
      }
  }
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        measured: new Date().toISOString(),
        lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
        chromium: await chromeVersion(chrome.port),
        appShellJsGzipKb: Math.round((jsGzip / 1024) * 10) / 10,
        firstLoadJsGzipKb: firstLoad,
        // Lighthouse's simulated slow phone multiplies whatever else runs on the machine: say how busy it was.
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 10) / 10),
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${path.relative(root, RESULTS)}`);
} finally {
  chrome.kill();
  app.stop();
}

async function chromeVersion(port: number) {
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
  return info.Browser ?? 'unknown';
}

/** The browser's cookies for `base`, replaced by these (none: a visitor), over the DevTools protocol. */
async function browserCookies(port: number, base: string, cookies: readonly { name: string; value: string }[]) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  let id = 0;
  const send = (method: string, params: unknown) =>
    new Promise<void>((resolve, reject) => {
      const call = ++id;
      const onMessage = (event: MessageEvent) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (reply.id !== call) return;
        socket.removeEventListener('message', onMessage);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve();
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: call, method, params }));
    });
  await send('Storage.clearCookies', {});
  if (cookies.length) await send('Storage.setCookies', { cookies: cookies.map((c) => ({ ...c, url: base })) });
  socket.close();
}
