// Price tags for 500 items (issue 16 budget: under 10 s on this machine, under 300 MB of added memory).
// The whole app in-process: POST /api/labels for a project of 500 items on each stock, the PDF read to
// the end as a browser would download it; prints the time, the PDF's size and the peak RSS above the
// process's RSS before the first request (sampled every 20 ms).
// Run: node bench/tag-sheet.ts            (embedded PGlite in a temporary directory)
//      node bench/tag-sheet.ts scripts    (names in seven scripts: every font of the PDFs loads)
//      BENCH_DATABASE_URL=postgres://... node bench/tag-sheet.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { items } from '../apps/server/src/db/schema/items.ts';
import { LABEL_STOCK_IDS } from '../packages/core/src/values/labels.ts';
import { benchItemName, scriptNames } from './support/bench-item-names.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const ITEMS = 500;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-tags-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database } = await openInProcessApp({ dataDir, databaseUrl });
const origin = config.publicUrl;
const json = { 'content-type': 'application/json', origin };

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'tags@example.com', password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
await app.request('/api/settings/profile', {
  method: 'PATCH',
  headers: { ...json, cookie },
  body: JSON.stringify({ businessName: 'Maple Street Estate Sales' }),
});
const project = (await (
  await app.request('/api/projects', {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'Sale' }),
  })
).json()) as { id: string };
const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
  user: { id: string };
};
await database.db.insert(items).values(
  Array.from({ length: ITEMS }, (_, n) => ({
    ownerId: session.user.id,
    projectId: project.id,
    tagCode: `T${n.toString(36).toUpperCase().padStart(5, '0')}`,
    name: benchItemName(n),
    category: 'Furniture',
    condition: 'Good',
    tagPrice: n % 10 === 9 ? null : 5 + (n % 200),
  })),
);

console.log(
  `${ITEMS} items (${databaseUrl ? 'PostgreSQL' : 'PGlite'}${scriptNames ? ', names in seven scripts' : ''}), Node ${process.version}`,
);
for (const stock of LABEL_STOCK_IDS) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await app.request('/api/labels', {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ selection: { filter: { projectId: project.id } }, stock }),
  });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${stock.padEnd(11)} ${res.status} ${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(2)} MB PDF, peak +${Math.round((peak - before) / 1e6)} MB RSS`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
