// `npm run test:changed [-- <base>]`: the inner loop. Only the tests the changes touch: Vitest's related
// files (a test file that imports a changed module, however deep) across the core, web, scripts and server
// projects, then the browser specs Playwright finds changed (a spec, or a helper a spec imports).
// Without a base, the changes are the working tree's against HEAD (staged, unstaged and new files); with
// one (`main`, `HEAD~3`), the commits since that base as well. Usage: node scripts/test-changed.mjs [base]
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** The base to compare with, from the command line's arguments; undefined means HEAD's working tree. */
export function parseBase(args) {
  if (args.length > 1) throw new Error(`One base at most (a branch or commit), not ${args.length}: ${args.join(' ')}`);
  const [base] = args;
  // A leading dash would reach git and the runners as an option of theirs.
  if (base !== undefined && (base === '' || base.startsWith('-'))) throw new Error(`Not a branch or commit: "${base}"`);
  return base;
}

/**
 * The commit the branch left `base` at: the changes are the branch's own. Vitest compares with `base...HEAD`
 * (from there) but Playwright with `base` itself, which counts the commits `base` got since as changes too.
 * Null when `base` is no commit of the repository at `cwd`.
 */
export function forkPoint(base, cwd = root) {
  const run = spawnSync('git', ['merge-base', '--', base, 'HEAD'], { cwd, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The spec files of `playwright test --list --reporter=json`. */
export function listedSpecs(listJson) {
  return JSON.parse(listJson).suites.map((suite) => suite.file);
}

/** The two runs, each given the base in its own spelling. Neither fails when nothing it runs was touched. */
export function stepsFor(base) {
  return [
    {
      name: 'unit and integration',
      // Vitest's `--changed` alone is the working tree; with a value it adds the commits since `value...HEAD`.
      cmd: [bin('vitest'), 'run', base ? `--changed=${base}` : '--changed', '--passWithNoTests'],
    },
    {
      name: 'browser',
      cmd: [bin('playwright'), 'test', base ? `--only-changed=${base}` : '--only-changed', '--pass-with-no-tests'],
    },
  ];
}

function main() {
  let base;
  try {
    base = parseBase(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  // A mistyped base would otherwise show as "no tests changed" from Vitest (it swallows git's error).
  const since = base === undefined ? undefined : forkPoint(base);
  if (since === null) {
    console.error(`Not a branch or commit here: ${base}`);
    process.exit(2);
  }
  const results = [];
  for (const step of stepsFor(since)) {
    console.log(`\n=== ${step.name} (changed since ${base ? `${base}, at ${since.slice(0, 10)}` : 'HEAD'}) ===`);
    const started = Date.now();
    if (step.name === 'browser' && !browserSpecsToRun(step)) {
      results.push({ name: `${step.name}: no spec touched`, ok: true, seconds: 0 });
      continue;
    }
    const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
    results.push({ name: step.name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  }
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/**
 * Whether any spec is touched, asked first with `--list`: a run with nothing to do would still start the three
 * servers (and rebuild the web app), most of a minute. A listing that fails says so and lets the run show why.
 */
function browserSpecsToRun(step) {
  const list = spawnSync(step.cmd[0], [...step.cmd.slice(1), '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (list.status !== 0) return true;
  const specs = listedSpecs(list.stdout);
  console.log(specs.length ? `Specs: ${specs.join(', ')}` : 'No browser spec touched.');
  return specs.length > 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
