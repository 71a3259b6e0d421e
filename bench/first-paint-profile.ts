// What the main thread does before a signed-in page's first paint, by module: a CPU profile of loading the
// project page (60 items) and the projects page in Chromium, unthrottled, with each sample mapped through
// the build's hidden source maps. Run: node bench/first-paint-profile.ts   (prints numbers; never a test)
// UNTIL=hydrated counts up to the moment the browser has taken over a page the server drew (its #root
// loses data-prerendered) instead of up to the first paint, which such a page has before any script runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ensureWebBuild, root, seedSale, startBenchApp } from './support/bench-app.ts';

const PORT = Number(process.env.PROFILE_PORT ?? 3902);
const RUNS = Number(process.env.RUNS ?? 5);
const UNTIL = process.env.UNTIL === 'hydrated' ? 'hydrated' : 'fcp';

ensureWebBuild();
const app = await startBenchApp(PORT, 'profile@example.com');
const BASE = app.base;
const saleId = await seedSale(app, { photos: false });

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}
const maps = new Map<string, TraceMap | null>();
const mapFor = (url: string) => {
  if (!maps.has(url)) {
    const file = path.join(root, 'apps/web/dist', new URL(url).pathname + '.map');
    try {
      maps.set(url, new TraceMap(readFileSync(file, 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
};
const moduleOf = (frame: ProfileNode['callFrame']) => {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  if (!frame.url.startsWith(BASE)) return '(other)';
  const map = mapFor(frame.url);
  const source = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  const name = source ?? new URL(frame.url).pathname;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return nm ? nm[1]! : name.replace(/^(\.\.\/)+/, '').replace(/^apps\/web\//, '');
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [label, url] of [
    ['project page, 60 items', `${BASE}/projects/${saleId}`],
    ['projects page', `${BASE}/projects`],
  ] as const) {
    const totals = new Map<string, number>();
    const fcps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ extraHTTPHeaders: { cookie: app.cookie } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      if (UNTIL === 'hydrated')
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            const root = document.getElementById('root');
            if (!root || root.hasAttribute('data-prerendered')) return;
            (window as { hydratedAt?: number }).hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-prerendered'] });
        });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      if (UNTIL === 'hydrated') await page.waitForFunction(() => (window as { hydratedAt?: number }).hydratedAt);
      const { fcp, origin } = await page.evaluate(() => ({
        fcp:
          (window as { hydratedAt?: number }).hydratedAt ??
          performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        origin: performance.timeOrigin,
      }));
      const { profile } = (await cdp.send('Profiler.stop')) as {
        profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
      };
      fcps.push(fcp);
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      // Profile times are in microseconds on the same monotonic clock as timeOrigin (ms, epoch-based is
      // not comparable), so count samples from the first one up to FCP measured from the navigation.
      void origin;
      let t = profile.startTime;
      const firstTime = profile.startTime;
      const navigationStart = firstTime; // the profiler starts just before the navigation
      for (let i = 0; i < profile.samples.length; i++) {
        t += profile.timeDeltas[i]!;
        if ((t - navigationStart) / 1000 > fcp) break;
        const node = byId.get(profile.samples[i]!)!;
        const key = moduleOf(node.callFrame);
        if (key === '(idle)' || key === '(program)' || key === '(other)') continue;
        totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[i]! / 1000 / RUNS);
      }
      await context.close();
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    fcps.sort((a, b) => a - b);
    console.log(
      `\n${label}: ${UNTIL === 'hydrated' ? 'hydrated' : 'FCP'} median ${fcps[Math.floor(RUNS / 2)]!.toFixed(0)} ms; JS/GC before it ${sum.toFixed(0)} ms (mean of ${RUNS})`,
    );
    for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) {
      console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${key}`);
    }
  }
} finally {
  await browser.close();
  app.stop();
}
