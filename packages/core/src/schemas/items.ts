import { z } from 'zod';
import { ITEM_STATUSES, SOLD_PRICE_MESSAGES, SOURCE_KINDS, SOURCE_TITLE_MAX } from '../values/items.ts';
import { optionalText } from './text.ts';
import { ItemImage } from './item-images.ts';
import { CategorySchema } from '../catalog/categories.ts';
import { ConditionSchema } from '../catalog/conditions.ts';
import { CategoryMarkdown, PricingSettings, WholePrice } from '../pricing/pricing-settings.ts';
import { Id } from './projects.ts';

export {
  ITEM_MESSAGES,
  ITEM_PAGE_SIZE,
  ITEM_STATUSES,
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
  SOLD_PRICE_MESSAGES,
  SOURCE_TITLE_MAX,
} from '../values/items.ts';

export const ItemStatus = z.enum(ITEM_STATUSES, { message: 'Choose a status from the list' });

/** Retail prices in cents, whole and not negative; at most ten million dollars. */
export const RetailCents = z
  .number({ message: 'Retail price must be a number' })
  .int('Retail price must be in whole cents')
  .min(0, 'Retail price cannot be negative')
  .max(1_000_000_000, 'Retail price is too large');

export const ItemName = z
  .string({ message: 'Item name is required' })
  .trim()
  .min(1, 'Item name is required')
  .max(200, 'Item name must be at most 200 characters');

/**
 * A page that supports the price: where it was found and what kind of evidence it is. A research entry
 * may be a named reference without an address (a price guide, an auction record the AI cites), kept as
 * text (core-app.md section 5); every other kind needs its address.
 */
export const ResearchSource = z
  .object({
    kind: z.enum(SOURCE_KINDS, { message: 'Choose a kind of source' }),
    title: z.string().trim().max(SOURCE_TITLE_MAX, 'Title must be at most 200 characters').default(''),
    url: z
      .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://' })
      .max(2000, 'The web address is too long')
      .nullable(),
  })
  .refine((s) => s.url !== null || (s.kind === 'research' && s.title !== ''), {
    message: 'Enter a web address starting with http:// or https://',
    path: ['url'],
  });
export type ResearchSource = z.infer<typeof ResearchSource>;

/**
 * A sold price as a person types it ("40", "$1,250"): required, then the price leaf's own rules and
 * messages (a number, whole, not negative). The item page and the bulk Set status read their fields with it.
 */
export const SoldPriceText = z
  .string()
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .pipe(z.string().min(1, SOLD_PRICE_MESSAGES.required))
  .transform((v) => (/^-?(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : Number.NaN))
  .pipe(WholePrice);

export const KeyAttributes = z
  .array(z.string().trim().min(1, 'An attribute cannot be empty').max(100, 'Attributes must be at most 100 characters'))
  .max(20, 'An item can have at most 20 key attributes');

const itemFields = {
  name: ItemName,
  description: optionalText(5000, 'Description'),
  category: CategorySchema,
  condition: ConditionSchema,
  retailCents: RetailCents.nullable(),
  brand: optionalText(200, 'Brand'),
  model: optionalText(200, 'Model'),
  dimensions: optionalText(200, 'Dimensions'),
  materials: optionalText(500, 'Materials'),
  notes: optionalText(5000, 'Notes'),
  status: ItemStatus,
  soldPrice: WholePrice.nullable(),
  keyAttributes: KeyAttributes,
  researchSources: z.array(ResearchSource).max(20, 'An item can have at most 20 research sources'),
};

export const CreateItemInput = z.object({
  projectId: Id,
  ...itemFields,
  description: itemFields.description,
  condition: itemFields.condition.default('Good'),
  retailCents: itemFields.retailCents.optional(),
  status: itemFields.status.default('available'),
  soldPrice: itemFields.soldPrice.optional(),
  keyAttributes: itemFields.keyAttributes.optional(),
  researchSources: itemFields.researchSources.optional(),
  /** A price set by hand; without it the pricing rules set the tag price. */
  tagPrice: WholePrice.nullable().optional(),
});
export type CreateItemInput = z.input<typeof CreateItemInput>;

/**
 * Changes to an item's fields, as an edit and a CSV file's row give them. A file may record an item sold
 * without its price (an unknown price shows as such in the sold report); a person's edit may not, below.
 */
export const ItemFieldChanges = z
  .object({
    ...itemFields,
    /** A number sets the tag price by hand; the rules stop changing it until reset. */
    tagPrice: WholePrice,
    /** Go back to the price the rules give. */
    resetTagPriceToRule: z.literal(true),
    /** false: a person has checked the item an unsure analysis flagged. */
    needsReview: z.boolean(),
    /**
     * Take the retail price from the workspace's own items: the median of its priced items of this
     * category (GET /api/items/price-basis), which the item's pricing note and price history then name.
     */
    retailFromCategoryMedian: CategorySchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine((v) => !(v.retailCents !== undefined && v.retailFromCategoryMedian), {
    message: 'Enter a retail price or take the median, not both',
    path: ['retailCents'],
  })
  .refine((v) => !(v.tagPrice !== undefined && v.resetTagPriceToRule), {
    message: 'Set a price or reset it to the rule, not both',
  });

/** PATCH /api/items/:id, an edit as a person makes it. */
export const UpdateItemInput = ItemFieldChanges
  // Marking an item sold says what it sold for; another status has none (an item marked available again
  // loses it, and its price history says so).
  .refine((v) => v.status !== 'sold' || (v.soldPrice !== undefined && v.soldPrice !== null), {
    message: SOLD_PRICE_MESSAGES.required,
    path: ['soldPrice'],
  })
  .refine((v) => v.status === undefined || v.status === 'sold' || v.soldPrice === undefined || v.soldPrice === null, {
    message: SOLD_PRICE_MESSAGES.onlySold,
    path: ['soldPrice'],
  });
export type UpdateItemInput = z.input<typeof UpdateItemInput>;

export const PriceEvent = z.object({
  id: z.string(),
  source: z.enum(['rule', 'person', 'ai', 'bulk']),
  retailCents: z.number().nullable(),
  tagPrice: z.number().nullable(),
  previousRetailCents: z.number().nullable(),
  previousTagPrice: z.number().nullable(),
  /** What the item sold for after and before (whole currency units): set, changed or cleared. */
  soldPrice: z.number().nullable(),
  previousSoldPrice: z.number().nullable(),
  breakdown: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PriceEvent = z.infer<typeof PriceEvent>;

/**
 * A name an analysis offered but did not apply (it was not sure enough): the person may take it with one
 * tap. The retail price is the guess's own estimate in dollars, or null when it would be invented.
 */
export const AnalysisGuess = z.object({
  name: z.string(),
  category: CategorySchema,
  /** 0 to 1: how much the evidence supports this guess. */
  confidence: z.number().min(0).max(1),
  retailPrice: z.number().nullable(),
});
export type AnalysisGuess = z.infer<typeof AnalysisGuess>;

/** One of the workspace's own items an analysis priced from (the item page links it). */
export const AnalysisComparable = z.object({
  id: z.string(),
  name: z.string(),
  /** Dollars: its sold price, else its retail estimate. */
  price: z.number(),
});
export type AnalysisComparable = z.infer<typeof AnalysisComparable>;

export const Item = z.object({
  id: z.string(),
  projectId: z.string(),
  tagCode: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: CategorySchema,
  condition: ConditionSchema,
  retailCents: z.number().nullable(),
  tagPrice: z.number().nullable(),
  tagPriceSource: z.enum(['rule', 'manual']),
  /** How the rules arrive at the price (null without a retail price). */
  priceBreakdown: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  dimensions: z.string().nullable(),
  materials: z.string().nullable(),
  notes: z.string().nullable(),
  keyAttributes: z.array(z.string()),
  researchSources: z.array(ResearchSource),
  status: ItemStatus,
  soldPrice: z.number().nullable(),
  soldAt: z.iso.datetime().nullable(),
  /**
   * A person should check it: an analysis was unsure (cleared when they confirm it), or it has no tag price
   * yet (until it has one). pricing/needs-review.ts.
   */
  needsReview: z.boolean(),
  /** The main photo's thumbnail, if the item has photos. */
  thumbUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Item = z.infer<typeof Item>;

export const ItemPage = z.object({ items: z.array(Item), nextCursor: z.string().nullable() });

/** How many items match a filter in all (asked separately, so a page of the list never waits for it). */
export const ItemCount = z.object({ total: z.number().int() });
export type ItemCount = z.infer<typeof ItemCount>;
export type ItemPage = z.infer<typeof ItemPage>;

/** What an analysis said about the item it created: who analysed it, how sure it was, how it priced it. */
export const ItemAnalysis = z.object({
  /** "local" is the offline analyzer; otherwise the cloud provider ("openai", "google", ...). */
  provider: z.string(),
  confidence: z.number().nullable(),
  conditionConfidence: z.number().nullable(),
  /** "default": the operator's default condition applied because the analysis could not judge it. */
  conditionSource: z.enum(['ai', 'default', 'person']),
  pricingNote: z.string().nullable(),
  analyzedAt: z.iso.datetime().nullable(),
  /** Names the analysis offered instead of applying them, best first (empty when it applied its answer). */
  guesses: z.array(AnalysisGuess),
  /** The workspace's items of the same kind its price came from (empty when none was used). */
  comparables: z.array(AnalysisComparable),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

/**
 * The rules that price an item: its workspace's pricing settings and its project's markdowns. A screen
 * that edits retail, category or condition (the review screen) shows the tag price they would give, with
 * core's one pricing function, before anything is saved.
 */
export const ItemPricingRules = z.object({
  settings: PricingSettings,
  project: z.object({ markdownPercentage: z.number().nullable(), categoryMarkdowns: z.array(CategoryMarkdown) }),
});
export type ItemPricingRules = z.infer<typeof ItemPricingRules>;

export const ItemDetail = Item.extend({
  priceHistory: z.array(PriceEvent),
  pricingRules: ItemPricingRules,
  images: z.array(ItemImage),
  /** Null for an item entered by hand. */
  analysis: ItemAnalysis.nullable(),
  /** Who added it, admin or team member; null once their account is removed. */
  createdByName: z.string().nullable(),
  /** Its project's sale days, zone and tag discount line: what a sale today is offered at (saleDayPrice). */
  sale: z.object({
    tagDiscountLine: z.string().nullable(),
    saleDays: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
    timeZone: z.string().nullable(),
  }),
  /** An unsure analysis flagged it and nobody has confirmed it yet (one of needsReview's two reasons). */
  unsureAnalysis: z.boolean(),
  /** Whose item it is: a consignor of its sale; null, the client's. */
  consignorId: z.string().nullable(),
  /** Sold at the door: the invoice selling it now, whose status and sold price it has (a refund or void changes them). */
  soldOnInvoice: z.object({ invoiceId: z.string(), number: z.number().int() }).nullable(),
});
export type ItemDetail = z.infer<typeof ItemDetail>;
