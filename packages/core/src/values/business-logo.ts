// The business logo on reports (Settings → Profile; spec: logo upload limit 5 MB).

export const BUSINESS_LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored no larger than this (a report's cover shows it at most 160 × 60 points). */
export const BUSINESS_LOGO_MAX_SIDE = 800;

export const BUSINESS_LOGO_MESSAGES = {
  tooLarge: 'The logo must be 5 MB or smaller.',
  wrongType: 'A logo must be a JPG, PNG or WebP image.',
  corrupt: 'This image could not be read. Try another file.',
  saved: 'Logo saved',
  removed: 'Logo removed',
  saveFailed: 'The logo could not be saved. Please try again.',
  notFound: 'No logo',
  adminOnly: 'Only the account admin can change the business logo.',
} as const;
