// Camera frames of a price tag, made from a tag cut from a rendered tag sheet: the tag at a size a phone
// sees it from arm's length, turned, tilted away (perspective), in room light on a cluttered table,
// slightly out of focus and with sensor noise. Used by bench/scan-decode.ts, the scanner's decode test
// and e2e/scan-video.ts (the fake camera's video). Deterministic: every random choice comes from a seed.
import sharp from 'sharp';

/** Pixels, 4 bytes (RGBA) each, row by row: what a canvas's getImageData gives. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** How the tag appears in the frame. */
export interface TagPlacement {
  /** The tag's width as a fraction of the frame's shorter side. */
  width: number;
  /** The point of the tag (fractions of its width and height) that lands on `at`. */
  anchor: { x: number; y: number };
  /** Where that point is, as fractions of the frame from its centre (0, 0 is the centre). */
  at: { x: number; y: number };
  /** Turned in the frame's plane, degrees. */
  rotation: number;
  /** Perspective: how much nearer one side is than the other, across and down (0 flat, 0.2 strong). */
  tilt: { x: number; y: number };
  /** Gaussian blur sigma, pixels (0 sharp). */
  blur: number;
  /** How bright the paper is (1 white, 0.6 a dim room). */
  light: number;
  /** Sensor noise, standard deviation in 0-255 levels. */
  noise: number;
}

/** A seeded random source (mulberry32): the same seed gives the same frames on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A placement as an operator's scans vary: the tag 35-75% of the frame's shorter side across (an Avery
 * 5160 label 26 to 12 cm from a phone's main camera), the QR code (at `anchor`) aimed near the middle,
 * turned up to 25 degrees, tilted up to 15%, a little blur, light and noise.
 */
export function randomPlacement(random: () => number, anchor: { x: number; y: number }): TagPlacement {
  const between = (low: number, high: number) => low + random() * (high - low);
  return {
    width: between(0.35, 0.75),
    anchor,
    at: { x: between(-0.12, 0.12), y: between(-0.12, 0.12) },
    rotation: between(-25, 25),
    tilt: { x: between(-0.15, 0.15), y: between(-0.15, 0.15) },
    blur: random() < 0.3 ? 0 : between(0.4, 1.6),
    light: between(0.6, 0.95),
    noise: between(2, 8),
  };
}

/** A table seen past the tag: soft shapes of wood, cloth and paper tones, never flat. */
export function tableBackground(width: number, height: number, random: () => number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  const base = [110 + random() * 60, 90 + random() * 50, 70 + random() * 40];
  const blobs = Array.from({ length: 12 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.1 + random() * 0.4) * Math.min(width, height),
    shade: (random() - 0.5) * 120,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let shade = Math.sin((x + y * 0.3) / 23) * 6; // grain
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) shade += blob.shade * (1 - d / blob.r);
      }
      const i = (y * width + x) * 4;
      data[i] = base[0]! + shade;
      data[i + 1] = base[1]! + shade;
      data[i + 2] = base[2]! + shade;
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A PNG (or any image sharp reads) as RGBA pixels. */
export async function readRgba(image: Buffer | string): Promise<RgbaImage> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

type Point = [number, number];

/** The 3x3 homography taking the four `from` corners to the four `to` corners (row-major, h33 = 1). */
function homography(from: Point[], to: Point[]): number[] {
  // Eight equations in the eight unknowns, solved by Gaussian elimination.
  const rows: number[][] = [];
  for (let n = 0; n < 4; n++) {
    const [x, y] = from[n]!;
    const [u, v] = to[n]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c++) rows[r]![c]! -= factor * rows[col]![c]!;
    }
  }
  return [...rows.map((row, n) => row[8]! / row[n]!), 1];
}

/**
 * The tag as a camera sees it over `background` (which is not changed): placed, turned and tilted by a
 * perspective map (each frame pixel sampled bilinearly from the tag), lit, then blurred and noised as a
 * whole like a sensor's picture.
 */
export async function cameraFrame(
  tag: RgbaImage,
  background: RgbaImage,
  placement: TagPlacement,
  random: () => number,
): Promise<RgbaImage> {
  const { width, height } = background;
  const out = new Uint8ClampedArray(background.data);
  const shorter = Math.min(width, height);
  const tagWidth = placement.width * shorter;
  const tagHeight = (tagWidth * tag.height) / tag.width;
  const angle = (placement.rotation * Math.PI) / 180;
  const centre: Point = [width / 2 + placement.at.x * shorter, height / 2 + placement.at.y * shorter];
  // Corners relative to the anchor, tilted (the far side shrinks), then turned and placed.
  const corners = (
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as Point[]
  ).map(([fx, fy]): Point => {
    const sx = 1 + placement.tilt.x * (fx - 0.5) * 2;
    const sy = 1 + placement.tilt.y * (fy - 0.5) * 2;
    const x = (fx - placement.anchor.x) * tagWidth * sy;
    const y = (fy - placement.anchor.y) * tagHeight * sx;
    return [
      centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
      centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
    ];
  });
  // Frame -> tag, so every frame pixel inside the quad is sampled once.
  const h = homography(corners, [
    [0, 0],
    [tag.width, 0],
    [tag.width, tag.height],
    [0, tag.height],
  ]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const tint = [placement.light * 255, placement.light * 250, placement.light * 238];
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const w = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w;
      if (u < 0 || v < 0 || u > tag.width - 1 || v > tag.height - 1) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const ax = u - x0;
      const ay = v - y0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const at = (yy: number, xx: number) =>
          tag.data[(Math.min(yy, tag.height - 1) * tag.width + Math.min(xx, tag.width - 1)) * 4 + c]!;
        const value =
          at(y0, x0) * (1 - ax) * (1 - ay) +
          at(y0, x0 + 1) * ax * (1 - ay) +
          at(y0 + 1, x0) * (1 - ax) * ay +
          at(y0 + 1, x0 + 1) * ax * ay;
        // Ink stays dark, paper takes the room's light.
        out[o + c] = 18 + (value / 255) * (tint[c]! - 18);
      }
    }
  }
  let pixels = out;
  if (placement.blur > 0) {
    const blurred = await sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 4 } })
      .blur(Math.max(0.3, placement.blur))
      .raw()
      .toBuffer();
    pixels = new Uint8ClampedArray(blurred.buffer, blurred.byteOffset, blurred.byteLength);
  }
  for (let i = 0; i < pixels.length; i += 4) {
    // Roughly normal noise from three uniform draws, the same on each channel (luminance noise).
    const n = (random() + random() + random() - 1.5) * 2 * placement.noise;
    pixels[i] = pixels[i]! + n;
    pixels[i + 1] = pixels[i + 1]! + n;
    pixels[i + 2] = pixels[i + 2]! + n;
  }
  return { data: pixels, width, height };
}
