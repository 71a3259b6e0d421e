import type { Metadata } from 'sharp';
import { AppError } from '@tagwise/core/errors';
import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import { loadSharp } from './load-sharp.ts';

const DISPLAY_SIZE = 1600;
const THUMB_SIZE = 400;

/** The file's real type from its first bytes; a name or a Content-Type header proves nothing. */
export function sniffPhotoType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface ProcessedPhoto {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a photo by content and decodes it fully: refuses other types, images over the pixel limit
 * (before decoding them) and files that do not decode. The stored copies are re-encoded WebP, turned
 * upright by their EXIF orientation, without metadata (no GPS position of the operator's clients' homes).
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (!sniffPhotoType(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.wrongType);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt, { cause });
  }
  if (!meta.width || !meta.height) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooManyPixels);
  try {
    // failOn 'error' (not the default 'warning'): phone JPEGs with harmless warnings still load, truncated ones do not.
    const base = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const display = await base
      .clone()
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { display: display.data, thumb, width: display.info.width, height: display.info.height };
  } catch (cause) {
    throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt, { cause });
  }
}
