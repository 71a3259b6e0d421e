// Plain values (no zod) for a project's promotional material: the page imports these at its first render.
// schemas/promo.ts builds the API's shapes from them.

/** core-app.md section 9: three social posts, three to five visual ideas, a title of six to eight words. */
export const PROMO_SOCIAL_POSTS = 3;
export const PROMO_VISUAL_IDEAS_MIN = 3;
export const PROMO_VISUAL_IDEAS_MAX = 5;
export const PROMO_TITLE_WORDS_MIN = 6;
export const PROMO_TITLE_WORDS_MAX = 8;

/**
 * The call (core-app.md sections 6 and 7): the stronger model for enterprise, else the smaller one, 2,500
 * tokens, temperature 0.8 (livelier wording than an appraisal wants).
 */
export const PROMO_OPENAI_MODELS = { standard: 'gpt-4o-mini', strong: 'gpt-4o' } as const;
export const PROMO_MAX_OUTPUT_TOKENS = 2500;
export const PROMO_TEMPERATURE = 0.8;
/**
 * The spec names no timeout for this call. 2,500 tokens at the 40-60 tokens a second these models write
 * is under a minute; a provider silent for longer has failed.
 */
export const PROMO_TIMEOUT_MS = 90_000;

/** How many of the project's items, most valuable first, the writers are told about. */
export const PROMO_TOP_ITEMS = 8;

/** Length limits of each field, for edits and for what a provider sends back. */
export const PROMO_LIMITS = {
  title: 120,
  summary: 1000,
  description: 5000,
  socialPost: 2000,
  facebookEvent: 5000,
  concept: 300,
  focusItem: 200,
  focusItems: 8,
  moodStyle: 500,
  executionNotes: 1500,
} as const;

export const PROMO_SOURCES = ['ai', 'template'] as const;
export type PromoSource = (typeof PROMO_SOURCES)[number];

/** Until payments exist (issue 17) the spec's "Please purchase more credits" says whom to ask (values/credits.ts). */
export const PROMO_MESSAGES = {
  /** core-app.md section 8. */
  failed: 'Promotional material generation failed',
  noContent: 'No promotional content received',
  notFound: 'No promotional material for this project yet',
  saved: 'Promotional material saved',
  loadFailed: 'Failed to load promotional material. Please try again.',
  saveFailed: 'Failed to save promotional material. Please try again.',
  network: 'Network error: Unable to connect to AI service. Please check your internet connection.',
  templateNote:
    'Written from a template (no AI provider is set up): it uses this sale’s details and its most valuable items. Edit it to taste, or ask the person who runs this Tagwise server to connect an AI provider for freshly written text.',
} as const;
