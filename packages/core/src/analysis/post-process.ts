import { CATEGORIES, type Category } from '../catalog/categories.ts';
import { resolveCondition, type Condition } from '../catalog/conditions.ts';
import type { AiAnalysis, ManualInfo } from '../schemas/analysis.ts';
import type { AnalysisComparable, AnalysisGuess, ResearchSource } from '../schemas/items.ts';
import type { PhotoSignature } from './photo-signature.ts';
import { cleanSources } from './source-urls.ts';

/**
 * The rules between what the AI said and the item that is saved (core-app.md section 5, commercial-side.md
 * section 5). Pure, so the server, the offline analyzer and the tests share one reading of them.
 */

const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;
const ATTRIBUTE_MAX = 100;
const ATTRIBUTES_MAX = 20;
const RETAIL_CENTS_MAX = 1_000_000_000;

/**
 * What an analyzer answers: the providers' structured analysis, plus what only the offline analyzer says
 * about itself (cloud providers leave these out): that it is not sure, with the names it would offer,
 * and which of the workspace's items it priced from.
 */
export type AnalyzerAnswer = AiAnalysis & {
  review?: { guesses: AnalysisGuess[] } | null;
  comparables?: AnalysisComparable[];
  /**
   * The offline analyzer identified nothing: no name ("Unidentified item") and no price, only guesses. The
   * item is still saved for review, but the analysis gave nothing to pay for: its credit goes back.
   */
  abstained?: boolean;
  /** The description is the offline analyzer's own words (generated-description.ts), not the item's. */
  generatedDescription?: boolean;
  /**
   * Per photo sent, in order: what the offline models keep to compare it with the workspace's other photos
   * (null for a photo past the ones it looked at). Stored with the item's photos, not part of the item.
   */
  photoSignatures?: (PhotoSignature | null)[];
};

/**
 * Below this confidence a cloud provider's answer is kept but flagged for a person to check: it said
 * itself that it is mostly guessing. (The offline analyzer decides with its own calibrated rules.)
 */
export const REVIEW_BELOW_CONFIDENCE = 0.3;

/** The item fields an analysis decides; pricing (tag price) is the pricing engine's, not this module's. */
export interface AnalyzedItem {
  name: string;
  description: string | null;
  category: Category;
  condition: Condition;
  conditionSource: 'ai' | 'default';
  retailCents: number | null;
  brand: string | null;
  model: string | null;
  dimensions: string | null;
  materials: string | null;
  keyAttributes: string[];
  researchSources: ResearchSource[];
  aiConfidence: number;
  conditionConfidence: number;
  pricingNote: string | null;
  /** The start of `description` the offline analyzer wrote, which gives way when a person names the item. */
  analyzerDescription: string | null;
  /** A person should check the name, category and price before trusting them. */
  needsReview: boolean;
  analysisGuesses: AnalysisGuess[];
  analysisComparables: AnalysisComparable[];
  /** The analyzer identified nothing (AnalyzerAnswer.abstained): the analysis costs no credit. */
  abstained: boolean;
  /** AnalyzerAnswer.photoSignatures, passed on to be stored with the photos. */
  photoSignatures?: (PhotoSignature | null)[];
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}\u2026` : text);
const clean = (text: string | null | undefined) => {
  const trimmed = text?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};
const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** One of the 15 categories, else Other. */
export function restrictCategory(category: string): Category {
  return (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : 'Other';
}

/** Dollars as the AI estimates them to whole cents; nothing usable is null (no price rather than $0). */
export function retailCentsOf(dollars: number | null): number | null {
  if (dollars === null || !Number.isFinite(dollars) || dollars <= 0) return null;
  return Math.min(Math.round(dollars * 100), RETAIL_CENTS_MAX);
}

const formatNumber = (n: number) => String(Math.round(n * 100) / 100);

/** "WxHxD unit" when width, height and depth are all there; otherwise nothing. */
export function formatDimensions(dimensions: AiAnalysis['dimensions']): string | null {
  if (!dimensions) return null;
  const { width, height, depth } = dimensions;
  const sizes = [width, height, depth];
  if (!sizes.every((v): v is number => v !== null && Number.isFinite(v) && v > 0)) return null;
  const unitName = clean(dimensions.unit);
  return `${sizes.map(formatNumber).join('x')}${unitName ? ` ${unitName}` : ''}`;
}

/** Trimmed, non-empty, each at most 100 characters, no repeats (ignoring case), at most 20. */
export function cleanAttributes(attributes: readonly string[], extra: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const attribute of [...attributes, ...extra]) {
    const text = clean(attribute);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(clip(text, ATTRIBUTE_MAX));
  }
  return out.slice(0, ATTRIBUTES_MAX);
}

/** The artist prefixed to an Art item's name, unless the name already starts with it. */
function artName(name: string, artist: string) {
  return name.toLowerCase().startsWith(artist.toLowerCase()) ? name : `${artist} - ${name}`;
}

/**
 * Turns the AI's analysis and the person's optional information into the item's fields:
 * - the person's brand, model, materials and artist override the AI's; their notes are appended to the
 *   description; their dimensions (measured) win over the AI's estimate; the year becomes an attribute;
 * - for Art with an artist, the artist becomes the brand and is prefixed to the name;
 * - the AI's brand counts only when it says it verified it;
 * - dimensions only when width, height and depth are all present, as "WxHxD unit";
 * - the condition by the confidence rule (resolveCondition); the category one of the 15, else Other;
 * - sources by the address rules (cleanSources).
 */
export function postProcessAnalysis(ai: AnalyzerAnswer, manual: ManualInfo | undefined = undefined): AnalyzedItem {
  const category = restrictCategory(ai.category);
  const condition = resolveCondition(category, ai.condition, ai.conditionConfidence);
  const artist = clean(manual?.artist);
  const artByArtist = category === 'Art' && artist !== null;

  let name = clean(ai.name) ?? '';
  if (artByArtist) name = artName(name, artist);

  const aiBrand = ai.brandVerified ? clean(ai.brandName) : null;
  const brand = artByArtist ? artist : (clean(manual?.brand) ?? aiBrand);

  const notes = manual?.additionalNotes?.trim();
  const description = [ai.description.trim(), notes].filter(Boolean).join('\n\n');
  const generated = ai.generatedDescription ? clean(ai.description) : null;

  const year = clean(manual?.year);
  const artistAttribute = artist && !artByArtist ? [`Artist: ${artist}`] : [];

  return {
    name: clip(name, NAME_MAX),
    description: description ? clip(description, DESCRIPTION_MAX) : null,
    category,
    condition: condition.condition,
    conditionSource: condition.source,
    retailCents: retailCentsOf(ai.retailPrice),
    brand: brand ? clip(brand, 200) : null,
    model: clean(manual?.model) ?? clean(ai.model),
    dimensions: clean(manual?.dimensions) ?? formatDimensions(ai.dimensions),
    materials: clean(manual?.materials) ?? clean(ai.dimensions?.materials),
    keyAttributes: cleanAttributes(ai.keyAttributes, [...artistAttribute, ...(year ? [`Year: ${year}`] : [])]),
    researchSources: cleanSources(ai.sources),
    aiConfidence: unit(ai.confidence),
    conditionConfidence: unit(ai.conditionConfidence),
    pricingNote: clean(ai.pricingNote),
    analyzerDescription: generated && description.startsWith(generated) ? generated : null,
    needsReview: ai.review !== undefined ? ai.review !== null : unit(ai.confidence) < REVIEW_BELOW_CONFIDENCE,
    analysisGuesses: ai.review?.guesses ?? [],
    analysisComparables: ai.comparables ?? [],
    abstained: ai.abstained === true,
    ...(ai.photoSignatures ? { photoSignatures: ai.photoSignatures } : {}),
  };
}
