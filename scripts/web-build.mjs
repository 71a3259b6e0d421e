import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written last by the build, so its presence means a complete build.
const distIndex = path.join(root, 'apps/web/dist/prerendered/home.html');
// What the build reads: a newer file among these means the build is out of date. The lockfile stands for
// the dependencies bundled into it. Walking these takes ~20 ms, paid by every start.
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/core/src',
  'package-lock.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

/** Builds the web app when there is no build yet or a source file is newer than it. */
export function ensureWebBuild() {
  const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built >= newest) return;
  console.log(built ? 'Web sources changed: rebuilding the web app...' : 'Building the web app...');
  const result = spawnSync(process.execPath, ['build/build.ts'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
