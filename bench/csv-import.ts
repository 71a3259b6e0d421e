// CSV import of 5,000 items (issue 16 budget: under 10 s on this machine, under 300 MB of added memory).
// The whole app in-process: a 5,000-row file with every importable column is previewed, imported into an
// empty project (5,000 new items), then exported, edited (every retail price) and imported again (5,000
// updates by tag code). Prints each step's time, the file's size and the peak RSS above the process's RSS
// before the first request (sampled every 20 ms).
// Run: node bench/csv-import.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/csv-import.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATEGORIES, CONDITIONS } from '../packages/core/src/values/catalog.ts';
import { suggestItemCsvMapping } from '../packages/core/src/values/item-csv-import.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const ROWS = 5000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-csv-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database } = await openInProcessApp({ dataDir, databaseUrl });
const origin = config.publicUrl;
const json = { 'content-type': 'application/json', origin };

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'csv@example.com', password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
const project = (await (
  await app.request('/api/projects', {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'Sale' }),
  })
).json()) as { id: string };

const header = [
  'Name',
  'Category',
  'Condition',
  'Retail',
  'Price',
  'Brand',
  'Materials',
  'Description',
  'Notes',
  'Attributes',
];
const file = stringify([
  header,
  ...Array.from({ length: ROWS }, (_, n) => [
    n % 3 ? `Mid-century walnut side table with brass pulls, lot ${n}` : `Lamp ${n}`,
    CATEGORIES[n % CATEGORIES.length]!,
    CONDITIONS[n % 5]!,
    `${20 + (n % 400)}.${String(n % 100).padStart(2, '0')}`,
    n % 4 === 0 ? String(5 + (n % 90)) : '',
    n % 2 ? 'Broyhill' : '',
    'Walnut, brass',
    'Solid walnut top, two drawers with the original brass pulls; light wear on the edges consistent with age.',
    n % 5 ? '' : 'Ask about delivery',
    'walnut; mid-century; two drawers',
  ]),
]);

async function post(route: string, body: string, mapping?: unknown) {
  const form = new FormData();
  form.set('file', new File([body], 'items.csv', { type: 'text/csv' }));
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return app.request(route, { method: 'POST', headers: { origin, cookie }, body: form });
}

async function measure<T>(label: string, bytes: number, run: () => Promise<T>): Promise<T> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label.padEnd(26)} ${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(2)} MB file, peak +${Math.round((peak - before) / 1e6)} MB RSS`,
  );
  return result;
}

async function expectOk(res: Response) {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
}

console.log(`${ROWS} rows (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), Node ${process.version}`);
const base = `/api/projects/${project.id}/items/import`;
const bytes = Buffer.byteLength(file);
await measure('preview (5,000 new)', bytes, async () => expectOk(await post(`${base}/preview`, file)));
const created = await measure('import (5,000 new)', bytes, async () =>
  expectOk(await post(base, file, suggestItemCsvMapping(header))),
);
console.log('  ', JSON.stringify(created));

// The round trip: the project's export with every retail price raised, back in as 5,000 updates.
const exported = await (
  await app.request(`/api/items/export.csv?projectId=${project.id}`, { headers: { cookie } })
).text();
const [exportHeader, ...rows] = parse(exported, { bom: true });
const retail = exportHeader!.indexOf('Retail price');
const edited = stringify([
  exportHeader!,
  ...rows.map((row) => row.map((cell, i) => (i === retail ? `${Number(cell) + 1}` : cell))),
]);
const editedBytes = Buffer.byteLength(edited);
await measure('preview (5,000 updates)', editedBytes, async () => expectOk(await post(`${base}/preview`, edited)));
const updated = await measure('import (5,000 updates)', editedBytes, async () =>
  expectOk(await post(base, edited, suggestItemCsvMapping(exportHeader!))),
);
console.log('  ', JSON.stringify(updated));

await database.close();
rmSync(dataDir, { recursive: true, force: true });
