import { z } from 'zod';
import { PHOTO_VERSIONS } from '../values/enhancements.ts';
import { ItemImage } from './item-images.ts';

export {
  ENHANCEMENT_MESSAGES,
  ENHANCEMENT_TIMEOUT_MS,
  hasStudioPhotos,
  PHOTO_VERSIONS,
  studioPhotoAccess,
  type PhotoVersion,
  type StudioPhotoAccess,
} from '../values/enhancements.ts';

/**
 * Studio enhancement of one photo (`POST /api/items/{itemId}/images/{imageId}/enhance`): one credit on
 * Pro, none on Enterprise. `enhanced` is false when no single item could be cut out: the credit is given
 * back, the original stays, and `message` says why.
 */
export const EnhanceResult = z.object({
  image: ItemImage,
  enhanced: z.boolean(),
  message: z.string().optional(),
  creditsCharged: z.number().int(),
});
export type EnhanceResult = z.infer<typeof EnhanceResult>;

/** Which version of a photo to show (`PUT /api/items/{itemId}/images/{imageId}/version`). */
export const ChoosePhotoVersionInput = z.object({
  show: z.enum(PHOTO_VERSIONS, { message: 'Choose "original" or "studio"' }),
});
export type ChoosePhotoVersionInput = z.infer<typeof ChoosePhotoVersionInput>;

/** What became of the studio photo an analysis was asked to make (its item is saved in every case). */
export const ANALYSIS_ENHANCEMENT_OUTCOMES = ['done', 'kept-original', 'failed', 'not-requested'] as const;
export type AnalysisEnhancementOutcome = (typeof ANALYSIS_ENHANCEMENT_OUTCOMES)[number];
