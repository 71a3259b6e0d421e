// The segment number a fake camera video (e2e/scan-video.ts) carries in each frame: four squares at the
// top left, outside the framing box, each black (0) or white (1), lowest bit first. Written into the
// frames in Node and read back in the page (the scanner's test page), so this file imports nothing.

export const MARKER_BITS = 4;
/**
 * Each square's side (24 px at 1280 wide), and the gap between squares and from the frame's top left:
 * in proportion to the frame, so a camera that scales the video (1920x1080 asked for at 1280x720) keeps it.
 */
export const markerSize = (frameWidth: number) => Math.max(8, Math.round(frameWidth * 0.01875));

/** Draws the segment's number into RGBA pixels of a frame `width` pixels wide. */
export function drawSegmentMarker(data: Uint8ClampedArray, width: number, segment: number) {
  const size = markerSize(width);
  for (let bit = 0; bit < MARKER_BITS; bit++) {
    const value = segment & (1 << bit) ? 255 : 0;
    const left = size + bit * 2 * size;
    for (let y = size; y < 2 * size; y++) {
      for (let x = left; x < left + size; x++) {
        const i = (y * width + x) * 4;
        data[i] = data[i + 1] = data[i + 2] = value;
      }
    }
  }
}

/**
 * The segment number in the video's current frame, or null when the squares are not clearly black or
 * white (another video). `context`: a 2D canvas context the caller keeps (willReadFrequently).
 */
export function readSegmentMarker(video: HTMLVideoElement, context: CanvasRenderingContext2D): number | null {
  const size = markerSize(video.videoWidth);
  const width = (MARKER_BITS * 2 - 1) * size;
  if (context.canvas.width !== width) context.canvas.width = width;
  if (context.canvas.height !== size) context.canvas.height = size;
  context.drawImage(video, size, size, width, size, 0, 0, width, size);
  let segment = 0;
  for (let bit = 0; bit < MARKER_BITS; bit++) {
    // The middle of each square: its edges blur into the next.
    const quarter = Math.round(size / 4);
    const { data } = context.getImageData(bit * 2 * size + quarter, quarter, size - 2 * quarter, size - 2 * quarter);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i]!;
    const mean = sum / (data.length / 4);
    if (mean > 64 && mean < 192) return null;
    if (mean >= 192) segment |= 1 << bit;
  }
  return segment;
}
