import { z } from 'zod';
import { CategorySchema, type Category } from '../catalog/categories.ts';

// The operator's pricing rules (user_settings in core-app.md section 3) with the spec's defaults,
// ranges and messages (sections 5 and 9).

export const CONDITION_PERCENT_MIN = 0;
export const CONDITION_PERCENT_MAX = 200;
export const NEW_CONDITION_DEFAULT_PERCENT = 40;

export const ConditionMultiplier = z.object({
  name: z.string().trim().min(1, 'Condition name is required').max(40, 'Condition name is too long'),
  percentage: z
    .number({ message: 'Percentage must be a number' })
    .int('Percentage must be a whole number')
    .min(CONDITION_PERCENT_MIN, 'Percentage must be between 0 and 200')
    .max(CONDITION_PERCENT_MAX, 'Percentage must be between 0 and 200'),
});
export type ConditionMultiplier = z.infer<typeof ConditionMultiplier>;

export const Percentage0to100 = z
  .number({ message: 'Percentage must be a number' })
  .min(0, 'Percentage must be between 0 and 100')
  .max(100, 'Percentage must be between 0 and 100');

export const CategoryMarkdown = z.object({
  category: CategorySchema,
  markdown_percentage: Percentage0to100,
});
export type CategoryMarkdown = z.infer<typeof CategoryMarkdown>;

/** Whole currency units, as tag prices are. */
export const WholePrice = z
  .number({ message: 'Price must be a number' })
  .int('Price must be a whole amount')
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too large');

export const PricingSettings = z
  .object({
    conditionMultipliers: z
      .array(ConditionMultiplier)
      .min(1, 'You must have at least one condition')
      .max(20)
      .refine((list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length, {
        message: 'Each condition can appear only once',
      }),
    categoryMarkdowns: z
      .array(CategoryMarkdown)
      .max(15)
      .refine((list) => new Set(list.map((c) => c.category)).size === list.length, {
        message: 'Each category can have only one markdown',
      }),
    markdownPercentage: Percentage0to100,
    minimumPrice: WholePrice,
    maximumPrice: WholePrice,
    markupPercentage: z
      .number({ message: 'Percentage must be a number' })
      .min(0, 'Markup must be between 0 and 1000')
      .max(1000, 'Markup must be between 0 and 1000'),
  })
  .refine((s) => s.minimumPrice <= s.maximumPrice, {
    message: 'The minimum price must not be above the maximum price',
    path: ['maximumPrice'],
  });
export type PricingSettings = z.infer<typeof PricingSettings>;

/**
 * The spec's four (section 9) plus Poor: Poor is a condition an item can have (section 3), and without a
 * rule it was priced at 100%, above a Good item. Migration 0013 adds it to stored lists that lack it.
 */
export const POOR_DEFAULT_PERCENT = 50;
export const DEFAULT_CONDITION_MULTIPLIERS: ConditionMultiplier[] = [
  { name: 'New', percentage: 100 },
  { name: 'Like New', percentage: 90 },
  { name: 'Good', percentage: 80 },
  { name: 'Fair', percentage: 70 },
  { name: 'Poor', percentage: POOR_DEFAULT_PERCENT },
];

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  conditionMultipliers: DEFAULT_CONDITION_MULTIPLIERS,
  categoryMarkdowns: [],
  markdownPercentage: 35,
  minimumPrice: 1,
  maximumPrice: 10_000,
  markupPercentage: 0,
};

/** A new row in the category markdown editor: Furniture at 0 (core-app.md section 5). */
export const NEW_CATEGORY_MARKDOWN: CategoryMarkdown = { category: 'Furniture', markdown_percentage: 0 };

/**
 * The older settings layout kept four multiplier columns (defaults 60/50/40/30). Accounts saved that
 * way still load: the columns become the list, missing ones take the old defaults.
 */
export interface LegacyMultiplierColumns {
  new_multiplier?: number | null;
  like_new_multiplier?: number | null;
  good_multiplier?: number | null;
  fair_multiplier?: number | null;
}

export const LEGACY_DEFAULT_PERCENTAGES = { new: 60, likeNew: 50, good: 40, fair: 30 } as const;

export function multipliersFromLegacyColumns(columns: LegacyMultiplierColumns): ConditionMultiplier[] {
  // The legacy columns were stored either as percentages (60) or as fractions (0.6).
  const pct = (value: number | null | undefined, fallback: number) =>
    value === null || value === undefined ? fallback : value <= 2 ? Math.round(value * 100) : Math.round(value);
  return [
    { name: 'New', percentage: pct(columns.new_multiplier, LEGACY_DEFAULT_PERCENTAGES.new) },
    { name: 'Like New', percentage: pct(columns.like_new_multiplier, LEGACY_DEFAULT_PERCENTAGES.likeNew) },
    { name: 'Good', percentage: pct(columns.good_multiplier, LEGACY_DEFAULT_PERCENTAGES.good) },
    { name: 'Fair', percentage: pct(columns.fair_multiplier, LEGACY_DEFAULT_PERCENTAGES.fair) },
  ];
}

/** A project's own markdowns: per category (first choice) and overall (third choice). */
export interface ProjectPricing {
  categoryMarkdowns: { category: Category; markdown_percentage: number }[];
  /** Null when the project leaves it to the account. */
  markdownPercentage: number | null;
}

/** How many of the workspace's items have each condition (the pricing page warns about ones without a rule). */
export const ConditionUsage = z.object({
  conditions: z.array(z.object({ condition: z.string(), items: z.number().int() })),
});
export type ConditionUsage = z.infer<typeof ConditionUsage>;
