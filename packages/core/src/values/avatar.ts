// A person's profile photo (core-app.md section 5: images under 5 MB; Settings → Profile and My Account).

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored as a square this many pixels a side (the menus show it at 36 px, twice that on dense screens). */
export const AVATAR_SIDE = 256;

export const AVATAR_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  // SVG is not taken: it can carry scripts, and every photo is stored as a PNG made from its pixels.
  wrongType: 'File must be an image (JPEG, PNG, or WebP)',
  corrupt: 'This image could not be read. Try another file.',
  saved: 'Profile photo saved',
  removed: 'Profile photo removed',
  uploadFailed: 'Failed to upload avatar',
  removeFailed: 'Failed to remove profile photo',
  notFound: 'No profile photo',
} as const;
