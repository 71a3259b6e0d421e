import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAnalyzer } from '../src/ai/local/local-analyzer.ts';
import { LocalVisionError } from '../src/ai/local/local-vision.ts';
import { createProcessVision, modelProcessEnv, type ProcessVision } from '../src/ai/local/process-vision.ts';
import { AiProviderError } from '../src/ai/photo-analyzer.ts';
import { isRunning } from './support/processes.ts';

// The model processes with the real models: answers cross the process boundary intact, a job still waiting
// can be abandoned, a closed pool refuses work; a process leaves after its idle time and comes back for the
// next photo; one that dies mid-photo fails that photo with the analyzer's typed failure, not a hang; and
// closing ends a process at once, even while it loads. Model loading takes seconds on two cores, hence the
// timeouts; nothing asserts on time: the tests wait for the processes' own spawn and exit events.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 180_000;
// Kept loaded between the tests that share it, so they pay for one load.
const vision = createProcessVision({ idleSeconds: 0 });
const others: ProcessVision[] = [];
let chair: Buffer;
let cup: Buffer;

/** A pool of its own for a test, closed after the file. */
function ownVision(idleSeconds: number) {
  const own = createProcessVision({ idleSeconds });
  others.push(own);
  return own;
}

beforeAll(async () => {
  chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
  await vision.warmUp();
}, MODEL_TIMEOUT);
afterAll(async () => {
  await Promise.all([vision, ...others].map((pool) => pool.close()));
});

describe('the offline models process', () => {
  it(
    'returns the studio photo across the process boundary as a WebP the size of a square',
    async () => {
      const studio = await vision.studioPhoto(chair);
      expect(studio.itemFound).toBe(true);
      expect(Buffer.isBuffer(studio.photo)).toBe(true);
      const meta = await sharp(studio.photo).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(meta.height);
    },
    MODEL_TIMEOUT,
  );

  it(
    'returns findings with detections, colours and the mask coverage',
    async () => {
      const findings = await vision.findings(cup);
      expect(findings).toMatchObject({ width: 320, height: 208 });
      expect(findings.itemCoverage).toBeGreaterThan(0.05);
      expect(findings.objects[0]?.label).toBe('cup');
      expect(findings.colours.length).toBeGreaterThan(0);
    },
    MODEL_TIMEOUT,
  );

  it(
    'hands back which steps each photo ran, with their times, once',
    async () => {
      vision.takeStageTimes();
      await vision.findings(cup);
      const stages = vision.takeStageTimes();
      // The cup is found by the mask, so the detector looks at it cut out too, its text is looked for, and
      // its signature kept for review learning.
      for (const stage of [
        'decode',
        'mask',
        'detect photo',
        'detect cut-out',
        'text detect',
        'colours',
        'signature',
      ] as const) {
        expect(stages[stage], stage).toMatchObject({ runs: 1 });
        expect(stages[stage]!.ms, stage).toBeGreaterThan(0);
      }
      expect(vision.takeStageTimes()).toEqual({});
    },
    MODEL_TIMEOUT,
  );

  it(
    'leaves out the cut-out pass when the photo as taken already decides the answer',
    async () => {
      // The detector sees these scissors surely on the photo itself: a trusted label at full confidence.
      const scissors = await readFile(path.join(PHOTOS, 'queue/scissors2.webp'));
      vision.takeStageTimes();
      const findings = await vision.findings(scissors);
      const stages = vision.takeStageTimes();
      expect(findings.objects[0]).toMatchObject({ label: 'scissors', pass: 'photo' });
      expect(findings.objects.every((object) => object.pass === 'photo')).toBe(true);
      expect(stages['detect cut-out']).toBeUndefined();
      // The mask still names the item's colours.
      expect(stages.mask).toMatchObject({ runs: 1 });
      expect(findings.colours.length).toBeGreaterThan(0);
    },
    MODEL_TIMEOUT,
  );

  it(
    'drops a waiting job whose caller gave up, and still finishes the running one',
    async () => {
      const running = vision.findings(cup);
      const controller = new AbortController();
      const waiting = vision.findings(cup, controller.signal);
      controller.abort();
      await expect(waiting).rejects.toThrow(/abort/i);
      await expect(running).resolves.toMatchObject({ width: 320 });
    },
    MODEL_TIMEOUT,
  );

  it("gives the model process glibc's malloc settings, with the operator's own tunables last", () => {
    const env = modelProcessEnv({ PATH: '/usr/bin' });
    expect(env).toMatchObject({ PATH: '/usr/bin', MALLOC_MMAP_THRESHOLD_: '1048576' });
    expect(env.GLIBC_TUNABLES?.split(':')).toEqual(['glibc.malloc.hugetlb=1', 'glibc.malloc.arena_max=2']);
    // glibc takes a tunable's last value, so an operator's choice wins.
    const own = modelProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=8' });
    expect(own.GLIBC_TUNABLES?.split(':').at(-1)).toBe('glibc.malloc.arena_max=8');
  });

  it('refuses an already aborted request without queuing it', async () => {
    await expect(vision.findings(cup, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });

  it('refuses work once closed', async () => {
    const closing = createProcessVision();
    await closing.close();
    await expect(closing.findings(cup)).rejects.toThrow('offline vision is closed');
  });

  it(
    'leaves after its idle time, giving its memory back, and the next photo starts it again',
    async () => {
      const quick = ownVision(0.2);
      const spawned = once(quick.events, 'spawn');
      await expect(quick.findings(cup)).resolves.toMatchObject({ width: 320 });
      const [first] = (await spawned) as [number];

      const [exit] = (await once(quick.events, 'exit')) as [{ pid: number; reason: string }];
      expect(exit).toMatchObject({ pid: first, reason: 'idle' });
      expect(isRunning(first)).toBe(false);

      const respawned = once(quick.events, 'spawn');
      // Through the analyzer, as an analysis after a quiet minute meets it: the same answer as ever.
      const answer = await createLocalAnalyzer(quick).analyzeItemPhotos({ photos: [cup], manualInfo: undefined });
      expect(answer.review?.guesses[0]).toMatchObject({ name: 'Cup' });
      const [second] = (await respawned) as [number];
      expect(second).not.toBe(first);
    },
    MODEL_TIMEOUT,
  );

  it(
    'fails the photo of a model process that dies with the analyzer’s typed failure, and the next photo starts a new one',
    async () => {
      const crashing = ownVision(0);
      const spawned = once(crashing.events, 'spawn');
      await crashing.warmUp();
      const [pid] = (await spawned) as [number];

      // The job is with the process as soon as the call returns; the system ending it (out of memory,
      // say) is what this kill stands for.
      const analysis = createLocalAnalyzer(crashing).analyzeItemPhotos({ photos: [chair], manualInfo: undefined });
      process.kill(pid, 'SIGKILL');
      const failure = await analysis.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AiProviderError);
      expect((failure as AiProviderError).kind).toBe('overloaded');
      const cause = (failure as AiProviderError).cause;
      expect(cause).toBeInstanceOf(LocalVisionError);
      expect(cause).toMatchObject({ reason: 'crashed' });

      const respawned = once(crashing.events, 'spawn');
      await expect(crashing.findings(cup)).resolves.toMatchObject({ width: 320 });
      const [next] = (await respawned) as [number];
      expect(next).not.toBe(pid);
    },
    MODEL_TIMEOUT,
  );

  it(
    'closes at once while the models load, ending their process',
    async () => {
      const closing = ownVision(60);
      const spawned = once(closing.events, 'spawn');
      const warming = closing.warmUp();
      const [pid] = (await spawned) as [number];
      const exited = once(closing.events, 'exit');
      const refused = expect(warming).rejects.toThrow('offline vision is closed');
      await closing.close();
      await refused;
      expect((await exited)[0]).toMatchObject({ pid, reason: 'close' });
      expect(isRunning(pid)).toBe(false);
    },
    MODEL_TIMEOUT,
  );
});
