import { z } from 'zod';
import { isTimeZone } from '../sale-schedule/sale-days.ts';
import { ITEM_STATUSES } from '../values/items.ts';

export { ANALYTICS_MESSAGES, ANALYTICS_MONTHS, PRICE_GAP_DEFINITION, PRICE_GAP_LIMIT } from '../values/analytics.ts';

const Count = z.number().int().nonnegative();
/** Sums of whole currency units or cents; an aggregate, so it may pass 2^31 (JSON numbers hold 2^53). */
const Sum = z.number().int();
const Month = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * The time zone months are counted in (the browser's). A region name only: PostgreSQL reads a bare offset
 * such as "+05:00" with the POSIX sign, the opposite of what Intl means by it.
 */
export const AnalyticsQuery = z.object({
  timeZone: z
    .string()
    .max(64)
    .regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/, 'Choose a time zone')
    .refine(isTimeZone, 'Choose a time zone')
    .default('UTC'),
});

/**
 * Items counted and their values summed. Units as the items keep them: retail in cents, tag and sold prices
 * in whole currency units (core-app.md section 9 rounds estate-sale prices to whole units).
 */
export const AnalyticsFigures = z.object({
  items: Count,
  /** Sum of retail prices, cents; items without one are not in it. */
  retailCents: Sum,
  /** Items with no retail price. */
  noRetail: Count,
  /** Sum of tag prices, whole units; items without one are not in it. */
  tagValue: Sum,
  /** Items with no tag price. */
  unpriced: Count,
  /** Items marked sold, what they sold for, and their tag prices (whole units). */
  sold: Count,
  soldValue: Sum,
  soldTagValue: Sum,
  /** Sold items with no sold price recorded (not in soldValue). */
  soldWithoutPrice: Count,
  /** The tag prices of the sold items that have a sold price: what soldValue is compared with. */
  pricedSoldTagValue: Sum,
});
export type AnalyticsFigures = z.infer<typeof AnalyticsFigures>;

export const AnalyticsGroup = AnalyticsFigures.extend({ key: z.string() });
export type AnalyticsGroup = z.infer<typeof AnalyticsGroup>;

export const AnalyticsProject = AnalyticsFigures.extend({ id: z.string(), name: z.string() });
export type AnalyticsProject = z.infer<typeof AnalyticsProject>;

export const ValueAddedMonth = z.object({
  month: Month,
  items: Count,
  retailCents: Sum,
  tagValue: Sum,
});
export type ValueAddedMonth = z.infer<typeof ValueAddedMonth>;

export const CreditMonth = z.object({
  month: Month,
  /** Credits of completed charges (0 for work on an unlimited plan). */
  credits: Sum,
  /** Completed AI operations, by kind. */
  analyses: Count,
  enhancements: Count,
  promos: Count,
});
export type CreditMonth = z.infer<typeof CreditMonth>;

export const PriceGap = z.object({
  id: z.string(),
  name: z.string(),
  tagCode: z.string(),
  projectName: z.string(),
  category: z.string(),
  /** Which analysis priced it ("openai", "local", ...); null when not recorded. */
  provider: z.string().nullable(),
  /** The retail price the analysis estimated, cents (null when it set only a tag price). */
  aiRetailCents: z.number().int().nullable(),
  /** The tag price the pricing rules made from it then, whole units. */
  aiTagPrice: z.number().int(),
  soldPrice: z.number().int(),
  soldAt: z.iso.datetime().nullable(),
  /** soldPrice - aiTagPrice, whole units. */
  gap: z.number().int(),
});
export type PriceGap = z.infer<typeof PriceGap>;

/** The data dashboard of the workspace, or of one project. */
export const Analytics = z.object({
  /** The project this is about; null for the whole workspace. */
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  timeZone: z.string(),
  totals: AnalyticsFigures,
  byCategory: z.array(AnalyticsGroup),
  byCondition: z.array(AnalyticsGroup),
  byStatus: z.array(AnalyticsGroup.extend({ key: z.enum(ITEM_STATUSES) })),
  /** Every project of the scope (one for a project), largest tag value first. */
  projects: z.array(AnalyticsProject),
  /** Items added per month (by when they were created), the last ANALYTICS_MONTHS months, oldest first. */
  valueAdded: z.object({
    months: z.array(ValueAddedMonth),
    /** Items added before the first month shown. */
    earlierItems: Count,
  }),
  /**
   * AI credits the workspace used per month (completed charges), the last ANALYTICS_MONTHS months; null on a
   * server without billing (BILLING_PROVIDER=none shows no credit counter) and for one project (credits
   * are the workspace's).
   */
  credits: z.object({ months: z.array(CreditMonth) }).nullable(),
  /** AI estimate vs sold price (PRICE_GAP_DEFINITION). */
  priceGaps: z.object({
    /** Sold items with both figures. */
    compared: Count,
    /** Their sold prices and AI-based tag prices summed, whole units. */
    soldTotal: Sum,
    aiTagTotal: Sum,
    items: z.array(PriceGap),
  }),
});
export type Analytics = z.infer<typeof Analytics>;
