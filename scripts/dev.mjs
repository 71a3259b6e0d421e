// `npm run dev`: Vite with hot reload on :3000 in front of the API server on :3001, which restarts on
// change. The browser only ever sees :3000 (Vite proxies /api), so cookies and the Origin check match.
// HOST is where Vite listens (this machine only unless set, as `npm start`); the API stays on loopback.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const host = process.env.HOST ? ['--host', process.env.HOST] : [];

const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort', ...host],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
