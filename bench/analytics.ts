// The data dashboard's API at 10,000 items (issue 21: "fast at 10,000 items"): GET /api/analytics for the
// whole workspace and GET /api/projects/:id/analytics for one project, through the whole app (session
// lookup, the three aggregate queries, JSON), in-process so only the server's own work is timed. The
// workspace: 10 projects of 1,000 items each, seeded by the browser tests' own hook (every category,
// condition and status, a tenth unpriced, a seventh sold, AI price events on a third of the sold items),
// and 3,000 completed AI charges over the last year.
// Run: node bench/analytics.ts            (embedded PGlite in a temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/analytics.ts   (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeStaleTables } from '../apps/server/src/db/planner-statistics.ts';
import { creditTransactions } from '../apps/server/src/db/schema/credits.ts';
import { openInProcessApp } from './support/in-process-app.ts';

const PROJECTS = 10;
const PER_PROJECT = 1_000;
const CHARGES = 3_000;
const REQUESTS = 200;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-analytics-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { app, config, database } = await openInProcessApp({ dataDir, databaseUrl, env: { TAGWISE_TEST_HOOKS: 'true' } });
const origin = config.publicUrl;

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', name: 'Bench' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
  user: { id: string };
};

const started = performance.now();
const projectIds: string[] = [];
let held: Record<string, number> = {};
for (let p = 0; p < PROJECTS; p++) {
  const res = await app.request('/api/test/items', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ projectName: `Bench sale ${p + 1}`, count: PER_PROJECT }),
  });
  if (res.status !== 201) throw new Error(`seed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { projectId: string; workspace: Record<string, number> };
  projectIds.push(body.projectId);
  held = body.workspace;
}
const day = 24 * 60 * 60 * 1000;
await database.db.insert(creditTransactions).values(
  Array.from({ length: CHARGES }, (_, i) => ({
    ownerId: session.user.id,
    operation: (['analysis', 'analysis', 'enhancement', 'promo'] as const)[i % 4]!,
    operationId: `bench-${i}`,
    credits: 1,
    source: 'plan' as const,
    status: 'completed' as const,
    createdAt: new Date(Date.now() - (i % 360) * day),
  })),
);
console.log(
  `seeded ${held.items} items in ${PROJECTS} projects and ${CHARGES} charges in ${Math.round(performance.now() - started)} ms (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);
console.log(`analyzed ${(await analyzeStaleTables(database.db)).join(', ')}`);

async function measure(label: string, url: string, check: (body: { totals: { items: number } }) => boolean) {
  for (let i = 0; i < 10; i++) await (await app.request(url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  let bytes = 0;
  // CPU time of this process (with PGlite, the database's work too): a busy machine stretches the wall
  // time of every request, much less the CPU each one needs.
  const cpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await app.request(url, { headers: { cookie } });
    const text = await res.text();
    times.push(performance.now() - t0);
    bytes = text.length;
    if (res.status !== 200 || !check(JSON.parse(text) as { totals: { items: number } })) {
      throw new Error(`${label}: unexpected ${res.status} ${text.slice(0, 200)}`);
    }
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(44)} n=${REQUESTS}  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  CPU ${cpuMs.toFixed(1)} ms/request  (${(bytes / 1024).toFixed(1)} KB JSON)`,
  );
}

await measure('workspace, 10,000 items', '/api/analytics?timeZone=America/Chicago', (b) => b.totals.items === 10_000);
await measure(
  'one project, 1,000 of the 10,000 items',
  `/api/projects/${projectIds[0]}/analytics?timeZone=America/Chicago`,
  (b) => b.totals.items === PER_PROJECT,
);

await database.close();
rmSync(dataDir, { recursive: true, force: true });
