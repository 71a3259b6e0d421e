// The main thread's tasks while a signed-in project page (60 items) loads on a phone-sized screen at 4x CPU
// slowdown, from Chrome's own trace: every task over 50 ms with what it spent its time on, and the sum of
// their time over 50 ms after the first contentful paint (what Lighthouse's total blocking time counts, but
// observed rather than simulated). Lighthouse (bench/web-budgets.ts) gives the score; this says where it goes.
// Run: node bench/page-trace.ts   (RUNS=2 by default; TOPN=8 entries per task; PAGE=/home another address,
// still signed in; prints numbers, never a test)
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ensureWebBuild, seedSale, startBenchApp } from './support/bench-app.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

ensureWebBuild();
const app = await startBenchApp(Number(process.env.BENCH_PORT ?? 3906), 'trace@example.com');
const saleId = await seedSale(app, { photos: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addCookies(app.cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${app.base}${process.env.PAGE ?? `/projects/${saleId}`}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000); // what runs after the load (overlays, idle work) counts too
    await cdp.send('Tracing.end');
    await complete;
    report(run, events);
    await context.close();
  }
} finally {
  await browser.close();
  app.stop();
}

function report(run: number, events: TraceEvent[]) {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  console.log(`run ${run + 1}: first contentful paint at ${fcp ? ((fcp.ts - start) / 1000).toFixed(0) : '?'} ms`);
  let blocking = 0;
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    if (ms < 50) continue;
    if (fcp && task.ts > fcp.ts) blocking += ms - 50;
    const inside = onMain.filter(
      (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
    );
    const by = new Map<string, number>();
    for (const e of inside) {
      const data = e.args?.data;
      const script = (data?.url ?? '').replace(/.*\/assets\//, '');
      const key = ['FunctionCall', 'EvaluateScript'].includes(e.name)
        ? `${e.name} ${script} ${data?.functionName ?? ''}`.trim()
        : ['TimerFire', 'EventDispatch'].includes(e.name)
          ? `${e.name} ${data?.type ?? ''}`.trim()
          : e.name;
      by.set(key, (by.get(key) ?? 0) + e.dur! / 1000);
    }
    const top = [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOPN ?? 8))
      .map(([key, value]) => `${key} ${value.toFixed(0)}`);
    console.log(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms  ${top.join(' | ')}`);
  }
  console.log(`  after the first paint, time over 50 ms in tasks: ${blocking.toFixed(0)} ms`);
}
