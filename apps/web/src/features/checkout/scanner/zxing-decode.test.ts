import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABEL_STOCKS } from '@tagwise/core/values/labels';
import { renderLabelSheet } from '../../../../../server/src/modules/labels/render-label-sheet.ts';
import { tagUrl } from '../../../../../server/src/modules/labels/tag-url.ts';
import {
  cameraFrame,
  readRgba,
  seededRandom,
  tableBackground,
  type RgbaImage,
  type TagPlacement,
} from '../../../../../../e2e/support/camera-frame.ts';
import { decodeAsTheWorker, scannerInput } from '../../../../../../e2e/support/scanner-decode.ts';
import { cutTags, renderFirstPage } from '../../../../../../e2e/support/tag-sheet-images.ts';
import { parseScannedText } from './parse-scanned-text';

// A tag printed by the server's own label renderer, rendered by poppler and seen as a phone camera would,
// read the way the scanner's worker reads it: cut to the framing box, zxing-wasm with its options.
const CODES = ['7KQ2MX', 'HALL-7'];
const PUBLIC_URL = 'https://tagwise.maplestreetestates.com';
let tags: RgbaImage[];
let background: RgbaImage;

beforeAll(async () => {
  const pdf = await buffer(
    renderLabelSheet({
      stock: LABEL_STOCKS['avery-5160'],
      startAt: 1,
      title: 'Price tags',
      labels: CODES.map((tagCode) => ({
        name: 'Walnut credenza with brass pulls',
        price: '$240',
        tagCode,
        url: tagUrl(PUBLIC_URL, tagCode),
        businessName: 'Maple Street Estate Sales',
        discountLine: 'Sat 25% off · Sun 50% off',
      })),
    }),
  );
  tags = await Promise.all(
    (await cutTags(renderFirstPage(pdf), 'avery-5160', CODES.length)).map((png) => readRgba(png)),
  );
  background = tableBackground(1280, 720, seededRandom(1));
}, 30_000);

/** The QR code of an Avery 5160 tag is at its right end; the operator aims it at the box. */
const placement = (changes: Partial<TagPlacement>): TagPlacement => ({
  width: 0.5,
  anchor: { x: 0.825, y: 0.5 },
  at: { x: 0.05, y: -0.05 },
  rotation: 12,
  tilt: { x: 0.1, y: -0.08 },
  blur: 0.8,
  light: 0.75,
  noise: 5,
  ...changes,
});

async function read(frame: RgbaImage) {
  const { texts } = await decodeAsTheWorker(await scannerInput(frame));
  return texts.map(parseScannedText);
}

describe('zxing-wasm reading a printed tag from a 1280x720 camera frame', () => {
  it('reads each tag’s code, turned, tilted and a little blurred, from the framing box', async () => {
    for (const [n, tag] of tags.entries()) {
      const frame = await cameraFrame(tag, background, placement({}), seededRandom(n));
      expect(await read(frame)).toEqual([{ kind: 'tag', tagCode: CODES[n] }]);
    }
  });

  it('reads a tag held far (26 cm: 35% of the frame’s height across) and one held close', async () => {
    for (const width of [0.35, 0.75]) {
      const frame = await cameraFrame(tags[0]!, background, placement({ width, rotation: -20 }), seededRandom(3));
      expect(await read(frame)).toEqual([{ kind: 'tag', tagCode: CODES[0] }]);
    }
  });

  it('reads nothing from a tag outside the framing box, nor from the table alone', async () => {
    const aside = await cameraFrame(tags[0]!, background, placement({ at: { x: -0.6, y: 0 } }), seededRandom(4));
    expect(await read(aside)).toEqual([]);
    expect(await read(background)).toEqual([]);
  });
});
