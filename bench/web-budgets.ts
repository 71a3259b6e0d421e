// Web budgets (DESIGN section 8): Lighthouse performance and accessibility on the landing page and the
// signed-in projects page, and the gzip size of the JavaScript the app shell loads before any page chunk.
// Run: node bench/web-budgets.ts   (builds the web app if needed; prints numbers; never a test)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3901;
const BASE = `http://localhost:${PORT}`;

spawnSync(process.execPath, ['-e', "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild())"], {
  cwd: root,
  stdio: 'inherit',
});

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

// 2. Lighthouse against the production server on a fresh data directory.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-lh-'));
const server = spawn(process.execPath, ['apps/server/src/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    TAGWISE_TEST_HOOKS: 'true',
  },
  stdio: 'ignore',
});
process.once('exit', () => server.kill('SIGKILL'));
// A second copy of this script (or anything else on the port) would leave this server unable to listen
// while the health check below answered from the other one, whose exit then fails these runs' pages
// (Lighthouse: CHROME_INTERSTITIAL_ERROR, score 0). Stop instead.
let finished = false;
server.once('exit', (code) => {
  if (finished) return;
  console.error(`The server on port ${PORT} exited (code ${code}); is another bench run using the port?`);
  process.exit(1);
});
for (;;) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 100));
}
const login = (await (
  await fetch(`${BASE}/api/test/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lighthouse@example.com', name: 'Lighthouse' }),
  })
).json()) as { cookies: { name: string; value: string }[] };
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

// Pages measured with data in them: three projects, one with 60 items (a page and a half) and photos.
const post = async (url: string, body: unknown, type = 'application/json') =>
  (await (
    await fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': type, cookie, origin: BASE },
      body: type === 'application/json' ? JSON.stringify(body) : (body as Uint8Array<ArrayBuffer>),
    })
  ).json()) as { id: string };
// An operator at work has answered the first-visit tour suggestion; Lighthouse's empty storage cannot
// remember "Not now", so the account turns suggestions off instead.
await fetch(`${BASE}/api/settings/profile`, {
  method: 'PATCH',
  headers: { 'content-type': 'application/json', cookie, origin: BASE },
  body: JSON.stringify({ toursEnabled: false }),
});
const sale = await post('/api/projects', { name: 'Maple Street estate' });
await post('/api/projects', { name: 'Oak Lane moving sale' });
await post('/api/projects', { name: 'Birch Road consignment' });
const photo = readFileSync(path.join(root, 'test-fixtures/photos/chair.webp'));
for (let i = 0; i < 60; i++) {
  const item = await post('/api/items', {
    projectId: sale.id,
    name: `Painted wooden chair ${i + 1}`,
    category: 'Furniture',
    retailCents: 4_000 + i * 100,
  });
  if (i % 4 === 0) await post(`/api/items/${item.id}/images`, new Uint8Array(photo), 'application/octet-stream');
}

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
  for (const [label, url, headers] of [
    ['landing page /home', `${BASE}/home`, {}],
    ['projects page (signed in)', `${BASE}/projects`, { Cookie: cookie }],
    ['project page, 60 items', `${BASE}/projects/${sale.id}`, { Cookie: cookie }],
  ] as const) {
    // LH_ONLY=<part of a label> measures one page; LH_DETAILS=1 lists what costs points.
    if (process.env.LH_ONLY && !label.includes(process.env.LH_ONLY)) continue;
    for (const formFactor of ['mobile', 'desktop'] as const) {
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
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: headers,
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const c = result?.lhr.categories;
      const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
      const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      // LH_JSON=<prefix> keeps each full report (<prefix>-<page>-<preset>.json) for a closer look.
      if (process.env.LH_JSON && result) {
        const name = `${process.env.LH_JSON}-${label.replace(/\W+/g, '-')}-${formFactor}.json`;
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
      console.log(
        `${label.padEnd(28)} ${formFactor.padEnd(7)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  LCP ${lcp}`,
      );
    }
  }
} finally {
  finished = true;
  chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
