import { z } from 'zod';
import { Id } from './projects.ts';

/** Photos a browser may upload (core-app.md section 5): checked again on the server by their content. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** For a file picker's `accept`: types and extensions (some phones report no type for camera-roll files). */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS].join(',');
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Larger images are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTOS_PER_ITEM_MAX = 12;

export const PHOTO_MESSAGES = {
  wrongType: 'Only JPG, JPEG, PNG and WebP images can be uploaded.',
  tooLarge: 'Photo must be smaller than 15 MB.',
  tooManyPixels: 'This image is too large to process (over 50 megapixels).',
  corrupt: 'The file could not be read as an image. It may be corrupted.',
  tooMany: `An item can have at most ${PHOTOS_PER_ITEM_MAX} photos.`,
  notFound: 'Photo not found',
  uploadFailed: 'Failed to upload files',
  removed: 'Photo removed',
  orderFailed: 'Failed to save the photo order. Please try again.',
} as const;

export const ItemImage = z.object({
  id: z.string(),
  /** Display image (longest side 1600 px) and thumbnail (400 px), served to the workspace only. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ItemImage = z.infer<typeof ItemImage>;

/** The photos in their new order; the first becomes the main photo. Must name each photo once. */
export const ReorderImagesInput = z.object({
  imageIds: z
    .array(Id)
    .min(1)
    .max(PHOTOS_PER_ITEM_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo can appear only once' }),
});
export type ReorderImagesInput = z.infer<typeof ReorderImagesInput>;
