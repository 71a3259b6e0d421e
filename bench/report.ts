// The inventory report of a 500-item project with a photo on every item, and its sold report (issue 16
// budget: under 10 s on this machine, under 300 MB of added memory). The whole app in-process: the PDF
// read to the end as a browser downloads it; prints the time, the PDF's size, its pages and the peak RSS
// above the process's RSS before the request (sampled every 20 ms).
// Run: node bench/report.ts            (embedded PGlite in a temporary directory)
//      node bench/report.ts scripts    (names in seven scripts: every font of the PDFs loads)
//      BENCH_DATABASE_URL=postgres://... node bench/report.ts   (an empty PostgreSQL database)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { itemImages, items } from '../apps/server/src/db/schema/items.ts';
import { benchItemName, scriptNames } from './support/bench-item-names.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const ITEMS = 500;
const PHOTOS = ['chair.webp', 'cup.webp', 'plate.webp', 'buffetset.webp', 'scissors1.webp'];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-report-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database, storage } = await openInProcessApp({ dataDir, databaseUrl });
const json = { 'content-type': 'application/json', origin: config.publicUrl };

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'report@example.com', password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
const project = (await (
  await app.request('/api/projects', { method: 'POST', headers: { ...json, cookie }, body: '{"name":"Sale"}' })
).json()) as { id: string };
const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
  user: { id: string };
};
const ownerId = session.user.id;
const rows = await database.db
  .insert(items)
  .values(
    Array.from({ length: ITEMS }, (_, n) => ({
      ownerId,
      projectId: project.id,
      tagCode: `R${n.toString(36).toUpperCase().padStart(5, '0')}`,
      name: benchItemName(n),
      category: ['Furniture', 'Decor', 'Kitchenware', 'Art', 'Tools'][n % 5]!,
      condition: 'Good',
      retailCents: 2_000 + n * 37,
      tagPrice: 5 + (n % 200),
      status: n % 3 === 0 ? ('sold' as const) : ('available' as const),
      soldPrice: n % 3 === 0 ? 4 + (n % 200) : null,
      soldAt: n % 3 === 0 ? new Date() : null,
    })),
  )
  .returning({ id: items.id });
// Each item its own thumbnail file, as the app stores them (400 px WebP).
const thumbs = await Promise.all(
  PHOTOS.map((file) =>
    sharp(readFileSync(path.resolve(import.meta.dirname, '../test-fixtures/photos', file)))
      .resize(400, 400, { fit: 'inside' })
      .webp()
      .toBuffer(),
  ),
);
for (const [n, row] of rows.entries()) {
  const key = `bench/${row.id}-thumb.webp`;
  await storage.put(key, thumbs[n % thumbs.length]!, 'image/webp');
  await database.db.insert(itemImages).values({
    ownerId,
    itemId: row.id,
    position: 0,
    displayKey: key,
    thumbKey: key,
    width: 400,
    height: 400,
    bytes: thumbs[n % thumbs.length]!.length,
  });
}

console.log(
  `${ITEMS} items with a photo each (${databaseUrl ? 'PostgreSQL' : 'PGlite'}${scriptNames ? ', names in seven scripts' : ''}), Node ${process.version}`,
);
for (const kind of ['inventory', 'sold']) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await app.request(`/api/projects/${project.id}/reports/${kind}.pdf`, { headers: { cookie } });
  const chunks: Buffer[] = [];
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(Buffer.from(part.value));
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const pdf = Buffer.concat(chunks);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  console.log(
    `${kind.padEnd(9)} ${res.status} ${(ms / 1000).toFixed(2)} s, ${pages} pages, ${(pdf.length / 1e6).toFixed(2)} MB PDF, peak +${Math.round((peak - before) / 1e6)} MB RSS`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
