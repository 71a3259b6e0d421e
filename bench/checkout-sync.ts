// Two phones x 200 checkouts made offline, then synced (DESIGN section 8: 0 lost, conflicts counted exactly).
// Phone A sells from items 0-399 and phone B from items 200-599, one to three items a checkout, each phone
// never selling an item twice (its own catalog marks what it sold): the 200 items in between are sold by
// both, so exactly 200 double sales are expected. The phones sync interleaved, and every fifth checkout is
// sent twice (a retry whose answer was lost). Printed: invoices stored against sent, lost, stored twice,
// double sales found against expected, revenue stored against charged, and the time per sync request.
// Run: node bench/checkout-sync.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/checkout-sync.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sum } from 'drizzle-orm';
import { saleConflicts, saleInvoices } from '../apps/server/src/db/schema/sale-day.ts';
import type { CompleteInvoiceInput } from '../packages/core/src/sale-day/invoice-schemas.ts';
import { openInProcessApp } from './support/in-process-app.ts';
import { report } from './support/latency-report.ts';
import { benchInvoice, openSale, SATURDAY, type BenchItem } from './support/sale-day.ts';

const CHECKOUTS = 200;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-sync-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const opened = await openInProcessApp({ dataDir, databaseUrl, clock: () => new Date(SATURDAY) });
const sale = await openSale(opened, 600);

/** A seeded generator (mulberry32): the same checkouts every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A phone's offline checkouts over its items, in a shuffled order, one to three items each. */
function phone(deviceId: string, stock: BenchItem[], seed: number): CompleteInvoiceInput[] {
  const next = random(seed);
  const shuffled = [...stock].sort(() => next() - 0.5);
  const checkouts: CompleteInvoiceInput[] = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    // 400 items over 200 checkouts: two a checkout on average, one to three each, the last takes what is left.
    const left = CHECKOUTS - i;
    const size =
      left === 1 ? shuffled.length : Math.min(3, Math.max(1, Math.round(shuffled.length / left + (next() - 0.5) * 2)));
    checkouts.push(benchInvoice(shuffled.splice(0, size), { offline: true, deviceId }));
  }
  return checkouts;
}
const phoneA = phone('phone-a', sale.items.slice(0, 400), 1);
const phoneB = phone('phone-b', sale.items.slice(200, 600), 2);
const soldBy = (checkouts: CompleteInvoiceInput[]) => new Set(checkouts.flatMap((c) => c.lines.map((l) => l.itemId)));
const [itemsA, itemsB] = [soldBy(phoneA), soldBy(phoneB)];
const expectedConflicts = [...itemsA].filter((id) => itemsB.has(id)).length;

const times: number[] = [];
let replays = 0;
const started = performance.now();
for (let i = 0; i < CHECKOUTS; i++) {
  for (const body of [phoneA[i]!, phoneB[i]!]) {
    const sends = i % 5 === 0 ? 2 : 1;
    for (let s = 0; s < sends; s++) {
      const t0 = performance.now();
      const res = await sale.post(`/api/projects/${sale.projectId}/invoices`, body);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== (s === 0 ? 201 : 200)) throw new Error(`sync ${body.id}: ${res.status}`);
      if (s > 0) replays += 1;
    }
  }
}
const syncMs = performance.now() - started;

const sent = [...phoneA, ...phoneB];
const db = opened.database.db;
const found = new Set<string>();
for (let i = 0; i < sent.length; i += 500) {
  const ids = sent.slice(i, i + 500).map((c) => c.id);
  for (const row of await db.select({ id: saleInvoices.id }).from(saleInvoices).where(inArray(saleInvoices.id, ids))) {
    found.add(row.id);
  }
}
const [stored] = await db
  .select({ n: count(), revenue: sum(saleInvoices.totalCents) })
  .from(saleInvoices)
  .where(eq(saleInvoices.projectId, sale.projectId));
const [conflicts] = await db
  .select({ n: count() })
  .from(saleConflicts)
  .where(eq(saleConflicts.projectId, sale.projectId));
const charged = sent.reduce((a, c) => a + c.totals.totalCents, 0);

console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: 2 phones x ${CHECKOUTS} offline checkouts, ${replays} sent twice`,
);
console.log(
  `invoices stored ${stored!.n} of ${sent.length} sent; lost ${sent.length - found.size}; stored twice ${stored!.n - found.size}`,
);
console.log(
  `double sales found ${conflicts!.n}, expected ${expectedConflicts}: ${conflicts!.n === expectedConflicts ? 'exact' : 'WRONG'}`,
);
console.log(
  `revenue stored $${(Number(stored!.revenue) / 100).toFixed(2)}, charged $${(charged / 100).toFixed(2)}: ${Number(stored!.revenue) === charged ? 'equal' : 'DIFFERENT'}`,
);
report('sync request (first sends and retries)', times);
console.log(`whole sync: ${(syncMs / 1000).toFixed(1)} s for ${times.length} requests`);

await opened.database.close();
rmSync(dataDir, { recursive: true, force: true });
