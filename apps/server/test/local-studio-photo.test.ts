import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeForegroundMask, decodePhoto, warmBackgroundMask } from '../src/ai/local/background-mask.ts';
import { createStudioPhoto } from '../src/ai/local/studio-photo.ts';

// The real ISNet model on a real photo: no fakes, no network. Loading the model and one inference take a
// few seconds on two cores, hence the generous timeouts; nothing here asserts on time (bench/ does).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 120_000;
let chair: Buffer;

beforeAll(async () => {
  chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
  await warmBackgroundMask();
}, MODEL_TIMEOUT);

/** RGB of the pixel at (x, y) of a decoded image. */
function pixel(image: { data: Buffer; info: { width: number; channels: number } }, x: number, y: number) {
  const at = (y * image.info.width + x) * image.info.channels;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

describe('background mask', () => {
  it(
    'covers a plausible share of the chair photo, at the photo’s size',
    async () => {
      const photo = await decodePhoto(chair);
      const mask = await computeForegroundMask(photo);
      expect([mask.width, mask.height]).toEqual([photo.width, photo.height]);
      expect(mask.data.length).toBe(photo.width * photo.height);
      expect(mask.coverage).toBeGreaterThan(0.1);
      expect(mask.coverage).toBeLessThan(0.7);
      // The photo's corners are backdrop, not chair.
      const corners = [0, photo.width - 1, (photo.height - 1) * photo.width, photo.width * photo.height - 1];
      for (const at of corners) expect(mask.data[at]).toBeLessThan(128);
    },
    MODEL_TIMEOUT,
  );
});

describe('studio photo', () => {
  it(
    'puts the chair, centred, on a white square as WebP',
    async () => {
      const result = await createStudioPhoto(chair);
      expect(result.itemFound).toBe(true);
      expect(result.contentType).toBe('image/webp');
      const meta = await sharp(result.photo).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(meta.height);

      const image = await sharp(result.photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const { width, height } = image.info;
      for (const [x, y] of [
        [2, 2],
        [width - 3, 2],
        [2, height - 3],
        [width - 3, height - 3],
      ] as const) {
        for (const channel of pixel(image, x, y)) expect(channel).toBeGreaterThanOrEqual(250);
      }
      // The middle tenth of the square is mostly chair, not backdrop.
      let dark = 0;
      let total = 0;
      for (let y = Math.floor(height * 0.45); y < height * 0.55; y++) {
        for (let x = Math.floor(width * 0.45); x < width * 0.55; x++) {
          total++;
          if (Math.min(...pixel(image, x, y)) < 230) dark++;
        }
      }
      expect(dark / total).toBeGreaterThan(0.5);
    },
    MODEL_TIMEOUT,
  );

  it(
    'keeps a blank photo as it was and says no item was found',
    async () => {
      const blank = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer();
      const result = await createStudioPhoto(blank);
      expect(result.itemFound).toBe(false);
      expect(result.coverage).toBeLessThan(0.05);
      expect(result.photo.equals(blank)).toBe(true);
    },
    MODEL_TIMEOUT,
  );
});
