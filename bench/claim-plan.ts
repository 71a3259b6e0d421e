// PostgreSQL's plan for the runner's claim (jobs/claim-job.ts nextJobQuery) on a large queue: a history
// of finished jobs, thousands waiting across many workspaces, some workers busy. The claim runs once per
// job, so it must not grow with the history; this prints EXPLAIN (ANALYZE, BUFFERS) and the median time
// of the statement over repeated runs.
// Run: node bench/claim-plan.ts                                    (embedded PGlite, temporary directory)
//      BENCH_DATABASE_URL=postgres://... node bench/claim-plan.ts  (an empty PostgreSQL database)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { nextJobQuery } from '../apps/server/src/jobs/claim-job.ts';

const WORKSPACES = 50;
const FINISHED_PER_WORKSPACE = 2_000;
const WAITING_PER_WORKSPACE = 100;
/** One workspace uploads a whole house at once: its photos must not make everyone else's claims slow. */
const BIG_WAITING = 5_000;
const RUNS = 50;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-claim-'));
const database = await openDatabase({ databaseUrl, dataDir });
await runMigrations(database);
const { db } = database;

await db.execute(sql`
  insert into "user" (id, name, email)
  select 'bench-' || n, 'Bench ' || n, 'bench-' || n || '@example.com' from generate_series(1, ${WORKSPACES}::int) n`);
await db.execute(sql`
  insert into projects (owner_id, name) select id, 'House' from "user" where id like 'bench-%'`);
// Per workspace: one finished batch with the history, one processing batch with waiting jobs.
await db.execute(sql`
  insert into analysis_batches (owner_id, project_id, name, status, mode, grouping, total_images)
  select owner_id, id, s.status, s.status, 'analyze', 'one-per-photo', 1
  from projects, (values ('completed'), ('processing')) s(status)`);
await db.execute(sql`
  insert into analysis_jobs (owner_id, batch_id, client_file_id, status, charge_key, created_at)
  select b.owner_id, b.id, 'f' || n, 'succeeded', gen_random_uuid()::text, now() - n * interval '1 second'
  from analysis_batches b, generate_series(1, ${FINISHED_PER_WORKSPACE}::int) n where b.status = 'completed'`);
await db.execute(sql`
  insert into analysis_jobs (owner_id, batch_id, client_file_id, status, charge_key, created_at)
  select b.owner_id, b.id, 'w' || n, 'pending', gen_random_uuid()::text, now() - n * interval '1 millisecond'
  from analysis_batches b,
       generate_series(1, case when b.owner_id = 'bench-1' then ${BIG_WAITING}::int else ${WAITING_PER_WORKSPACE}::int end) n
  where b.status = 'processing'`);
// Eight workers busy, and turns taken by half the workspaces.
await db.execute(sql`
  update analysis_jobs set status = 'processing', lease_until = now() + interval '2 minutes'
  where id in (select id from analysis_jobs where status = 'pending' limit 8)`);
await db.execute(sql`
  insert into queue_turns (owner_id, last_claimed_at)
  select id, now() - random() * interval '1 minute' from "user" where id like 'bench-%' and random() < 0.5`);
await db.execute(sql`analyze`);

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
const counts = rowsOf(
  await db.execute(sql`select status, count(*)::int as jobs from analysis_jobs group by status order by status`),
);
console.log(`claim plan, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${WORKSPACES} workspaces`);
console.log(`  jobs: ${counts.map((r) => `${String(r.jobs)} ${String(r.status)}`).join(', ')}`);

const plan = rowsOf(await db.execute(sql`explain (analyze, buffers, costs off) ${nextJobQuery(db)}`));
for (const row of plan) console.log(`  ${String(Object.values(row)[0])}`);

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await db.transaction(async (tx) => {
    await nextJobQuery(tx);
  });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `  claim statement (in its transaction), ${RUNS} runs: median ${times[RUNS >> 1]!.toFixed(2)} ms, p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(2)} ms`,
);

await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
