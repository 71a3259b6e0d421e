// Baseline figures for the server: request latency of the health check and the session lookup under light
// concurrency (start-up has its own bench: start-up.ts).
// Run: node bench/server-baseline.ts   (prints numbers; never used as a test)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../apps/server/src/index.ts', import.meta.url));
const PORT = 3900;
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-'));

async function startServer(): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: 'ignore',
  });
  process.once('exit', () => child.kill('SIGKILL'));
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) throw new Error(`server exited with ${code} (port ${PORT} busy?)`);
  });
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(label: string, total: number, concurrency: number, request: () => Promise<Response>) {
  for (let i = 0; i < 50; i++) await (await request()).arrayBuffer(); // warm-up
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < total) {
      const t0 = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      times.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  console.log(
    `${label.padEnd(34)} n=${total} c=${concurrency}  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ${Math.round(total / seconds)} req/s`,
  );
}

const server = await startServer();

const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: ORIGIN },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench' }),
});
if (!signUp.ok) throw new Error(`sign-up: HTTP ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;

await measure('GET /api/health', 2000, 8, () => fetch(`${BASE}/api/health`));
await measure('GET /api/auth/get-session (cookie)', 2000, 8, () =>
  fetch(`${BASE}/api/auth/get-session`, { headers: { cookie } }),
);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
