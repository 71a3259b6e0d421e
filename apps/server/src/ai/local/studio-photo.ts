import sharp from 'sharp';
import { computeForegroundMask, decodePhoto } from './background-mask.ts';

// Studio enhancement without a cloud model: the item cut out with the ISNet mask, centred on a white
// square with even padding, in the photo's own tones, as WebP. When the mask finds (almost) nothing, the
// photo is kept as it was and the result says so, rather than a white square or a cropped fragment.

/** Below this share of the photo, the mask has not found an item (core failure case of the issue). */
export const MIN_ITEM_COVERAGE = 0.05;
/** White margin on each side of the item, as a share of the item's longer side. */
const PADDING_SHARE = 0.1;
/** Mask values at or above this count as the item when framing it (soft edges below still blend in). */
const FRAME_THRESHOLD = 128;
const WEBP_QUALITY = 88;

export type StudioPhotoResult =
  | { itemFound: true; photo: Buffer; contentType: 'image/webp'; coverage: number }
  /** The original photo, untouched: the mask covered less than MIN_ITEM_COVERAGE of it. */
  | { itemFound: false; photo: Buffer; contentType: undefined; coverage: number };

/** The smallest rectangle holding every pixel of the mask at or above the threshold. */
function frameOf(mask: { data: Buffer; width: number; height: number }) {
  let left = mask.width;
  let right = -1;
  let top = mask.height;
  let bottom = -1;
  for (let y = 0; y < mask.height; y++) {
    const row = y * mask.width;
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[row + x]! < FRAME_THRESHOLD) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

export async function createStudioPhoto(original: Buffer): Promise<StudioPhotoResult> {
  const photo = await decodePhoto(original);
  const mask = await computeForegroundMask(photo);
  const frame = mask.coverage < MIN_ITEM_COVERAGE ? undefined : frameOf(mask);
  if (!frame) return { itemFound: false, photo: original, contentType: undefined, coverage: mask.coverage };

  // The mask becomes the alpha channel; the background goes white within the item's frame.
  const rgba = Buffer.alloc(photo.width * photo.height * 4);
  for (let i = 0, j = 0; i < mask.data.length; i++, j += 4) {
    rgba[j] = photo.data[i * 3]!;
    rgba[j + 1] = photo.data[i * 3 + 1]!;
    rgba[j + 2] = photo.data[i * 3 + 2]!;
    rgba[j + 3] = mask.data[i]!;
  }
  // Pass 1: crop to the item, flatten on white. No auto-levels: on a frame that is mostly white, stretching
  // the histogram moves only the black point, and a white chair came out dark grey. sharp applies flatten
  // before extend within one pipeline, so padding in this pass would come out black; it gets its own pass.
  const item = await sharp(rgba, { raw: { width: photo.width, height: photo.height, channels: 4 } })
    .extract(frame)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Pass 2: centre on a white square, the same margin around the item's longer side.
  const side = Math.round(Math.max(frame.width, frame.height) * (1 + 2 * PADDING_SHARE));
  const padX = side - frame.width;
  const padY = side - frame.height;
  const studio = await sharp(item.data, { raw: { width: item.info.width, height: item.info.height, channels: 3 } })
    .extend({
      left: Math.floor(padX / 2),
      right: Math.ceil(padX / 2),
      top: Math.floor(padY / 2),
      bottom: Math.ceil(padY / 2),
      background: '#ffffff',
    })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return { itemFound: true, photo: studio, contentType: 'image/webp', coverage: mask.coverage };
}
