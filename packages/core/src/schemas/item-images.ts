import { z } from 'zod';
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
