// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/item-images.ts re-exports them for the server and the forms.

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
  missing: 'No photo was sent: add the photo to the request in a field named "photo".',
  onlyOne: 'Send one photo per request.',
  tooMany: `An item can have at most ${PHOTOS_PER_ITEM_MAX} photos.`,
  notFound: 'Photo not found',
  uploadFailed: 'Failed to upload files',
  removed: 'Photo removed',
  orderFailed: 'Failed to save the photo order. Please try again.',
} as const;
