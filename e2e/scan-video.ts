// A video for Chromium's fake camera, which plays a .y4m file (YUV4MPEG2, 4:2:0) as the camera, in a
// loop, at the file's frame rate:
//   --use-fake-device-for-media-stream --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=<file>
// The video shows each tag in turn (a camera frame of it: camera-frame.ts), with frames of the bare
// table between them. Every frame carries its segment's number in four black-or-white squares at the
// top left (outside the framing box), so the page can tell when each segment's first frame arrived
// (support/segment-marker.ts) and the time from there to a code's report can be measured.
import { closeSync, openSync, writeSync } from 'node:fs';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import {
  cameraFrame,
  readRgba,
  seededRandom,
  tableBackground,
  type RgbaImage,
  type TagPlacement,
} from './support/camera-frame.ts';
import { MARKER_BITS, drawSegmentMarker } from './support/segment-marker.ts';

/** Launch options for a Chromium whose camera plays `video` (the permission to use it given). */
export const videoCameraLaunch = (video: string) => ({
  executablePath: TEST_CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ],
});

export interface ScanVideoOptions {
  /** PNGs of the tags, shown in this order. */
  tags: Buffer[];
  width?: number;
  height?: number;
  fps?: number;
  /** Seconds of bare table before the first tag, between tags and after the last. */
  leadIn?: number;
  gap?: number;
  tail?: number;
  /** Seconds each tag is in view. */
  hold?: number;
  /** How each tag appears (its first frame; later frames move it slightly, as a hand does). */
  placement?: (tag: number) => TagPlacement;
}

/** What the video shows: segment n (its number in the marker) holds tag `tag`, or none (the bare table). */
export interface ScanVideoSegment {
  index: number;
  tag: number | null;
  firstFrame: number;
  frames: number;
}

const defaultPlacement = (): TagPlacement => ({
  width: 0.55,
  anchor: { x: 0.5, y: 0.5 },
  at: { x: 0, y: 0 },
  rotation: 6,
  tilt: { x: 0.06, y: -0.04 },
  blur: 0.6,
  light: 0.8,
  noise: 4,
});

/** Writes the video to `file`; returns its segments in order. */
export async function writeScanVideo(file: string, options: ScanVideoOptions): Promise<ScanVideoSegment[]> {
  const {
    tags,
    width = 1280,
    height = 720,
    fps = 10,
    leadIn = 0.6,
    gap = 0.6,
    tail = 1.2,
    hold = 1.2,
    placement = defaultPlacement,
  } = options;
  const segments: ScanVideoSegment[] = [];
  const add = (tag: number | null, seconds: number) => {
    const previous = segments.at(-1);
    const firstFrame = previous ? previous.firstFrame + previous.frames : 0;
    segments.push({ index: segments.length, tag, firstFrame, frames: Math.max(1, Math.round(seconds * fps)) });
  };
  add(null, leadIn);
  tags.forEach((_, n) => {
    add(n, hold);
    add(null, n === tags.length - 1 ? tail : gap);
  });
  if (segments.length > 2 ** MARKER_BITS) throw new Error(`At most ${2 ** MARKER_BITS} segments fit the marker`);

  const random = seededRandom(35);
  const table = tableBackground(width, height, random);
  const images = await Promise.all(tags.map((tag) => readRgba(tag)));
  const out = openSync(file, 'w');
  try {
    writeSync(out, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const segment of segments) {
      for (let n = 0; n < segment.frames; n++) {
        let frame = table;
        if (segment.tag !== null) {
          const base = placement(segment.tag);
          // A hand is never still: a pixel or two of drift and a fraction of a degree per frame.
          const drift = {
            ...base,
            at: { x: base.at.x + n * 0.002, y: base.at.y - n * 0.0015 },
            rotation: base.rotation + n * 0.3,
          };
          frame = await cameraFrame(images[segment.tag]!, table, drift, random);
        }
        writeSync(out, 'FRAME\n');
        writeSync(out, toI420(withMarker(frame, segment.index)));
      }
    }
  } finally {
    closeSync(out);
  }
  return segments;
}

/** A copy of the frame with the segment's number in its marker. */
function withMarker(frame: RgbaImage, segment: number): RgbaImage {
  const data = new Uint8ClampedArray(frame.data);
  drawSegmentMarker(data, frame.width, segment);
  return { data, width: frame.width, height: frame.height };
}

/** RGBA to planar YUV 4:2:0 (BT.601, studio range), chroma averaged over each 2x2 block. */
function toI420({ data, width, height }: RgbaImage): Uint8Array {
  const chromaWidth = width >> 1;
  const chromaHeight = height >> 1;
  const out = new Uint8Array(width * height + 2 * chromaWidth * chromaHeight);
  const u = width * height;
  const v = u + chromaWidth * chromaHeight;
  for (let i = 0, p = 0; p < width * height; p++, i += 4) {
    out[p] = 16 + (65.481 * data[i]! + 128.553 * data[i + 1]! + 24.966 * data[i + 2]!) / 255;
  }
  for (let cy = 0; cy < chromaHeight; cy++) {
    for (let cx = 0; cx < chromaWidth; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((cy * 2 + dy) * width + cx * 2 + dx) * 4;
        r += data[i]!;
        g += data[i + 1]!;
        b += data[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[u + cy * chromaWidth + cx] = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
      out[v + cy * chromaWidth + cx] = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
    }
  }
  return out;
}
