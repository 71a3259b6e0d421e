import { z } from 'zod';
import { CategorySchema } from '../catalog/categories.ts';
import { ItemName, RetailCents } from './items.ts';
import { Id } from './projects.ts';

/**
 * Where a one-tap suggestion on the review screen comes from: the operator's own answer for an item whose
 * photo looks like this one (its name, and when it was given), or the analysis of this item's photos.
 */
export const SuggestionSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reviewed'),
    itemId: z.string(),
    /** When a person confirmed that item's name and category. */
    reviewedAt: z.iso.datetime(),
    /** Cosine similarity of the two photos' embeddings, 0-1. */
    similarity: z.number(),
  }),
  z.object({ kind: z.literal('analysis'), confidence: z.number().min(0).max(1) }),
]);
export type SuggestionSource = z.infer<typeof SuggestionSource>;

export const ReviewSuggestion = z.object({
  name: z.string(),
  category: CategorySchema,
  source: SuggestionSource,
});
export type ReviewSuggestion = z.infer<typeof ReviewSuggestion>;

export const ReviewSuggestions = z.object({ suggestions: z.array(ReviewSuggestion) });
export type ReviewSuggestions = z.infer<typeof ReviewSuggestions>;

/** A waiting item whose photo looks like a reviewed one's ("Same as these"). */
export const AlikeItem = z.object({
  id: z.string(),
  name: z.string(),
  tagCode: z.string(),
  thumbUrl: z.string(),
  similarity: z.number(),
  /** The very photo again, or a resized copy of it: most likely the same item photographed twice. */
  duplicate: z.enum(['same-photo', 'same-photo-resized']).nullable(),
});
export type AlikeItem = z.infer<typeof AlikeItem>;

export const AlikeItems = z.object({ items: z.array(AlikeItem) });
export type AlikeItems = z.infer<typeof AlikeItems>;

/** At most this many items named in one go (a screenful of alike items is a dozen). */
export const APPLY_REVIEW_MAX = 50;

/** Name, categorise and price several waiting items in one go, as a reviewed item was. */
export const ApplyReviewInput = z.object({
  itemIds: z
    .array(Id)
    .min(1, 'Tick at least one item')
    .max(APPLY_REVIEW_MAX, `At most ${APPLY_REVIEW_MAX} items at a time`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'An item is listed twice' }),
  name: ItemName,
  category: CategorySchema,
  /** The retail price to give them all; null leaves each item's own. */
  retailCents: RetailCents.nullable(),
});
export type ApplyReviewInput = z.infer<typeof ApplyReviewInput>;

export const ApplyReviewResult = z.object({ updated: z.number().int() });
export type ApplyReviewResult = z.infer<typeof ApplyReviewResult>;
