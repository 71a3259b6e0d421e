import { describe, expect, it } from 'vitest';
import { findTextLines, type RgbaImage } from '../src/ai/local/text-lines.ts';

// The line finder on hand-made detector maps (real opencv.js and js-clipper, no models): where it puts
// each line, how it grows the detector's shrunk core back, and how it cuts the line out of the photo.
// Its equality with @gutenye/ocr-common's version, which it follows, was checked on the 57 fixture photos
// and three rendered labels when it replaced it (the same text and scores on every one).

const WIDTH = 640;
const HEIGHT = 480;
const LOAD_TIMEOUT = 60_000;

/** A map with the given rectangles (left, top, width, height) marked as text. */
function mapWith(...rects: [number, number, number, number][]) {
  const map = new Uint8Array(WIDTH * HEIGHT);
  for (const [left, top, width, height] of rects) {
    for (let y = top; y < top + height; y++) map.fill(255, y * WIDTH + left, y * WIDTH + left + width);
  }
  return map;
}

/** A photo whose pixels say where they are: red = x / 4, green = y / 2, blue 50, opaque. */
function gradientPhoto(): RgbaImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) data.set([x >> 2, y >> 1, 50, 255], (y * WIDTH + x) * 4);
  }
  return { data, width: WIDTH, height: HEIGHT };
}

const xs = (box: [number, number][]) => box.map(([x]) => x);
const ys = (box: [number, number][]) => box.map(([, y]) => y);

describe('findTextLines', () => {
  it(
    'grows each marked core by the unclip distance and cuts that box out of the photo',
    async () => {
      // A 200 x 20 core: area 4000, perimeter 440, so DB's unclip grows it by 4000 * 1.5 / 440 = 13.6 px.
      const lines = await findTextLines(mapWith([100, 100, 200, 20]), WIDTH, HEIGHT, gradientPhoto());
      expect(lines).toHaveLength(1);
      const [{ box, image }] = lines as [(typeof lines)[number]];
      expect(Math.min(...xs(box))).toBeGreaterThanOrEqual(84);
      expect(Math.min(...xs(box))).toBeLessThanOrEqual(88);
      expect(Math.max(...xs(box))).toBeGreaterThanOrEqual(311);
      expect(Math.max(...xs(box))).toBeLessThanOrEqual(315);
      expect(Math.min(...ys(box))).toBeGreaterThanOrEqual(84);
      expect(Math.max(...ys(box))).toBeLessThanOrEqual(136);
      // The crop is the box's size, RGBA, and holds the photo's pixels from there (left edge ~x 86, top ~y 86).
      expect(image.data).toHaveLength(image.width * image.height * 4);
      expect(image.width).toBeGreaterThan(220);
      expect(image.height).toBeGreaterThan(40);
      expect(image.height).toBeLessThan(52);
      const [red, green, blue, alpha] = image.data.subarray(0, 4);
      expect(red).toBeGreaterThanOrEqual(20);
      expect(red).toBeLessThanOrEqual(23);
      expect(green).toBeGreaterThanOrEqual(41);
      expect(green).toBeLessThanOrEqual(45);
      expect([blue, alpha]).toEqual([50, 255]);
      // Its own copy: not a view of opencv's heap, which is freed and reused.
      expect(image.data.buffer.byteLength).toBe(image.data.byteLength);
    },
    LOAD_TIMEOUT,
  );

  it(
    'turns a line standing on end a quarter, so the recogniser reads it lying down',
    async () => {
      const [line] = await findTextLines(mapWith([300, 60, 16, 240]), WIDTH, HEIGHT, gradientPhoto());
      expect(line).toBeDefined();
      expect(line!.image.width).toBeGreaterThan(line!.image.height * 4);
    },
    LOAD_TIMEOUT,
  );

  it(
    'finds one box per separate core and leaves out specks',
    async () => {
      const lines = await findTextLines(
        mapWith([40, 40, 160, 18], [40, 300, 300, 24], [500, 400, 2, 2]),
        WIDTH,
        HEIGHT,
        gradientPhoto(),
      );
      expect(lines).toHaveLength(2);
      const tops = lines.map(({ box }) => Math.min(...ys(box))).sort((a, b) => a - b);
      expect(tops[0]).toBeLessThan(40);
      expect(tops[1]).toBeGreaterThan(280);
    },
    LOAD_TIMEOUT,
  );

  it(
    'maps boxes from a smaller map onto the photo',
    async () => {
      // The same core on a half-size map: the box lands at twice its coordinates on the photo.
      const half = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
      for (let y = 50; y < 60; y++) half.fill(255, y * (WIDTH / 2) + 50, y * (WIDTH / 2) + 150);
      const [line] = await findTextLines(half, WIDTH / 2, HEIGHT / 2, gradientPhoto());
      expect(Math.min(...xs(line!.box))).toBeGreaterThan(80);
      expect(Math.max(...xs(line!.box))).toBeGreaterThan(300);
    },
    LOAD_TIMEOUT,
  );

  it(
    'finds nothing on an empty map',
    async () => {
      expect(await findTextLines(new Uint8Array(WIDTH * HEIGHT), WIDTH, HEIGHT, gradientPhoto())).toEqual([]);
    },
    LOAD_TIMEOUT,
  );
});
