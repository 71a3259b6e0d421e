import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerVision } from '../src/ai/local/worker-vision.ts';

// The worker pool with the real models in a real worker thread: answers cross the thread boundary
// intact, a job still waiting can be abandoned, and a closed pool refuses work. Model loading takes
// seconds on two cores, hence the timeouts; nothing asserts on time.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 180_000;
const vision = createWorkerVision();
let chair: Buffer;
let cup: Buffer;

beforeAll(async () => {
  chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
  await vision.warmUp();
}, MODEL_TIMEOUT);
afterAll(() => vision.close());

describe('worker vision', () => {
  it(
    'returns the studio photo from the worker as a WebP the size of a square',
    async () => {
      const studio = await vision.studioPhoto(chair);
      expect(studio.itemFound).toBe(true);
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

  it('refuses an already aborted request without queuing it', async () => {
    await expect(vision.findings(cup, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });

  it('refuses work once closed', async () => {
    const closing = createWorkerVision();
    await closing.close();
    await expect(closing.findings(cup)).rejects.toThrow('offline vision is closed');
  });
});
