import { z } from 'zod';
import {
  PROMO_LIMITS,
  PROMO_SOCIAL_POSTS,
  PROMO_SOURCES,
  PROMO_TITLE_WORDS_MAX,
  PROMO_TITLE_WORDS_MIN,
  PROMO_VISUAL_IDEAS_MAX,
  PROMO_VISUAL_IDEAS_MIN,
} from '../values/promo.ts';

export * from '../values/promo.ts';

/**
 * A project's promotional material (core-app.md section 3): title, summary, description, three social
 * posts, the event text and three to five visual ideas. Two forms: the loose one a provider is asked to
 * fill (counts and lengths in the descriptions, which every provider's structured output accepts; the
 * answer is then read by readPromoAnswer), and the strict one that is stored and edited.
 */

const AiVisualIdea = z.object({
  concept: z.string().describe('The idea in one line, e.g. "Golden-hour hero shot of the walnut sideboard"'),
  focusItems: z
    .array(z.string())
    .describe('1 to 4 of the listed items (their names) or parts of the sale the picture shows'),
  moodStyle: z.string().describe('Mood and style: light, colours, setting, feel, in one or two sentences'),
  executionNotes: z
    .string()
    .describe('How to make it with a phone on the day: angle, arrangement, props, text overlay; 2-4 sentences'),
});

export const AiPromoDraft = z.object({
  title: z
    .string()
    .describe(
      `A headline of ${PROMO_TITLE_WORDS_MIN} to ${PROMO_TITLE_WORDS_MAX} words for the sale listing and posts`,
    ),
  summary: z.string().describe('Two or three sentences: what the sale is, where and when, and its best pieces'),
  description: z
    .string()
    .describe('The full listing text: 3-5 short paragraphs on highlights by category, when and where, practical notes'),
  socialMediaPosts: z
    .array(z.string())
    .describe(
      `Exactly ${PROMO_SOCIAL_POSTS} different social media posts (announcement, item spotlight, last-day reminder), each under 600 characters with a few hashtags`,
    ),
  facebookEvent: z
    .string()
    .describe(
      'The text of a Facebook event for the sale: a first line hook, then dates, times, address and highlights',
    ),
  visualIdeas: z
    .array(AiVisualIdea)
    .describe(
      `${PROMO_VISUAL_IDEAS_MIN} to ${PROMO_VISUAL_IDEAS_MAX} ideas for photos or graphics to promote the sale`,
    ),
});
export type AiPromoDraft = z.infer<typeof AiPromoDraft>;

const text = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const PromoVisualIdea = z.object({
  concept: text(PROMO_LIMITS.concept, 'Concept'),
  focusItems: z
    .array(text(PROMO_LIMITS.focusItem, 'Focus item'))
    .min(1, 'Name at least one focus item')
    .max(PROMO_LIMITS.focusItems, `At most ${PROMO_LIMITS.focusItems} focus items`),
  moodStyle: text(PROMO_LIMITS.moodStyle, 'Mood and style'),
  executionNotes: text(PROMO_LIMITS.executionNotes, 'Execution notes'),
});
export type PromoVisualIdea = z.infer<typeof PromoVisualIdea>;

/** The fields a person reads and edits; what PUT takes and both writers produce. */
export const PromoFields = z.object({
  title: text(PROMO_LIMITS.title, 'Title'),
  summary: text(PROMO_LIMITS.summary, 'Summary'),
  description: text(PROMO_LIMITS.description, 'Description'),
  socialMediaPosts: z
    .array(text(PROMO_LIMITS.socialPost, 'Social post'))
    .length(PROMO_SOCIAL_POSTS, `Exactly ${PROMO_SOCIAL_POSTS} social posts`),
  facebookEvent: text(PROMO_LIMITS.facebookEvent, 'Event text'),
  visualIdeas: z
    .array(PromoVisualIdea)
    .min(PROMO_VISUAL_IDEAS_MIN, `At least ${PROMO_VISUAL_IDEAS_MIN} visual ideas`)
    .max(PROMO_VISUAL_IDEAS_MAX, `At most ${PROMO_VISUAL_IDEAS_MAX} visual ideas`),
});
export type PromoFields = z.infer<typeof PromoFields>;

export const PromoContent = PromoFields.extend({
  projectId: z.string(),
  /** "ai": written by the configured provider; "template": by the offline template writer. */
  source: z.enum(PROMO_SOURCES),
  /** Which provider and model wrote it (null for the template). */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  generatedAt: z.iso.datetime(),
  /** When a person last saved changes; null while it is as generated. */
  editedAt: z.iso.datetime().nullable(),
});
export type PromoContent = z.infer<typeof PromoContent>;

/** What the page needs: the stored material, if any, and who would write it if asked now. */
export const PromoState = z.object({
  content: PromoContent.nullable(),
  writer: z.object({
    source: z.enum(PROMO_SOURCES),
    /** Credits one generation costs this workspace now (0 for the template or an unlimited plan). */
    credits: z.number().int(),
  }),
});
export type PromoState = z.infer<typeof PromoState>;

export const GeneratePromoResult = z.object({ content: PromoContent, creditsCharged: z.number().int() });
export type GeneratePromoResult = z.infer<typeof GeneratePromoResult>;

/**
 * A provider's answer made into fields, or why not: surplus posts and ideas are dropped, texts cut to their
 * limits, empty entries skipped; too few posts or ideas, or an empty field, means no usable content.
 */
export function readPromoAnswer(answer: unknown): { ok: true; fields: PromoFields } | { ok: false } {
  const loose = AiPromoDraft.safeParse(answer);
  if (!loose.success) return { ok: false };
  const a = loose.data;
  const cut = (value: string, max: number) => value.trim().slice(0, max).trim();
  const ideas = a.visualIdeas
    .map((idea) => ({
      concept: cut(idea.concept, PROMO_LIMITS.concept),
      focusItems: idea.focusItems
        .map((item) => cut(item, PROMO_LIMITS.focusItem))
        .filter(Boolean)
        .slice(0, PROMO_LIMITS.focusItems),
      moodStyle: cut(idea.moodStyle, PROMO_LIMITS.moodStyle),
      executionNotes: cut(idea.executionNotes, PROMO_LIMITS.executionNotes),
    }))
    .filter((idea) => idea.concept && idea.moodStyle && idea.executionNotes)
    // An idea with no focus named still stands; it shows the sale as a whole.
    .map((idea) => (idea.focusItems.length > 0 ? idea : { ...idea, focusItems: ['The sale as a whole'] }))
    .slice(0, PROMO_VISUAL_IDEAS_MAX);
  const fields = PromoFields.safeParse({
    title: cut(a.title, PROMO_LIMITS.title),
    summary: cut(a.summary, PROMO_LIMITS.summary),
    description: cut(a.description, PROMO_LIMITS.description),
    socialMediaPosts: a.socialMediaPosts
      .map((post) => cut(post, PROMO_LIMITS.socialPost))
      .filter(Boolean)
      .slice(0, PROMO_SOCIAL_POSTS),
    facebookEvent: cut(a.facebookEvent, PROMO_LIMITS.facebookEvent),
    visualIdeas: ideas,
  });
  return fields.success ? { ok: true, fields: fields.data } : { ok: false };
}
