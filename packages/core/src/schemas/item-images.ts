import { z } from 'zod';
import { PHOTO_VERSIONS } from '../values/enhancements.ts';
import { PHOTOS_PER_ITEM_MAX } from '../values/item-images.ts';
import { Id } from './projects.ts';

export {
  PHOTO_ACCEPT,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  PHOTOS_PER_ITEM_MAX,
} from '../values/item-images.ts';

/** One version of a photo: display image (longest side 1600 px) and thumbnail (400 px), both WebP. */
export const PhotoFiles = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoFiles = z.infer<typeof PhotoFiles>;

export const ItemImage = z.object({
  id: z.string(),
  /**
   * The version shown wherever the photo appears (lists, tags, reports): the original, or its studio
   * version when the person chose it. Served to the workspace only; the address changes with the choice.
   */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  showing: z.enum(PHOTO_VERSIONS),
  /** The photo as it was taken; always kept. */
  original: PhotoFiles,
  /** The item cut out on white (studio enhancement), if one was made. */
  studio: PhotoFiles.nullable(),
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
