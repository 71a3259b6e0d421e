import { AppError } from '@tagwise/core/errors';
import { PHOTO_MAX_PIXELS } from '@tagwise/core/values/item-images';
import { sniffPhotoType } from '../item-images/process-photo.ts';
import { loadSharp } from '../item-images/load-sharp.ts';

/**
 * An uploaded logo or profile photo, checked by content (a JPEG, PNG or WebP that decodes within the pixel
 * limit, whatever its name says) and made into the PNG that is stored: `inside` keeps the whole image
 * within the side, `cover` fills a square.
 */
export async function decodeToPng(
  data: Buffer,
  {
    maxBytes,
    side,
    fit,
    messages,
  }: {
    maxBytes: number;
    side: number;
    fit: 'inside' | 'cover';
    messages: { tooLarge: string; wrongType: string; corrupt: string };
  },
): Promise<Buffer> {
  if (data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (!sniffPhotoType(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.wrongType);
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(side, side, { fit, withoutEnlargement: fit === 'inside' })
      .png()
      .toBuffer();
  } catch (cause) {
    throw new AppError('BAD_REQUEST', messages.corrupt, { cause });
  }
}
