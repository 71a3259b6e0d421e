// What the browser benches share: a built web app, the production server on a fresh data directory with
// the test hooks on, a signed-in session, and the pages' data. Never used by tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app when its sources changed since the last build (as `npm start` does). */
export function ensureWebBuild() {
  spawnSync(process.execPath, ['-e', "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild())"], {
    cwd: root,
    stdio: 'inherit',
  });
}

export interface BenchApp {
  base: string;
  /** The session cookie of the signed-in bench user. */
  cookie: string;
  userId: string;
  /** Cookies as Playwright's addCookies takes them. */
  cookies: { name: string; value: string; domain?: string; path?: string }[];
  post(url: string, body: unknown, type?: string): Promise<{ id: string }>;
  stop(): void;
}

/**
 * Starts the server on `port` and signs a user in. If the server exits early (another run holds the
 * port, while the health check answers from that one), the bench stops instead of measuring the other.
 */
export async function startBenchApp(port: number, email: string): Promise<BenchApp> {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-bench-'));
  const server = spawn(process.execPath, ['apps/server/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      TAGWISE_TEST_HOOKS: 'true',
    },
    stdio: 'ignore',
  });
  let stopping = false;
  process.once('exit', () => server.kill('SIGKILL'));
  server.once('exit', (code) => {
    if (stopping) return;
    console.error(`The server on port ${port} exited (code ${code}); is another bench run using the port?`);
    process.exit(1);
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = (await (
    await fetch(`${base}/api/test/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Bench' }),
    })
  ).json()) as { userId: string; cookies: BenchApp['cookies'] };
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    base,
    cookie,
    userId: login.userId,
    cookies: login.cookies,
    post: async (url, body, type = 'application/json') =>
      (await (
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': type, cookie, origin: base },
          body: type === 'application/json' ? JSON.stringify(body) : (body as Uint8Array<ArrayBuffer>),
        })
      ).json()) as { id: string },
    stop() {
      stopping = true;
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The pages' data: three projects, one with 60 items (a page and a half), every fourth with a photo when
 * asked. The operator has answered the first-visit tour suggestion; a browser's empty storage cannot
 * remember "Not now", so the account turns suggestions off instead. Returns the big project's id.
 */
export async function seedSale(app: BenchApp, { photos }: { photos: boolean }) {
  await fetch(`${app.base}/api/settings/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: app.cookie, origin: app.base },
    body: JSON.stringify({ toursEnabled: false }),
  });
  const sale = await app.post('/api/projects', { name: 'Maple Street estate' });
  await app.post('/api/projects', { name: 'Oak Lane moving sale' });
  await app.post('/api/projects', { name: 'Birch Road consignment' });
  const photo = readFileSync(path.join(root, 'test-fixtures/photos/chair.webp'));
  for (let i = 0; i < 60; i++) {
    const item = await app.post('/api/items', {
      projectId: sale.id,
      name: `Painted wooden chair ${i + 1}`,
      category: 'Furniture',
      retailCents: 4_000 + i * 100,
    });
    if (photos && i % 4 === 0) {
      await app.post(`/api/items/${item.id}/images`, new Uint8Array(photo), 'application/octet-stream');
    }
  }
  return sale.id;
}
