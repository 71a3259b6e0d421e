import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written last by the build, so its presence means a complete build.
const distIndex = path.join(root, 'apps/web/dist/prerendered/pages.json');
// What the build reads: a newer file among these means the build is out of date. Walking these takes
// ~20 ms, paid by every start.
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/sw',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'content/blog',
  'apps/web/package.json',
  'packages/core/src',
];
// The dependencies bundled into the build, by the lockfile's content: npm rewrites the file on every
// install, so its date says nothing. The build's own folder is served, so the record is kept apart.
const lockfile = path.join(root, 'package-lock.json');
const builtWith = path.join(root, 'node_modules/.cache/tagwise-web-build-lockfile.sha256');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const lockfileHash = () =>
  existsSync(lockfile) ? createHash('sha256').update(readFileSync(lockfile)).digest('hex') : 'none';

/**
 * Builds the web app when there is no build yet, a source file is newer than it, or the dependencies
 * changed since.
 */
export function ensureWebBuild() {
  ensureFreshBuild({
    what: 'the web app',
    marker: distIndex,
    sources: SOURCES,
    record: builtWith,
    script: ['apps/web', 'build/build.ts'],
  });
}

/**
 * Runs `script` (a directory and the file to run in it with Node) when `marker`, which the build writes
 * last, is missing or older than the newest file among `sources`, or the lockfile changed since the
 * build that `record` remembers.
 */
export function ensureFreshBuild({ what, marker, sources, record, script }) {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  const dependencies = lockfileHash();
  const sameDependencies = existsSync(record) && readFileSync(record, 'utf8') === dependencies;
  if (built >= newest && sameDependencies) return;
  console.log(built ? `Sources or dependencies of ${what} changed: rebuilding...` : `Building ${what}...`);
  const result = spawnSync(process.execPath, [script[1]], { cwd: path.join(root, script[0]), stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The build of ${what} failed; see the messages above.`);
    process.exit(result.status ?? 1);
  }
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, dependencies);
}
