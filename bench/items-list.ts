// Item list API at 10,000 items (DESIGN section 8 budget: p95 <= 15 ms for a page of 50, search and
// filtered sorts included). Measures GET /api/projects/:id/items and the inventory's search, filters and
// every sort through the whole app (session lookup, query, photos, pricing of each row, JSON), in-process
// so only the server's own work is timed, with the CPU time each request took. Then one bulk action over all 10,000 items (move by filter) and
// its undo.
// Run: node bench/items-list.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/items-list.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeStaleTables } from '../apps/server/src/db/planner-statistics.ts';
import { items } from '../apps/server/src/db/schema/items.ts';
import { CATEGORIES } from '../packages/core/src/catalog/categories.ts';
import { CONDITIONS } from '../packages/core/src/catalog/conditions.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const ITEMS = 10_000;
const REQUESTS = 400;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-items-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database } = await openInProcessApp({ dataDir, databaseUrl });
const origin = config.publicUrl;

const email = `bench-${Date.now()}@example.com`;
const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email, password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
const project = (await (
  await app.request('/api/projects', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ name: 'Bench sale' }),
  })
).json()) as { id: string };
const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
  user: { id: string };
};

const ROOMS = ['kitchen', 'garage', 'attic', 'dining room'];
const BRANDS = ['Revere', 'Pyrex', 'Stanley', 'Lenox', 'Singer'];
const started = performance.now();
const base = Date.now() - ITEMS * 1000;
for (let offset = 0; offset < ITEMS; offset += 1000) {
  await database.db.insert(items).values(
    Array.from({ length: 1000 }, (_, i) => {
      const n = offset + i;
      return {
        ownerId: session.user.id,
        projectId: project.id,
        tagCode: `B${n.toString(36).toUpperCase().padStart(5, '0')}`,
        name: `Item ${n}`,
        // Searches read these too: analysed items come with a sentence or two and often a maker.
        description: `${CATEGORIES[n % CATEGORIES.length]} piece from the ${ROOMS[n % ROOMS.length]}, lot ${n % 97}.`,
        brand: n % 3 === 0 ? BRANDS[n % BRANDS.length]! : null,
        category: CATEGORIES[n % CATEGORIES.length]!,
        condition: CONDITIONS[n % CONDITIONS.length]!,
        retailCents: 1000 + (n % 500) * 100,
        // A tenth unpriced (last in both price orders), the rest spread over 1-400.
        tagPrice: n % 10 === 9 ? null : 1 + ((n * 37) % 400),
        status: n % 7 === 6 ? ('sold' as const) : ('available' as const),
        needsReview: n % 50 === 0,
        createdAt: new Date(base + n * 1000),
      };
    }),
  );
}
console.log(
  `seeded ${ITEMS} items in ${Math.round(performance.now() - started)} ms (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);
// A running server has statistics on these rows within a minute: PostgreSQL's autovacuum, or on PGlite the
// server's own check (db/planner-statistics.ts), analyzes a table after this many changes. The bench does
// now what either would have done, rather than wait for it.
console.log(`analyzed ${(await analyzeStaleTables(database.db)).join(', ')}`);

/** rows: how many items the page must hold (a full page, or all there are). */
async function measure(label: string, next: () => string, rows = 50) {
  for (let i = 0; i < 30; i++) await (await app.request(next(), { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  // The process's CPU time per request (the embedded database's work included): what the code costs, which
  // other work on the machine disturbs less than the wall times above it.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await app.request(next(), { headers: { cookie } });
    const body = (await res.json()) as { items?: unknown[] };
    times.push(performance.now() - t0);
    if (res.status !== 200 || (body.items?.length ?? 50) !== rows)
      throw new Error(`${label}: unexpected ${res.status}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  const cpuMs = ((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(2);
  console.log(
    `${label.padEnd(40)} n=${REQUESTS}  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  CPU ${cpuMs} ms/request`,
  );
}

const firstPage = `/api/projects/${project.id}/items`;
await measure('first page of 50', () => firstPage);
// A cursor deep in the list (page 100 of 200): the index must make it as cheap as the first page.
// Cursors carry the sort key in PostgreSQL's text form (see item-sort-sql.ts).
const deepTime = new Date(base + 5000 * 1000).toISOString().replace('T', ' ').replace('Z', '+00');
const deep = Buffer.from(JSON.stringify(['newest', deepTime, 'ffffffff-ffff-4fff-bfff-ffffffffffff'])).toString(
  'base64url',
);
await measure('page 100 (cursor deep in the list)', () => `${firstPage}?cursor=${deep}`);
await measure('inventory, category filter, by price', () => '/api/items?category=Furniture&sort=price-high');
await measure('inventory, search "item 12"', () => '/api/items?q=item%2012');
await measure('inventory, search "item 12", by name', () => '/api/items?q=item%2012&sort=name');
await measure('inventory, search "9999" (1 item)', () => '/api/items?q=9999', 1);
await measure('inventory, search "zz" (7 items)', () => '/api/items?q=zz', 7);
await measure('inventory, needs review, newest', () => '/api/items?needsReview=true');
await measure('inventory, sold and Fair, oldest', () => '/api/items?status=sold&condition=Fair&sort=oldest');
await measure('project, one category, by name', () => `${firstPage}?category=Tools&sort=name`);
await measure('inventory, tag price 50-150, low to high', () => '/api/items?minPrice=50&maxPrice=150&sort=price-low');
const cheapDeep = Buffer.from(JSON.stringify(['price-low', '200', 'ffffffff-ffff-4fff-bfff-ffffffffffff'])).toString(
  'base64url',
);
await measure('inventory by price low, cursor at 200', () => `/api/items?sort=price-low&cursor=${cheapDeep}`);
await measure("count of the project's items", () => `/api/items/count?projectId=${project.id}`);

async function timed(label: string, path: string, body: unknown) {
  const t0 = performance.now();
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
  console.log(`${label.padEnd(40)} ${ms.toFixed(0)} ms`);
  return (await res.json()) as { undoId: string };
}
const garage = (await (
  await app.request('/api/projects', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ name: 'Bench garage' }),
  })
).json()) as { id: string };
const moved = await timed('bulk move of all 10,000 items (filter)', '/api/items/bulk', {
  selection: { filter: { projectId: project.id } },
  action: { type: 'move', projectId: garage.id },
});
await timed('undo of that move', '/api/items/bulk/undo', { undoId: moved.undoId });

await database.close();
rmSync(dataDir, { recursive: true, force: true });
