import { createRequire } from 'node:module';

// Where the lines of text are on a photo, from the text detector's map, and each line cut out upright for
// the recogniser: PaddleOCR's DB post-processing as @gutenye/ocr-common 1.4.8 implements it in JavaScript
// with opencv.js and js-clipper, which is what the analyzer ran until 2026-11-27 and whose boxes it keeps.
// The same steps and arithmetic, with two differences that change memory, not results: the photo is copied
// into opencv's WebAssembly heap once per photo rather than once per line, and every opencv object is
// deleted when done (ocr-common kept each line's crop and transform there for the life of the process,
// a few MB a photo with text that a long batch piled up).
//
// Adapted from @gutenye/ocr-common (https://github.com/gutenye/ocr), under its MIT licence, which also
// covers the recognition decoding and row grouping adapted in read-text.ts:
//   Copyright © 2024 Guten Ye
//   Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
//   associated documentation files (the "Software"), to deal in the Software without restriction,
//   including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
//   and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
//   subject to the following conditions: The above copyright notice and this permission notice shall be
//   included in all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS",
//   WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
//   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
//   COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
//   CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
//   OTHER DEALINGS IN THE SOFTWARE.

/** An image as the detector and the recogniser take it: RGBA bytes, row by row. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

type Point = [number, number];
/** A line's four corners on the photo, in ocr-common's order. */
export type TextBox = [Point, Point, Point, Point];

/** A line of text: its corners on the photo (ocr-common's order) and the line cut out upright. */
export interface TextLineImage {
  box: TextBox;
  image: RgbaImage;
}

/** The part of opencv.js (an Emscripten module with embind classes) used here. */
interface Mat {
  readonly rows: number;
  readonly cols: number;
  readonly data: Uint8Array;
  delete(): void;
}
interface MatVector {
  size(): number;
  get(index: number): Mat;
  delete(): void;
}
interface RotatedRect {
  center: { x: number; y: number };
  size: { width: number; height: number };
  angle: number;
}
interface OpenCv {
  Mat: (new () => Mat) & (new (rows: number, cols: number, type: number) => Mat);
  MatVector: new () => MatVector;
  Size: new (width: number, height: number) => object;
  Point: new (x: number, y: number) => object;
  Scalar: new () => object;
  CV_8UC1: number;
  CV_8UC4: number;
  CV_32SC2: number;
  CV_32FC2: number;
  RETR_LIST: number;
  CHAIN_APPROX_SIMPLE: number;
  INTER_CUBIC: number;
  BORDER_REPLICATE: number;
  matFromArray(rows: number, cols: number, type: number, values: number[]): Mat;
  findContours(image: Mat, contours: MatVector, hierarchy: Mat, mode: number, method: number): void;
  minAreaRect(points: Mat): RotatedRect;
  getPerspectiveTransform(from: Mat, to: Mat): Mat;
  getRotationMatrix2D(center: object, angle: number, scale: number): Mat;
  warpPerspective(
    src: Mat,
    dst: Mat,
    transform: Mat,
    size: object,
    flags: number,
    borderMode: number,
    border: object,
  ): void;
  warpAffine(src: Mat, dst: Mat, transform: Mat, size: object, flags: number, borderMode: number, border: object): void;
}

/** js-clipper's polygon offsetting (Angus Johnson's Clipper), the part used here. */
interface Clipper {
  ClipperOffset: new () => {
    AddPath(path: { X: number; Y: number }[], joinType: number, endType: number): void;
    Execute(solution: { X: number; Y: number }[][], delta: number): void;
  };
  JoinType: { jtRound: number };
  EndType: { etClosedPolygon: number };
}

const require = createRequire(import.meta.url);
/** What the import returns: opencv itself, which is also a thenable that resolves to itself once compiled. */
type OpenCvModule = OpenCv & { Mat?: unknown; then(onReady: () => void): unknown };
let openCv: Promise<{ cv: OpenCv }> | undefined;

/**
 * opencv.js, compiled and ready. Its import adds process-wide uncaughtException and unhandledRejection
 * handlers (any stray rejection anywhere would then end in an opaque "abort(...)" that leaves its runtime
 * dead): the ones it added are taken off again. It compiles its WebAssembly after the import returns; the
 * module is a thenable that resolves to itself, forever, so it is waited for through `then`, not awaited.
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  openCv ??= new Promise((resolve) => {
    const exceptionHandlers = process.listeners('uncaughtException');
    const rejectionHandlers = process.listeners('unhandledRejection');
    const cv = require('@techstark/opencv-js') as OpenCvModule;
    for (const handler of process.listeners('uncaughtException')) {
      if (!exceptionHandlers.includes(handler)) process.off('uncaughtException', handler);
    }
    for (const handler of process.listeners('unhandledRejection')) {
      if (!rejectionHandlers.includes(handler)) process.off('unhandledRejection', handler);
    }
    if (typeof cv.Mat === 'function') resolve({ cv });
    else cv.then(() => resolve({ cv }));
  });
  return openCv;
}

const clipper = () => require('js-clipper') as Clipper;

/** ocr-common's sizes: a box narrower than this is noise; after unclipping it must be 2 px wider. */
const MIN_SIZE = 3;
/** DB's unclip ratio: the detector marks a shrunk core of each line, grown back by area * 1.5 / perimeter. */
const UNCLIP_RATIO = 1.5;

/**
 * The lines on `source` (the detector's input, RGBA) from the detector's text map (non-zero where text is,
 * one byte a pixel, `width` x `height`), in the order opencv finds their contours.
 */
export async function findTextLines(
  map: Uint8Array,
  width: number,
  height: number,
  source: RgbaImage,
): Promise<TextLineImage[]> {
  const { cv } = await loadOpenCv();
  const lines: TextLineImage[] = [];
  const photoMats = new Mats();
  try {
    const binary = photoMats.keep(new cv.Mat(height, width, cv.CV_8UC1));
    binary.data.set(map);
    const contours = photoMats.keep(new cv.MatVector());
    const hierarchy = photoMats.keep(new cv.Mat());
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const photo = photoMats.keep(new cv.Mat(source.height, source.width, cv.CV_8UC4));
    photo.data.set(source.data);
    const rx = source.width / width;
    const ry = source.height / height;

    for (let i = 0; i < contours.size(); i++) {
      const mats = new Mats();
      try {
        const { points, shortSide } = miniBox(cv, mats.keep(contours.get(i)));
        if (shortSide < MIN_SIZE) continue;
        const unclipped = unclip(points);
        const grown = miniBox(cv, mats.keep(cv.matFromArray(unclipped.length / 2, 1, cv.CV_32SC2, unclipped)));
        if (grown.shortSide < MIN_SIZE + 2) continue;
        const box = grown.points;
        for (const point of box) {
          point[0] *= rx;
          point[1] *= ry;
        }
        // ocr-common rounds and clips the corners in place (the ordered corners are the box's own points),
        // so the box cut out below is the rounded one.
        const ordered = orderPointsClockwise(box);
        for (const point of ordered) {
          point[0] = clip(Math.round(point[0]), 0, source.width);
          point[1] = clip(Math.round(point[1]), 0, source.height);
        }
        if (int(distance(ordered[0], ordered[1])) <= 3 || int(distance(ordered[0], ordered[3])) <= 3) continue;
        lines.push({ box, image: cropUpright(cv, photo, box, mats) });
      } finally {
        mats.deleteAll();
      }
    }
    return lines;
  } finally {
    photoMats.deleteAll();
  }
}

/** opencv objects to delete together: their memory is in opencv's heap, which no garbage collector sees. */
class Mats {
  private readonly mats: { delete(): void }[] = [];
  keep<T extends { delete(): void }>(mat: T): T {
    this.mats.push(mat);
    return mat;
  }
  deleteAll() {
    for (const mat of this.mats.splice(0)) mat.delete();
  }
}

/** The rotated rectangle of least area around the points, as four corners, and its shorter side. */
function miniBox(cv: OpenCv, points: Mat): { points: TextBox; shortSide: number } {
  const rect = cv.minAreaRect(points);
  const corners = boxPoints(rect).sort((a, b) => a[0] - b[0]);
  const [first, second] = corners[1]![1] > corners[0]![1] ? [0, 1] : [1, 0];
  const [third, fourth] = corners[3]![1] > corners[2]![1] ? [2, 3] : [3, 2];
  return {
    points: [corners[first]!, corners[third]!, corners[fourth]!, corners[second]!],
    shortSide: Math.min(rect.size.height, rect.size.width),
  };
}

function boxPoints({ center, size, angle }: RotatedRect): Point[] {
  const theta = (angle * Math.PI) / 180.0;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const dx = size.width * 0.5;
  const dy = size.height * 0.5;
  return [
    [center.x - dx * cos + dy * sin, center.y - dx * sin - dy * cos],
    [center.x + dx * cos + dy * sin, center.y + dx * sin - dy * cos],
    [center.x + dx * cos - dy * sin, center.y + dx * sin + dy * cos],
    [center.x - dx * cos - dy * sin, center.y - dx * sin + dy * cos],
  ];
}

/** The box grown by DB's unclip distance with rounded corners, as a flat [x, y, x, y, ...] list. */
function unclip(box: TextBox): number[] {
  const lib = clipper();
  const distance = (Math.abs(polygonArea(box)) * UNCLIP_RATIO) / polygonLength(box);
  const offset = new lib.ClipperOffset();
  offset.AddPath(
    box.map(([x, y]) => ({ X: x, Y: y })),
    lib.JoinType.jtRound,
    lib.EndType.etClosedPolygon,
  );
  const expanded: { X: number; Y: number }[][] = [];
  offset.Execute(expanded, distance);
  return (expanded[0] ?? []).flatMap((point) => [point.X, point.Y]);
}

function orderPointsClockwise(points: TextBox): TextBox {
  const sums = points.map((point) => point[0] + point[1]);
  const topLeft = points[sums.indexOf(Math.min(...sums))]!;
  const bottomRight = points[sums.indexOf(Math.max(...sums))]!;
  const rest = points.filter((point) => point !== topLeft && point !== bottomRight);
  const diffs = rest[1]!.map((value, i) => value - rest[0]![i]!);
  return [topLeft, rest[diffs.indexOf(Math.min(...diffs))]!, bottomRight, rest[diffs.indexOf(Math.max(...diffs))]!];
}

/** The line cut out of the photo and warped to an upright rectangle; a tall one is turned a quarter. */
function cropUpright(cv: OpenCv, photo: Mat, box: TextBox, mats: Mats): RgbaImage {
  const width = int(Math.max(distance(box[0], box[1]), distance(box[2], box[3])));
  const height = int(Math.max(distance(box[0], box[3]), distance(box[1], box[2])));
  const from = mats.keep(cv.matFromArray(4, 1, cv.CV_32FC2, box.flat()));
  const to = mats.keep(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]));
  const transform = mats.keep(cv.getPerspectiveTransform(from, to));
  let line = mats.keep(new cv.Mat());
  cv.warpPerspective(
    photo,
    line,
    transform,
    new cv.Size(width, height),
    cv.INTER_CUBIC,
    cv.BORDER_REPLICATE,
    new cv.Scalar(),
  );
  if (line.rows / line.cols >= 1.5) {
    const turned = mats.keep(new cv.Mat());
    const rotation = mats.keep(cv.getRotationMatrix2D(new cv.Point(line.cols / 2, line.cols / 2), 90, 1));
    cv.warpAffine(
      line,
      turned,
      rotation,
      new cv.Size(line.rows, line.cols),
      cv.INTER_CUBIC,
      cv.BORDER_REPLICATE,
      new cv.Scalar(),
    );
    line = turned;
  }
  // Copied out: the Mat's bytes live in opencv's heap, which is freed (and may move when it grows).
  return { data: line.data.slice(), width: line.cols, height: line.rows };
}

function polygonArea(polygon: TextBox): number {
  let area = 0;
  let previous = polygon[polygon.length - 1]!;
  for (const point of polygon) {
    area += previous[1] * point[0] - previous[0] * point[1];
    previous = point;
  }
  return area / 2;
}

function polygonLength(polygon: TextBox): number {
  let length = 0;
  let previous = polygon[polygon.length - 1]!;
  for (const point of polygon) {
    length += Math.hypot(previous[0] - point[0], previous[1] - point[1]);
    previous = point;
  }
  return length;
}

const distance = (a: Point, b: Point) => Math.sqrt(Math.pow(a[0] - b[0], 2) + Math.pow(a[1] - b[1], 2));
const int = (value: number) => (value > 0 ? Math.floor(value) : Math.ceil(value));
const clip = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
