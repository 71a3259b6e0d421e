// Health and sign-in while fifty people search the inventory (issue 15: /api/health took up to 2.6 s and
// sign-in waited behind the searches on the embedded database). A real server process on a data
// directory holding 10,000 items; fifty clients search it without pause while a probe times the health
// check and a sign-in four times a second. Prints the latencies with and without the load.
// Run: node bench/under-load.ts                 (embedded PGlite)
//      BENCH_DATABASE_URL=postgres://... node bench/under-load.ts   (an empty PostgreSQL database)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { items } from '../apps/server/src/db/schema/items.ts';
import { CATEGORIES } from '../packages/core/src/catalog/categories.ts';
import { openInProcessApp } from './support/in-process-app.ts';
import { quantile } from './support/latency-report.ts';

const ITEMS = 10_000;
const CLIENTS = 50;
const LOAD_SECONDS = 20;
const PORT = 3960;
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://localhost:${PORT}`;
const EMAIL = 'load@example.com';
const PASSWORD = 'bench-password-1';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-load-'));
const env = { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };

// 1. The account and its 10,000 items, written before the server starts (the embedded database serves
//    one process).
{
  const { app, database } = await openInProcessApp({ dataDir, databaseUrl, env: { PUBLIC_URL: ORIGIN } });
  const json = { 'content-type': 'application/json', origin: ORIGIN };
  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: 'Load' }),
  });
  const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
  const project = (await (
    await app.request('/api/projects', { method: 'POST', headers: { ...json, cookie }, body: '{"name":"Load sale"}' })
  ).json()) as { id: string };
  const { user } = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  for (let offset = 0; offset < ITEMS; offset += 1000) {
    await database.db.insert(items).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = offset + i;
        return {
          ownerId: user.id,
          projectId: project.id,
          tagCode: `L${n.toString(36).toUpperCase().padStart(5, '0')}`,
          name: `Item ${n}`,
          category: CATEGORIES[n % CATEGORIES.length]!,
          condition: 'Good',
          retailCents: 1000 + (n % 500) * 100,
          tagPrice: 10,
        };
      }),
    );
  }
  await database.close();
}

// 2. The server as `npm start` runs it.
const server = spawn(process.execPath, [fileURLToPath(new URL('../apps/server/src/index.ts', import.meta.url))], {
  env: {
    ...process.env,
    ...env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOCAL_AI_WARM_UP: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.once('exit', () => server.kill('SIGKILL'));
// A server that cannot start (a busy port, a setting) ends the bench instead of leaving it waiting.
server.once('exit', (code) => {
  if (code !== 0) process.exit(1);
});
for (;;) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 50));
}

const signIn = () =>
  fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
const cookie = (await signIn()).headers.getSetCookie()[0]!.split(';')[0]!;

async function timed(request: () => Promise<Response>) {
  const t0 = performance.now();
  const res = await request();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - t0;
}

async function probe(seconds: number) {
  const health: number[] = [];
  const signIns: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    health.push(await timed(() => fetch(`${BASE}/api/health`)));
    signIns.push(await timed(signIn));
    await new Promise((r) => setTimeout(r, 250));
  }
  return { health, signIns };
}

const line = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} p50 ${f(quantile(sorted, 0.5))}  p95 ${f(quantile(sorted, 0.95))}  max ${f(sorted.at(-1)!)}  (n=${sorted.length})`,
  );
};

console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ITEMS} items, ${CLIENTS} searching clients`);
const quiet = await probe(5);
line('health, no load', quiet.health);
line('sign-in, no load', quiet.signIns);

let loading = true;
const searches: number[] = [];
const clients = Array.from({ length: CLIENTS }, async () => {
  while (loading) searches.push(await timed(() => fetch(`${BASE}/api/items?q=item%2012`, { headers: { cookie } })));
});
const busy = await probe(LOAD_SECONDS);
loading = false;
await Promise.all(clients);
line(`health, ${CLIENTS} clients searching`, busy.health);
line(`sign-in, ${CLIENTS} clients searching`, busy.signIns);
line('the searches themselves', searches);
console.log(`searches per second: ${(searches.length / LOAD_SECONDS).toFixed(0)}`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
