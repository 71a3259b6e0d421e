// Start-up as a person meets it: `npm start` until GET /api/health answers, on a first start (fresh data
// directory) and on a later one, with and without what `npm install` prepares (the web build and the
// migrated database copy, scripts/postinstall.mjs). Wall time and the CPU time the process tree used, which
// a busy machine disturbs less. Run: node bench/start-up.ts [runs]   (prints numbers; never a test)
// It removes apps/web/dist and hides node_modules/.cache/tagwise for some runs, and leaves both in place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './support/process-tree.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3900);
const webDist = path.join(root, 'apps/web/dist');
const templates = path.join(root, 'node_modules/.cache/tagwise');
const hiddenTemplates = `${templates}-hidden-by-bench`;
const compileCache = path.join(root, 'node_modules/.cache/node-compile-cache');

interface Sample {
  wallMs: number;
  cpuMs: number;
}

async function startOnce(dataDir: string): Promise<Sample> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, stopped as a whole below
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let early = false;
  void exited.then(() => (early = true));
  for (;;) {
    if (early) throw new Error(`npm start exited before answering (port ${port} busy?):\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const sample = { wallMs: performance.now() - started, cpuMs: treeCpuMs(child.pid!) };
  process.kill(-child.pid!, 'SIGINT'); // as Ctrl+C in a terminal: the server closes the database
  await exited;
  return sample;
}

function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'tagwise-start-bench-'));
}

function move(from: string, to: string) {
  if (existsSync(from)) renameSync(from, to);
}

const results: { label: string; samples: Sample[] }[] = [];
const existing = freshDataDir(); // the later starts' data directory, kept between them
/** `prepare` returns the data directory to start on; `after` undoes what it hid or removed. */
async function scenario(label: string, count: number, prepare: () => string, after?: () => void) {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = prepare();
    samples.push(await startOnce(dataDir));
    after?.();
    if (dataDir !== existing) rmSync(dataDir, { recursive: true, force: true });
  }
  results.push({ label, samples });
  console.error(`measured: ${label}`);
}

// What `npm install` leaves, so every scenario starts from the same place.
const prepared = spawnSync(process.execPath, ['scripts/postinstall.mjs'], { cwd: root, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(1);
process.on('exit', () => move(hiddenTemplates, templates));

// Not counted: one start to warm the compile cache and the file system cache, and the first on `existing`.
const warmUp = freshDataDir();
await startOnce(warmUp);
rmSync(warmUp, { recursive: true, force: true });
await startOnce(existing);
await scenario('later start (existing data directory)', runs, () => existing);
rmSync(existing, { recursive: true, force: true });

await scenario('first start after npm install (fresh data directory)', runs, freshDataDir);

await scenario(
  'first start, no database copy (initdb in WASM)',
  Math.min(runs, 3),
  () => {
    move(templates, hiddenTemplates);
    return freshDataDir();
  },
  () => move(hiddenTemplates, templates),
);

await scenario(
  'first start, nothing prepared (web build, initdb, cold compile cache)',
  Math.min(runs, 2),
  () => {
    move(templates, hiddenTemplates);
    rmSync(webDist, { recursive: true, force: true });
    rmSync(compileCache, { recursive: true, force: true });
    return freshDataDir();
  },
  () => move(hiddenTemplates, templates),
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const [load1, load5] = os.loadavg();
console.log(
  `\nnpm start until /api/health answers; ${os.cpus().length} cores, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min), Node ${process.version}\n`,
);
console.log(
  '| start                                                               | runs | wall: median (min-max)  | CPU: median |',
);
console.log(
  '| ------------------------------------------------------------------- | ---- | ----------------------- | ----------- |',
);
for (const { label, samples } of results) {
  const walls = samples.map((s) => s.wallMs);
  const wall = `${seconds(median(walls))} (${seconds(Math.min(...walls))}-${seconds(Math.max(...walls))})`;
  console.log(
    `| ${label.padEnd(67)} | ${String(samples.length).padEnd(4)} | ${wall.padEnd(23)} | ${seconds(median(samples.map((s) => s.cpuMs))).padEnd(11)} |`,
  );
}
