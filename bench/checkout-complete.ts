// Completing a 20-line invoice at the door (DESIGN section 8 budget: <= 150 ms on the server). Each request
// goes through the whole app in-process (session, validation with core's arithmetic, the project row's lock
// for the number, the items' checks, the writes, the sold items' price events, the answer), on a sale of
// 10,000 items, with the CPU time each took.
// Run: node bench/checkout-complete.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/checkout-complete.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeStaleTables } from '../apps/server/src/db/planner-statistics.ts';
import { openInProcessApp } from './support/in-process-app.ts';
import { benchInvoice, openSale, SATURDAY } from './support/sale-day.ts';

const LINES = 20;
const WARM_UP = 10;
const INVOICES = 200;
const BUDGET_MS = 150;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-checkout-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const opened = await openInProcessApp({ dataDir, databaseUrl, clock: () => new Date(SATURDAY) });
const sale = await openSale(opened, 10_000);
await analyzeStaleTables(opened.database.db);
console.log(`sale of ${sale.items.length} items (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);

const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let i = 0; i < WARM_UP + INVOICES; i++) {
  const body = benchInvoice(sale.items.slice(i * LINES, (i + 1) * LINES));
  if (i === WARM_UP) Object.assign(cpuBefore, process.cpuUsage());
  const t0 = performance.now();
  const res = await sale.post(`/api/projects/${sale.projectId}/invoices`, body);
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`invoice ${i}: ${res.status}`);
  if (i >= WARM_UP) times.push(performance.now() - t0);
}
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
const cpuMs = (cpu.user + cpu.system) / 1000 / INVOICES;
console.log(
  `complete a ${LINES}-line invoice   n=${INVOICES}  p50 ${pct(50).toFixed(1)} ms  p95 ${pct(95).toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms  CPU ${cpuMs.toFixed(1)} ms/request`,
);
console.log(`budget p95 <= ${BUDGET_MS} ms: ${pct(95) <= BUDGET_MS ? 'met' : 'MISSED'}`);
if ((await sale.countInvoices()) !== WARM_UP + INVOICES) throw new Error('an invoice number went missing');

await opened.database.close();
rmSync(dataDir, { recursive: true, force: true });
