// `npm test`: every check, in order of speed, each one run even if an earlier one failed, then a summary.
// Exit code is non-zero when any step failed. The last line counts the tests that ran.
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCounts } from './test-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// Steps with `together` run at the same time, their output held until each ends: lint, format and the
// type checks are each mostly one thread, and on two cores they take the time of the longest, not the sum.
const steps = [
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings', '0'], together: true },
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'], together: true },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'], together: true },
  { name: 'docs', cmd: ['node', 'scripts/check-docs.mjs'], together: true },
  {
    name: 'unit',
    cmd: [
      bin('vitest'),
      'run',
      '--project',
      'core',
      '--project',
      'web',
      '--project',
      'scripts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    report: 'unit.json',
  },
  // Always on PGlite; again on PostgreSQL when TEST_DATABASE_URL points at one (as in CI).
  ...[undefined, process.env.TEST_DATABASE_URL]
    .filter((url, i) => i === 0 || url)
    .map((url) => ({
      name: `integration (${url ? 'PostgreSQL' : 'PGlite'})`,
      cmd: [
        bin('vitest'),
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/integration-${url ? 'pg' : 'pglite'}.json`,
      ],
      env: { TEST_DATABASE_URL: url ?? '' },
      report: `integration-${url ? 'pg' : 'pglite'}.json`,
    })),
  {
    name: 'browser',
    cmd: [bin('playwright'), 'test'],
    report: 'browser.json',
  },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));
const results = [];
let passed = 0;
let failed = 0;

function record(step, ok, started, ended = Date.now()) {
  results.push({ name: step.name, ok, seconds: Math.round((ended - started) / 1000) });
  if (step.report) {
    const counts = readCounts(path.join(reports, step.report));
    passed += counts.passed;
    failed += counts.failed;
  }
}

/** A step in the background: its output kept, and printed under its heading once it has ended. */
function runHeld(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ step, ok: code === 0, started, ended: Date.now(), output: Buffer.concat(output) }),
    );
  });
}

const held = await Promise.all(chosen.filter((step) => step.together).map(runHeld));
for (const { step, ok, started, ended, output } of held) {
  console.log(`\n=== ${step.name} ===`);
  process.stdout.write(output);
  record(step, ok, started, ended);
}
for (const step of chosen.filter((step) => !step.together)) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  record(step, run.status === 0, started);
}

// Each step's seconds in one right-aligned column, whether it passed or not, so growth is seen at a glance.
// The steps run together overlap: the total is the run's own time, not their sum.
console.log('\n=== summary ===');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results)
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)} ${String(r.seconds).padStart(6)} s`);
console.log(`${'total'.padEnd(width + 6)} ${String(Math.round(performance.now() / 1000)).padStart(6)} s`);
const anyFailed = results.some((r) => !r.ok);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
