// The offline analyzer over the labelled fixture photos, the way the server runs it: the real models in
// a worker thread (worker-vision.ts), then the same identification and pricing rules. Prints category
// accuracy against labels.csv with each miss, per-photo latency p50/p95 (the small photos and the
// 1600 px ones apart: DESIGN section 8 budgets 2.5 s for a 1600 px photo on 2 cores), studio
// enhancement latency on the 1600 px photos, and the process's peak RSS (workers included; budget 2 GB).
// Run: node bench/offline-analyzer.ts [photo directory with labels.csv]  (default: ../shared/fixtures/photos)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identifyLocalItem } from '@tagwise/core/analysis/identify-local-item';
import { createWorkerVision } from '../apps/server/src/ai/local/worker-vision.ts';
import { ensureMallocTuning } from '../scripts/malloc-tuning.mjs';
import { ms, report } from './support/latency-report.ts';

// Measured the way `npm start` runs the server: with its malloc tuning (the process re-runs itself).
if (!ensureMallocTuning()) await new Promise(() => {});

const ENHANCE_ROUNDS = 3;
const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, '../shared/fixtures/photos'));

/** labels.csv: file,"object",category (the object may be quoted and hold commas). */
function readLabels(): { file: string; object: string; category: string }[] {
  const lines = readFileSync(path.join(dir, 'labels.csv'), 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const match = /^([^,]+),(?:"([^"]*)"|([^,]*)),(.+)$/.exec(line.trim());
    if (!match) throw new Error(`labels.csv: cannot read "${line}"`);
    return { file: match[1]!, object: match[2] ?? match[3]!, category: match[4]!.trim() };
  });
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const labels = readLabels();
console.log(`${labels.length} labelled photos from ${dir}, ${os.availableParallelism()} CPUs, Node ${process.version}`);
const vision = createWorkerVision();
let t0 = performance.now();
await vision.warmUp();
console.log(`model load (mask, detector, text reader, in the worker): ${ms(performance.now() - t0)}`);

const small: number[] = [];
const large: number[] = [];
const misses: string[] = [];
let correct = 0;
for (const label of labels) {
  const bytes = readFileSync(path.join(dir, label.file));
  t0 = performance.now();
  const findings = await vision.findings(bytes);
  const identification = identifyLocalItem([findings]);
  (label.file.includes('_1600') ? large : small).push(performance.now() - t0);
  if (identification.category === label.category) correct++;
  else
    misses.push(
      `  ${label.file} (${label.object}, ${label.category}) -> ${identification.category}: "${identification.name}"`,
    );
}
console.log(`category accuracy: ${correct}/${labels.length} = ${((correct / labels.length) * 100).toFixed(0)}%`);
console.log(`misses:\n${misses.join('\n')}`);
// Four more rounds of the 1600 px photos, so their figure rests on ten samples rather than two.
const largeLabels = labels.filter((label) => label.file.includes('_1600'));
for (let round = 0; round < 4; round++) {
  for (const label of largeLabels) {
    const bytes = readFileSync(path.join(dir, label.file));
    t0 = performance.now();
    identifyLocalItem([await vision.findings(bytes)]);
    large.push(performance.now() - t0);
  }
}
report('analysis, small photos (~320 px)', small);
report('analysis, 1600 px photos       ', large);

const enhance: number[] = [];
for (let round = 0; round < ENHANCE_ROUNDS; round++) {
  for (const label of largeLabels) {
    const bytes = readFileSync(path.join(dir, label.file));
    t0 = performance.now();
    await vision.studioPhoto(bytes);
    enhance.push(performance.now() - t0);
  }
}
report('studio enhancement, 1600 px     ', enhance);
await vision.close();
clearInterval(sampler);
console.log(`peak RSS (main thread and worker): ${Math.round(peakRss / 1024 / 1024)} MB`);
