import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories.ts';
import { CONDITIONS } from '../catalog/conditions.ts';
import { ANALYSIS_ENHANCEMENT_OUTCOMES } from './enhancements.ts';
import { Id } from './projects.ts';
import { ItemDetail } from './items.ts';
import { countOf, pluralWord } from '../values/plural.ts';

/**
 * The photo-to-item contract (core-app.md sections 3, 5, 8; commercial-side.md sections 2, 4).
 *
 * Flow: the browser resizes each photo and uploads it (`POST /api/uploads`, one photo per request, checked
 * by content), then asks for an analysis of one item from one or more uploads (`POST /api/analyses`). The
 * server charges one credit, sends all photos of the item to the configured AI provider in one request,
 * applies the post-processing rules, saves the item with its photos and an "ai" price event, and answers
 * with the item. Any failure refunds the credit and leaves no item behind.
 */

/** Photos of one item sent in one analysis. */
export const ANALYSIS_PHOTOS_MAX = 10;
/** Retry policy of the provider call (core-app.md section 7). */
export const ANALYSIS_TIMEOUT_MS = 30_000;
export const ANALYSIS_RETRIES = 2;
export const ANALYSIS_RETRY_DELAY_MS = 2_000;
/** Uploads not used by an analysis are removed after this long. */
export const UPLOAD_TTL_HOURS = 24;

/** A research source as the AI reports it: research entries may come without an address. */
export const AiSource = z.object({
  title: z.string(),
  url: z.string().nullable(),
  /** Price seen there, in the currency's whole units, if any. */
  price: z.number().nullable(),
});
export type AiSource = z.infer<typeof AiSource>;

/**
 * What the provider must return (the structured output of every cloud provider). Every field is present
 * and nullable rather than optional, as OpenAI's strict structured outputs require.
 */
export const AiAnalysis = z.object({
  name: z.string().describe('Short specific name of the item, e.g. "Mid-century walnut side table"'),
  description: z.string().describe('Two or three sentences a buyer would read'),
  category: z.enum(CATEGORIES).describe('One of the fixed categories'),
  retailPrice: z.number().nullable().describe('Estimated current retail value in US dollars'),
  confidence: z.number().min(0).max(1).describe('Confidence in identification and price, 0 to 1'),
  pricingNote: z.string().nullable().describe('How the retail estimate was reached'),
  condition: z.enum(CONDITIONS),
  conditionConfidence: z.number().min(0).max(1),
  keyAttributes: z.array(z.string()).describe('Up to 8 short facts: style, era, colour, features'),
  brandName: z.string().nullable(),
  brandVerified: z.boolean().describe('True only if the brand is visible on the item or certain'),
  model: z.string().nullable(),
  dimensions: z
    .object({
      width: z.number().nullable(),
      height: z.number().nullable(),
      depth: z.number().nullable(),
      unit: z.string().nullable(),
      materials: z.string().nullable(),
    })
    .nullable(),
  sources: z.object({
    retail: z.array(AiSource),
    used: z.array(AiSource),
    marketplace: z.array(AiSource),
    research: z.array(AiSource),
  }),
});
export type AiAnalysis = z.infer<typeof AiAnalysis>;

const manualText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The optional Additional Information form: it overrides the AI for brand, model, materials and artist. */
export const ManualInfo = z.object({
  brand: manualText(200),
  model: manualText(200),
  artist: manualText(200),
  year: manualText(50),
  materials: manualText(500),
  dimensions: manualText(200),
  additionalNotes: manualText(2000),
});
export type ManualInfo = z.infer<typeof ManualInfo>;

export const AnalyzeInput = z.object({
  projectId: Id,
  uploadIds: z
    .array(Id)
    .min(1, 'Please upload at least one image')
    .max(ANALYSIS_PHOTOS_MAX, `At most ${ANALYSIS_PHOTOS_MAX} photos per item`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo can appear only once' }),
  manualInfo: ManualInfo.optional(),
  /** Also make a studio photo of the main (first) photo, at no extra credit (Pro and Enterprise only). */
  enhance: z.boolean().default(false),
});
export type AnalyzeInput = z.input<typeof AnalyzeInput>;

/** A stored photo waiting to become part of an item. */
export const Upload = z.object({
  id: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Upload = z.infer<typeof Upload>;

export const AnalysisResult = z.object({
  item: ItemDetail,
  /** Credits charged for this analysis (0 on an unlimited plan). */
  creditsCharged: z.number().int(),
  /** The analysis said what it is: "openai", "local", ... and how sure it was. */
  provider: z.string(),
  confidence: z.number(),
  conditionConfidence: z.number(),
  /** The studio photo asked for with `enhance`: made, not possible (no single item), or failed. */
  enhancement: z.enum(ANALYSIS_ENHANCEMENT_OUTCOMES),
  /** Why the item kept its original photo, for the person (with "kept-original" and "failed"). */
  enhancementMessage: z.string().optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** The spec's exact texts (core-app.md section 8, commercial-side.md sections 5 and 8). */
export const ANALYSIS_MESSAGES = {
  unsupportedTypes: (files: readonly string[]) =>
    `Unsupported ${pluralWord(files.length, 'file type')}: ${files.join(', ')}. Please use JPG, PNG, or WebP format.`,
  noImages: 'Please upload at least one image',
  signIn: 'Please sign in to analyze items',
  // The spec's "Please purchase more credits to continue." until payments exist (issue 17).
  quotaExceeded: 'AI analysis quota exceeded. Please purchase more credits to continue.',
  globalQuota: 'Service temporarily unavailable due to high demand. Please contact support or try again later.',
  authFailed: 'AI service authentication failed. Please contact support.',
  overloaded: 'AI service is temporarily overloaded. Please try again in a few moments.',
  timeout: 'AI analysis request timed out. Please try again.',
  network: 'Network error: Unable to connect to AI service. Please check your internet connection.',
  noText: 'No analysis text received from AI service',
  unparseable: 'Failed to parse AI analysis response',
  noName: 'No valid analysis data received from AI service',
  generic: 'Failed to analyze item. Please try again.',
  /** Not shown to anyone (the browser went away); recorded on the refunded charge. */
  cancelled: 'The analysis was cancelled before it finished.',
  genericMany: 'Failed to analyze items. Please try again.',
  saveFailed: 'Failed to save analyzed item',
  processFailed: 'Failed to process files',
  captureFailed: 'Failed to process captured image. Please try again.',
  imageLoadFailed: (file: string) =>
    `Failed to load image: ${file}. The file may be corrupted or in an unsupported format.`,
  imageTimeout: (file: string) => `Image loading timeout: ${file}. Please try a smaller image.`,
  analyzedMany: (n: number) => `Successfully analyzed ${countOf(n, 'item')}!`,
  analyzedMultiPhoto: 'Item analyzed with multiple photos!',
  uploaded: (n: number) => `Successfully uploaded ${countOf(n, 'image')}`,
} as const;

/** The single-item progress stages and their percentages (commercial-side.md section 2). */
export const ANALYSIS_STAGES = [
  { id: 'uploading', label: 'Uploading photos...', percent: 25 },
  { id: 'analyzing', label: 'Analyzing with AI...', percent: 60 },
  { id: 'saving', label: 'Saving item...', percent: 85 },
  { id: 'complete', label: 'Complete!', percent: 100 },
] as const;
/** The analyzing stage's label when a studio photo was asked for too (commercial-side.md section 4). */
export const ENHANCING_AND_ANALYZING_LABEL = 'Enhancing and analyzing...';
/** After "complete", the item page opens after this delay. */
export const ANALYSIS_REDIRECT_MS = 1_500;
