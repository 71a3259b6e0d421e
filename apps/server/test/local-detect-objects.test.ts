import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as HumanModule from '@vladmandic/human';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeForegroundMask, decodePhoto, type RawPhoto } from '../src/ai/local/background-mask.ts';
import {
  DETECTOR_SIDE,
  detectObjects,
  mergeDetections,
  objectDetectorTensors,
  resizeForDetector,
  warmObjectDetector,
} from '../src/ai/local/detect-objects.ts';
import type { DetectedObject } from '../src/ai/local/local-vision.ts';

// The real NanoDet model (and ISNet for one cut-out) on real photos: no fakes, no network. NanoDet loads
// in well under a second and detects in ~150 ms on two cores, but a busy machine can be much slower,
// hence the generous timeouts; nothing here asserts on time (bench/ does).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 120_000;
let photos: { cup: RawPhoto; chair: RawPhoto; scissors: RawPhoto };
const decode = async (name: string) => decodePhoto(await readFile(path.join(PHOTOS, name)));

beforeAll(async () => {
  await warmObjectDetector();
  photos = {
    cup: await decode('cup.webp'),
    chair: await decode('chair_1600.jpg'),
    scissors: await decode('scissors1.webp'),
  };
}, MODEL_TIMEOUT);

describe('detectObjects', () => {
  it(
    'finds the cup, first, and says which pass found it',
    async () => {
      const found = await detectObjects(photos.cup, 'photo');
      expect(found[0]).toMatchObject({ label: 'cup', pass: 'photo' });
      expect(found[0]!.score).toBeGreaterThan(0.35);
    },
    MODEL_TIMEOUT,
  );

  it(
    'keeps a weaker label for the same object (the scissors are "airplane" first)',
    async () => {
      const found = await detectObjects(photos.scissors, 'cutout');
      const scissors = found.find((object) => object.label === 'scissors');
      expect(scissors?.score).toBeGreaterThan(0.25);
      for (const object of found) expect(object.pass).toBe('cutout');
    },
    MODEL_TIMEOUT,
  );

  // In the full photo NanoDet's best guess for this chair is "refrigerator", with no "chair" above the
  // floor; on white, with the ISNet mask (the analyzer's cut-out pass), it sees the chair.
  it(
    'finds the chair once it is cut out on white',
    async () => {
      const { chair } = photos;
      const mask = await computeForegroundMask(chair);
      const onWhite = Buffer.alloc(chair.data.length);
      for (let i = 0; i < chair.data.length; i++) {
        const alpha = mask.data[Math.floor(i / 3)]! / 255;
        onWhite[i] = Math.round(chair.data[i]! * alpha + 255 * (1 - alpha));
      }
      const found = await detectObjects({ ...chair, data: onWhite }, 'cutout');
      expect(found.find((object) => object.label === 'chair')?.score).toBeGreaterThan(0.25);
    },
    MODEL_TIMEOUT,
  );

  it(
    'gives scores and boxes as shares inside the photo, best first, on a 1600 px photo',
    async () => {
      const found = await detectObjects(photos.chair, 'photo');
      expect(found.length).toBeGreaterThan(0);
      for (const { score, box } of found) {
        expect(score).toBeGreaterThan(0);
        expect(score).toBeLessThanOrEqual(1);
        for (const share of box) expect(share).toBeGreaterThanOrEqual(0);
        expect(box[0] + box[2]).toBeLessThanOrEqual(1);
        expect(box[1] + box[3]).toBeLessThanOrEqual(1);
      }
      const scores = found.map((object) => object.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    },
    MODEL_TIMEOUT,
  );

  it(
    'leaks no tensors, and overlapping calls get the same answers as one at a time',
    async () => {
      const before = await objectDetectorTensors();
      const alone = [await detectObjects(photos.cup, 'photo'), await detectObjects(photos.chair, 'photo')];
      const together = await Promise.all([detectObjects(photos.cup, 'photo'), detectObjects(photos.chair, 'photo')]);
      expect(together).toEqual(alone);
      expect(await objectDetectorTensors()).toBe(before);
    },
    MODEL_TIMEOUT,
  );

  // The detector is handed the photo already at NanoDet's input size; its answers stay the ones it gave
  // the whole photo only while these values are tfjs's own, which human computed from the whole photo.
  it(
    "resizes a photo to NanoDet's input exactly as TensorFlow.js does",
    async () => {
      // The TensorFlow.js inside human's wasm build: its backend is the wasm one the detector set up.
      const require = createRequire(import.meta.url);
      const humanDist = path.dirname(require.resolve('@vladmandic/human'));
      const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as typeof HumanModule;
      const tf = new Human({ backend: 'wasm' }).tf as {
        getBackend(): string;
        tensor3d(values: Float32Array, shape: number[], dtype: 'float32'): unknown;
        image: { resizeBilinear(image: unknown, size: [number, number], alignCorners: boolean): unknown };
        dispose(tensors: unknown[]): void;
      };
      expect(tf.getBackend()).toBe('wasm');
      const tfResize = async (data: Float32Array, width: number, height: number) => {
        const input = tf.tensor3d(data, [height, width, 3], 'float32');
        const output = tf.image.resizeBilinear(input, [DETECTOR_SIDE, DETECTOR_SIDE], false) as {
          data(): Promise<Float32Array>;
        };
        const values = await output.data();
        tf.dispose([input, output]);
        return values;
      };
      // Smaller and larger than the input, portrait and landscape, and a size that divides unevenly.
      const odd: RawPhoto = { data: Buffer.alloc(1001 * 523 * 3), width: 1001, height: 523, channels: 3 };
      for (let i = 0; i < odd.data.length; i++) odd.data[i] = (i * 7919) % 256;
      for (const photo of [photos.cup, photos.chair, photos.scissors, odd]) {
        const ours = resizeForDetector(photo);
        const theirs = await tfResize(Float32Array.from(photo.data), photo.width, photo.height);
        expect(ours.length).toBe(DETECTOR_SIDE * DETECTOR_SIDE * 3);
        // toEqual on 500,000 floats prints badly when it fails: count the differences instead.
        expect(ours.filter((value, i) => value !== theirs[i]).length, `${photo.width} x ${photo.height}`).toBe(0);
        // Human resizes what it is given to the same size again, which must change nothing.
        const again = await tfResize(ours, DETECTOR_SIDE, DETECTOR_SIDE);
        expect(again.filter((value, i) => value !== ours[i]).length).toBe(0);
      }
    },
    MODEL_TIMEOUT,
  );

  it('answers the model files itself and leaves every other fetch alone', async () => {
    const model = await fetch('http://human-models.invalid/nanodet.json');
    expect(model.ok).toBe(true);
    expect(((await model.json()) as { format: string }).format).toBe('graph-model');
    expect((await fetch('http://human-models.invalid/..%2Fpackage.json')).status).toBe(404);
    // A data: URL needs no network, and only the real fetch can read it.
    expect(await (await fetch('data:text/plain,plain%20fetch')).text()).toBe('plain fetch');
  });
});

describe('mergeDetections', () => {
  const detection = (
    label: string,
    score: number,
    box: DetectedObject['box'],
    pass: DetectedObject['pass'],
  ): DetectedObject => ({ label, score, box, pass });

  it('keeps one entry for an object both passes found, the better score', () => {
    const photo = [detection('cup', 0.4, [0.2, 0.2, 0.5, 0.5], 'photo')];
    const cutout = [detection('cup', 0.6, [0.22, 0.18, 0.5, 0.52], 'cutout')];
    expect(mergeDetections(photo, cutout)).toEqual(cutout);
    expect(mergeDetections(cutout, photo)).toEqual(cutout);
  });

  it('keeps objects apart when their boxes barely overlap or their labels differ, best first', () => {
    const photo = [
      detection('cup', 0.3, [0, 0, 0.3, 0.3], 'photo'),
      detection('bowl', 0.5, [0.2, 0.2, 0.5, 0.5], 'photo'),
    ];
    const cutout = [
      detection('cup', 0.4, [0.25, 0.25, 0.3, 0.3], 'cutout'),
      detection('vase', 0.35, [0.2, 0.2, 0.5, 0.5], 'cutout'),
    ];
    expect(mergeDetections(photo, cutout).map(({ label, score }) => [label, score])).toEqual([
      ['bowl', 0.5],
      ['cup', 0.4],
      ['vase', 0.35],
      ['cup', 0.3],
    ]);
  });

  it('merges duplicates within one pass too, and returns nothing for nothing', () => {
    const photo = [
      detection('fork', 0.3, [0.1, 0.1, 0.4, 0.6], 'photo'),
      detection('fork', 0.45, [0.1, 0.12, 0.4, 0.6], 'photo'),
    ];
    expect(mergeDetections(photo, [])).toEqual([photo[1]]);
    expect(mergeDetections([], [])).toEqual([]);
  });
});
