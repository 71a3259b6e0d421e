// The offline background mask and studio photo on the 1600 px fixture photos (DESIGN section 8: the
// whole offline analysis within 2.5 s a photo on 2 cores; the mask is most of it). Prints the model load,
// per-photo latency p50/p95 of the mask (decode + inference + resize back) and of the whole studio photo,
// and the process's peak RSS (the mask alone; bench/analyzer-memory.ts measures the server's).
// Run: node bench/background-mask.ts [photo directory]   (default: ../shared/fixtures/photos/large)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeForegroundMask, decodePhoto, warmBackgroundMask } from '../apps/server/src/ai/local/background-mask.ts';
import { createStudioPhoto } from '../apps/server/src/ai/local/studio-photo.ts';
import { modelProcessEnv } from '../apps/server/src/ai/local/process-vision.ts';
import { ms, report } from './support/latency-report.ts';

// Measured as the server's model process runs: with its malloc settings, which glibc reads at start.
if (process.env.MALLOC_MMAP_THRESHOLD_ === undefined) {
  const run = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: modelProcessEnv(process.env),
  });
  process.exit(run.status ?? 1);
}

const ROUNDS = 5;
const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, '../shared/fixtures/photos/large'));
const files = readdirSync(dir).filter((name) => /_1600\.(jpe?g|png|webp)$/i.test(name));
if (files.length === 0) throw new Error(`no *_1600 photos in ${dir}`);
const photos = files.map((name) => ({ name, bytes: readFileSync(path.join(dir, name)) }));

console.log(`${photos.length} photos from ${dir}, ${os.availableParallelism()} CPUs, Node ${process.version}`);
let t0 = performance.now();
await warmBackgroundMask();
console.log(`model load: ${ms(performance.now() - t0)}`);

// One unmeasured pass so first-inference costs do not count as a photo's latency.
await computeForegroundMask(await decodePhoto(photos[0]!.bytes));

const mask: number[] = [];
const studio: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const photo of photos) {
    t0 = performance.now();
    const decoded = await decodePhoto(photo.bytes);
    const result = await computeForegroundMask(decoded);
    mask.push(performance.now() - t0);
    t0 = performance.now();
    const enhanced = await createStudioPhoto(photo.bytes);
    studio.push(performance.now() - t0);
    if (round === 0) {
      console.log(
        `  ${photo.name}: mask covers ${(result.coverage * 100).toFixed(1)}%, item found: ${enhanced.itemFound}`,
      );
    }
  }
}
report('background mask', mask);
report('studio photo   ', studio);
// maxRSS is in kibibytes.
console.log(`peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
