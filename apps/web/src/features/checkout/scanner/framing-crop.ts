// Which pixels of a camera frame the decoder reads. Only the framing box the operator aims with: a tag
// there is the one meant (not the one on the next item), and a smaller picture decodes faster. Plain
// values and functions: bench/scan-decode.ts crops its frames with these too.

/** The framing box is a centred square, this fraction of the view's shorter side (the component's inset). */
export const FRAMING_BOX_FRACTION = 0.7;
/**
 * The box is decoded at most this many pixels across: at 1280x720 the box is 504 px and is read as it
 * is; at 1920x1080 it is 756 px, scaled down. A tag's QR code at arm's length stays above 3 px per module
 * (bench/scan-decode.ts measures the rate of frames read).
 */
export const DECODE_MAX_SIDE = 640;

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** The framing box in the view's coordinates. */
export function framingBox(view: Size, fraction = FRAMING_BOX_FRACTION): Rect {
  const side = Math.min(view.width, view.height) * fraction;
  return { x: (view.width - side) / 2, y: (view.height - side) / 2, width: side, height: side };
}

/**
 * The video's pixels under `box` of a view that shows the video scaled to cover it (CSS object-fit:
 * cover, centred), in whole pixels and inside the frame.
 */
export function videoRegion(video: Size, view: Size, box: Rect): Rect {
  const scale = Math.max(view.width / video.width, view.height / video.height);
  const offsetX = (view.width - video.width * scale) / 2;
  const offsetY = (view.height - video.height * scale) / 2;
  const left = clamp(down((box.x - offsetX) / scale), 0, video.width);
  const top = clamp(down((box.y - offsetY) / scale), 0, video.height);
  const right = clamp(up((box.x + box.width - offsetX) / scale), left, video.width);
  const bottom = clamp(up((box.y + box.height - offsetY) / scale), top, video.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The size a region is decoded at: as it is, or scaled down to DECODE_MAX_SIDE on its longer side. */
export function decodeSize(region: Size, maxSide = DECODE_MAX_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(region.width, region.height));
  return {
    width: Math.max(1, Math.round(region.width * scale)),
    height: Math.max(1, Math.round(region.height * scale)),
  };
}

/** What to read of a frame: the video's pixels under the framing box, and the size to read them at. */
export function frameCrop(video: Size, view: Size): { source: Rect; target: Size } {
  const source = videoRegion(video, view, framingBox(view));
  return { source, target: decodeSize(source) };
}

// Whole pixels outward, but 387.99999 (floating point's 388) is 388.
const down = (value: number) => Math.floor(value + 1e-6);
const up = (value: number) => Math.ceil(value - 1e-6);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
