import { fitWithin } from './resize-target';

export interface EncodeRequest {
  maxSize: number;
  quality: number;
}

export interface EncodedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** Thrown when the file does not decode as an image (corrupt, or not really a photo). */
export class DecodeError extends Error {}

/**
 * Decodes, turns upright by the photo's EXIF orientation, scales down and encodes as WebP, or as JPEG
 * where the encoder has no WebP (Safari): the browser then hands back PNG, which we never want to send.
 * Runs in the resize worker, or on the page where workers cannot draw.
 */
export async function encodePhoto(file: Blob, { maxSize, quality }: EncodeRequest): Promise<EncodedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (cause) {
    throw new DecodeError('decode', { cause });
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSize);
    const encode = canvasEncoder(size.width, size.height, (ctx) => {
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    });
    let blob = await encode('image/webp', quality);
    if (blob.type !== 'image/webp') blob = await encode('image/jpeg', quality);
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}

type Draw = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => void;

function canvasEncoder(width: number, height: number, draw: Draw) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d')!);
    return (type: string, quality: number) => canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!);
  return (type: string, quality: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), type, quality),
    );
}
