// Plain values (no zod): the item page imports these at its first render, and must not evaluate zod's
// schemas for it. schemas/enhancements.ts re-exports them for the server and the forms.
import type { Tier } from './credits.ts';
import { countOf } from './plural.ts';

/**
 * Studio photos (core-app.md sections 6, 7, 9; commercial-side.md section 6): the item cut out and put on
 * white, kept beside the original, which the person can switch back to at any time.
 */

/** How long one studio photo may take (core-app.md section 9). */
export const ENHANCEMENT_TIMEOUT_MS = 60_000;

/** Which version of a photo is shown everywhere it appears (lists, tags, reports). */
export const PHOTO_VERSIONS = ['original', 'studio'] as const;
export type PhotoVersion = (typeof PHOTO_VERSIONS)[number];

/** Studio photos are for Pro (any Pro tier, a trial included) and Enterprise (core-app.md section 6). */
export const hasStudioPhotos = (tier: Tier) => tier === 'enterprise' || tier.startsWith('pro-');

/**
 * What a studio photo costs the person on their plan: nothing on an unlimited plan, one credit on Pro
 * (when not part of an analysis), and not offered below Pro.
 */
export type StudioPhotoAccess = 'included' | 'one-credit' | 'upgrade';
export const studioPhotoAccess = ({ tier, unlimited }: { tier: Tier; unlimited: boolean }): StudioPhotoAccess =>
  !hasStudioPhotos(tier) ? 'upgrade' : unlimited ? 'included' : 'one-credit';

/** The enhancement's texts. The spec names the failures (timed out, unable to connect, error with status) without wording them. */
export const ENHANCEMENT_MESSAGES = {
  timeout: 'Image enhancement timed out. Please try again.',
  network:
    'Network error: Unable to connect to the image enhancement service. Please check your internet connection and try again.',
  failedWithStatus: (status: number) =>
    `Image enhancement failed with status ${status}. Please try again in a few moments.`,
  noImage: 'The image enhancement service sent back no usable photo. Please try again.',
  failed: 'Image enhancement failed. Please try again.',
  planRequired: 'Studio photos, your items cut out and put on white, are part of the Pro and Enterprise plans.',
  noItem: "We couldn't find a single item to cut out in this photo, so the original is kept.",
  noStudioVersion: 'This photo has no studio version yet. Create one with Enhance first.',
  /** Not shown to anyone (the browser went away); recorded on the refunded charge. */
  cancelled: 'The enhancement was cancelled before it finished.',
  done: 'Studio photo ready',
  switchFailed: 'Failed to switch the photo. Please try again.',
  working: 'Creating studio photo…',
  /** After an analysis that asked for a studio photo and did not get one: the item is saved either way. */
  keptOriginalAfterAnalysis: (reason: string) => `The item is saved with its original photo. ${reason}`,
  keptOriginalMany: (n: number) =>
    `${countOf(n, 'item')} kept the original photo: no studio photo could be made. The list says why.`,
} as const;
