// Memory of the server with the offline analyzer, as an operator's machine sees it (DESIGN section 8: whole
// server RSS <= 1 GB during a batch and <= 300 MB idle). Starts `node scripts/start.mjs` (what `npm start`
// runs) on a fresh data directory and measures its whole process tree (the
// server, which start.mjs re-runs in place with its malloc setting, and the offline models' process) from /proc:
//   1. idle after start (health answering, then BENCH_SETTLE_SECONDS, 15 by default),
//   2. the peak during a bulk batch of N fixture photos, uploaded the way the browser sends them (three at
//      a time while the queue runs), sampled every 100 ms; and each process's own peak (the kernel's),
//   3. RSS a quiet minute after the batch (BENCH_QUIET_SECONDS, by default LOCAL_AI_IDLE_SECONDS + 5 s,
//      and LOCAL_AI_IDLE_SECONDS from the environment reaches the server: a shorter one, a shorter run),
//   4. then one more photo, which pays for loading the models again when their process has exited.
// Latency per photo: the batch's time from its first job's end to its last, over N - 1 (the two queue
// workers share the one model process, so this is the analyzer's pace), and the first photo's wait.
// Run: node bench/analyzer-memory.ts [N photos, default 24]   (prints numbers; never a test)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Batch, BatchDetail } from '../packages/core/src/schemas/batches.ts';
import type { Project } from '../packages/core/src/schemas/projects.ts';
import { processTree, pssMb, resetPeakRss, treeRssMb, type TreeProcess } from './support/process-tree.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const photoCount = Number(process.argv[2] ?? 24);
const port = Number(process.env.BENCH_PORT ?? 3910);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
// A minute, and the few seconds a model process takes to exit after its idle time.
const quietSeconds = Number(process.env.BENCH_QUIET_SECONDS ?? Number(process.env.LOCAL_AI_IDLE_SECONDS ?? 60) + 5);
const base = `http://127.0.0.1:${port}`;
const origin = `http://localhost:${port}`;
const UPLOADS_AT_ONCE = 3; // the browser's batch uploader

/** The fixture photos: this repository's and the shared labelled set, the 1600 px ones spread through. */
function fixturePhotos(): { name: string; bytes: Buffer }[] {
  const dirs = [
    path.join(root, 'test-fixtures/photos'),
    ...['large', 'others', 'tools'].map((sub) => path.join(root, '../shared/fixtures/photos', sub)),
  ];
  const files = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
      .map((name) => path.join(dir, name)),
  );
  const large = files.filter((file) => file.includes('_1600'));
  const small = files.filter((file) => !file.includes('_1600'));
  // Every fourth photo a 1600 px one: the size the browser sends from a phone's camera.
  const ordered: string[] = [];
  for (let i = 0; ordered.length < photoCount; i++) {
    ordered.push(i % 4 === 0 ? large[(i / 4) % large.length]! : small[i % small.length]!);
  }
  return ordered.map((file) => ({ name: path.basename(file), bytes: readFileSync(file) }));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-memory-bench-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    TAGWISE_TEST_HOOKS: 'true', // the credits for the batch
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true, // its own process group, stopped as a whole at the end
});
const logLines: { at: number; line: string }[] = [];
let pendingOutput = '';
server.stdout.on('data', (chunk: Buffer) => {
  const lines = (pendingOutput + chunk.toString()).split('\n');
  pendingOutput = lines.pop()!;
  for (const line of lines) if (!line.includes('"msg":"request"')) logLines.push({ at: performance.now(), line });
});
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (value: number) => `${Math.round(value).toLocaleString('en-US')} MB`;
/** Which part of the tree a process is: start.mjs's first process re-runs itself with malloc tuning. */
function role(p: TreeProcess, tree: TreeProcess[]): string {
  if (p.pid === server.pid)
    return tree.some((q) => q.ppid === p.pid && q.command.includes('start.mjs'))
      ? 'start.mjs (malloc re-run)'
      : 'server';
  if (p.command.includes('start.mjs')) return 'server';
  return `offline models (${path.basename(p.command.split(' ').at(-1) ?? '')})`;
}
function describe(tree: TreeProcess[], value: (p: TreeProcess) => number) {
  return tree.map((p) => `${role(p, tree)} ${mb(value(p))}`).join(', ');
}
function snapshot(label: string) {
  const tree = processTree(server.pid!);
  const pss = tree.reduce((sum, p) => sum + pssMb(p.pid), 0);
  console.log(`${label}: ${mb(treeRssMb(tree))} RSS (PSS ${mb(pss)}; ${describe(tree, (p) => p.rssKb / 1024)})`);
  return tree;
}

async function call<T>(
  route: string,
  init: { method?: string; json?: unknown; body?: FormData; cookie?: string } = {},
) {
  const res = await fetch(`${base}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      origin,
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.json !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (res.status >= 300) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return { res, body: (res.status === 204 ? undefined : await res.json()) as T };
}

/** A batch of these photos, one item each, uploaded three at a time; resolves when it has ended. */
async function runBatch(cookie: string, projectId: string, photos: { name: string; bytes: Buffer }[]) {
  const { body: batch } = await call<Batch>('/api/batches', {
    method: 'POST',
    cookie,
    json: {
      name: `Memory bench ${photos.length}`,
      projectId,
      total: photos.length,
      options: { mode: 'analyze', enhancePhotos: false, grouping: 'one-per-photo' },
    },
  });
  const started = Date.now();
  let next = 0;
  const uploader = async () => {
    while (next < photos.length) {
      const i = next++;
      const form = new FormData();
      form.append('clientFileId', `photo-${i}`);
      form.append('photo', new Blob([new Uint8Array(photos[i]!.bytes)]), photos[i]!.name);
      await call(`/api/batches/${batch.id}/files`, { method: 'POST', cookie, body: form });
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploader));
  for (;;) {
    const { body: detail } = await call<BatchDetail>(`/api/batches/${batch.id}`, { cookie });
    if (!['pending', 'processing'].includes(detail.batch.status)) return { started, detail };
    await sleep(500);
  }
}

try {
  const startedAt = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await sleep(100);
  }
  const [load1, load5] = os.loadavg();
  console.log(
    `Tagwise server on a fresh data directory, ${os.availableParallelism()} CPUs, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min), Node ${process.version}, LOCAL_AI_IDLE_SECONDS=${process.env.LOCAL_AI_IDLE_SECONDS ?? '(default)'}, LOCAL_AI_WARM_UP=${process.env.LOCAL_AI_WARM_UP ?? '(default)'}`,
  );
  console.log(`health answered after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  await sleep(settleSeconds * 1000);
  const atIdle = snapshot(`idle, ${settleSeconds} s after start`);
  console.log(`  peak since start, per process: ${describe(atIdle, (p) => p.peakRssKb / 1024)}`);

  const email = `memory-${Date.now()}@example.com`;
  const signUp = await call('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'bench-password-1', name: 'Bench' },
  });
  const cookie = signUp.res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tagwise.session_token='))!
    .split(';')[0]!;
  await call('/api/test/credits', { method: 'POST', cookie, json: { tier: 'pro-300', packCredits: photoCount + 10 } });
  const { body: project } = await call<Project>('/api/projects', { method: 'POST', cookie, json: { name: 'Bench' } });

  // The batch: every process's kernel peak starts again here, and the tree is sampled as a whole.
  for (const p of processTree(server.pid!)) resetPeakRss(p.pid);
  const peaks = new Map<number, TreeProcess & { role: string }>();
  let treePeak = 0;
  let treePeakParts = '';
  const sample = () => {
    const tree = processTree(server.pid!);
    for (const p of tree) {
      const seen = peaks.get(p.pid);
      if (!seen || p.peakRssKb > seen.peakRssKb) peaks.set(p.pid, { ...p, role: role(p, tree) });
    }
    const total = treeRssMb(tree);
    if (total > treePeak) {
      treePeak = total;
      treePeakParts = describe(tree, (p) => p.rssKb / 1024);
    }
  };
  const sampler = setInterval(sample, 100);
  const photos = fixturePhotos();
  const { started, detail } = await runBatch(cookie, project.id, photos);
  clearInterval(sampler);
  sample();
  const ends = detail.jobs
    .map((job) => Date.parse(job.processingCompletedAt ?? ''))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const batchEnded = performance.now();
  console.log(
    `\nbatch of ${photoCount} photos (${photos.filter((p) => p.name.includes('_1600')).length} of them 1600 px): ${detail.batch.status}, ${detail.batch.completed} succeeded, ${detail.batch.failed} failed, ${((ends.at(-1)! - started) / 1000).toFixed(1)} s`,
  );
  for (const job of detail.jobs.filter((j) => j.status === 'failed')) {
    console.log(`  failed: ${job.originalFilename}: ${job.errorCode} ${job.errorMessage}`);
  }
  console.log(
    `  per photo: ${((ends.at(-1)! - ends[0]!) / (ends.length - 1) / 1000).toFixed(2)} s; the first photo's wait (upload to item, models loading): ${((ends[0]! - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  peak of the whole tree (sampled every 100 ms): ${mb(treePeak)} (${treePeakParts})`);
  const processPeaks = [...peaks.values()];
  console.log(
    `  each process's own peak (kernel's VmHWM; their sum ${mb(processPeaks.reduce((sum, p) => sum + p.peakRssKb, 0) / 1024)} bounds the tree's): ${processPeaks.map((p) => `${p.role} ${mb(p.peakRssKb / 1024)}`).join(', ')}`,
  );

  const quietUntil = batchEnded + quietSeconds * 1000;
  while (performance.now() < quietUntil) await sleep(Math.min(5_000, quietUntil - performance.now()));
  snapshot(`\n${quietSeconds} s after the batch`);

  const again = await runBatch(cookie, project.id, [photos[0]!]);
  const end = Date.parse(again.detail.jobs[0]?.processingCompletedAt ?? '');
  console.log(
    `one more photo (${photos[0]!.name}) after the quiet time: ${again.detail.batch.status} in ${((end - again.started) / 1000).toFixed(1)} s`,
  );
  snapshot('right after it');
  const modelLog = logLines.filter(({ line }) => /offline model/i.test(line));
  if (modelLog.length) {
    console.log(`\nthe server's log about the models (seconds since start):`);
    for (const { at, line } of modelLog) {
      const { msg, ...fields } = JSON.parse(line) as { msg: string; time?: string; level?: string };
      delete fields.time;
      delete fields.level;
      console.log(`  ${((at - startedAt) / 1000).toFixed(1)} s: ${msg} ${JSON.stringify(fields)}`);
    }
  }
} finally {
  process.kill(-server.pid!, 'SIGTERM'); // as a supervisor stops a service: the whole group
  const code = await exited;
  console.log(`\nserver stopped with exit code ${code}`);
  rmSync(dataDir, { recursive: true, force: true });
}
