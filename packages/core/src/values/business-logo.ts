// The business logo on reports (Settings → Profile; spec: logo upload limit 5 MB).

export const BUSINESS_LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored no larger than this (a report's cover shows it at most 160 × 60 points). */
export const BUSINESS_LOGO_MAX_SIDE = 800;

// The spec's words (core-app.md sections 5 and 8), but for SVG: it can carry scripts, and every logo is
// stored as a PNG made from its pixels (decision 0013).
export const BUSINESS_LOGO_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  wrongType: 'File must be an image (JPEG, PNG, or WebP)',
  corrupt: 'This image could not be read. Try another file.',
  saved: 'Logo saved',
  removed: 'Logo removed',
  uploadFailed: 'Failed to upload logo',
  removeFailed: 'Failed to remove logo',
  notFound: 'No logo',
  adminOnly: 'Only the account admin can change the business logo.',
} as const;
