import { z } from 'zod';
import { CategorySchema } from '../catalog/categories.ts';
import { ConditionSchema } from '../catalog/conditions.ts';
import { ItemFilter } from './item-query.ts';
import { ItemStatus } from './items.ts';
import { Id, TimeZone } from './projects.ts';
import { WholePrice } from '../pricing/pricing-settings.ts';
import { SOLD_PRICE_MESSAGES } from '../values/items.ts';
import {
  BULK_ITEM_LIMIT,
  BULK_MESSAGES,
  BULK_PERCENT_MAX,
  BULK_PERCENT_MIN,
  BULK_SOLD_LIMIT,
} from '../values/bulk-items.ts';

export {
  BULK_ITEM_LIMIT,
  BULK_MESSAGES,
  BULK_PERCENT_MAX,
  BULK_PERCENT_MIN,
  BULK_SOLD_LIMIT,
} from '../values/bulk-items.ts';

/** Either items picked one by one, or everything matching a filter (minus any unticked by hand). */
export const BulkSelection = z.union([
  z.object({ ids: z.array(Id).min(1, BULK_MESSAGES.nothingSelected).max(BULK_ITEM_LIMIT, BULK_MESSAGES.tooMany) }),
  z.object({ filter: ItemFilter, exceptIds: z.array(Id).max(BULK_ITEM_LIMIT).default([]) }),
]);
export type BulkSelection = z.input<typeof BulkSelection>;

export const BulkAction = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('set'),
      category: CategorySchema.optional(),
      condition: ConditionSchema.optional(),
      status: ItemStatus.optional(),
      /** With status sold: what each selected item sold for, every one of them (POST .../bulk/sold-prices offers them). */
      soldPrices: z
        .array(z.object({ id: Id, soldPrice: WholePrice }))
        .max(BULK_SOLD_LIMIT, BULK_MESSAGES.tooManySold)
        .refine((list) => new Set(list.map((p) => p.id)).size === list.length, {
          message: 'Each item can have only one sold price',
        })
        .optional(),
    })
    .refine((a) => a.category ?? a.condition ?? a.status, { message: 'Choose what to change' })
    .refine((a) => a.status !== 'sold' || a.soldPrices !== undefined, {
      message: SOLD_PRICE_MESSAGES.eachRequired,
      path: ['soldPrices'],
    })
    .refine((a) => a.status === 'sold' || a.soldPrices === undefined, {
      message: SOLD_PRICE_MESSAGES.onlySold,
      path: ['soldPrices'],
    }),
  z.object({ type: z.literal('move'), projectId: Id }),
  /** Whose items they are: a consignor of their sale, or (null) the client's again (the admin's alone). */
  z.object({ type: z.literal('consignor'), consignorId: Id.nullable() }),
  z.object({ type: z.literal('delete') }),
  /** Back to what the rules say; prices set by hand too, unless keepManual. */
  z.object({ type: z.literal('reprice-rule'), keepManual: z.boolean().default(false) }),
  z.object({
    type: z.literal('reprice-percent'),
    percent: z
      .number({ message: 'Percentage must be a number' })
      .min(BULK_PERCENT_MIN, `Percentage must be between ${BULK_PERCENT_MIN} and ${BULK_PERCENT_MAX}`)
      .max(BULK_PERCENT_MAX, `Percentage must be between ${BULK_PERCENT_MIN} and ${BULK_PERCENT_MAX}`)
      .refine((p) => p !== 0, 'Enter a percentage other than 0'),
  }),
]);
export type BulkAction = z.input<typeof BulkAction>;

export const BulkRequest = z.object({ selection: BulkSelection, action: BulkAction });
export type BulkRequest = z.input<typeof BulkRequest>;

export const BulkResult = z.object({
  /** Items the action changed. */
  affected: z.number().int(),
  /** What happened, for the toast: "Moved 200 items to Garage". */
  summary: z.string(),
  /** Pass back to undo; only the latest action of a workspace can be undone. */
  undoId: z.string().nullable(),
});
export type BulkResult = z.infer<typeof BulkResult>;

export const BulkUndoRequest = z.object({ undoId: Id });
export const BulkUndoResult = z.object({ restored: z.number().int(), skipped: z.number().int(), summary: z.string() });
export type BulkUndoResult = z.infer<typeof BulkUndoResult>;

/** Asks what the selected items would sell for today; the browser's zone stands in for a sale without one. */
export const SoldPricesRequest = z.object({ selection: BulkSelection, timeZone: TimeZone.optional() });
export type SoldPricesRequest = z.input<typeof SoldPricesRequest>;

/** One selected item as Set status → Sold lists it, with the price it is offered at. */
export const SoldPriceOffer = z.object({
  id: z.string(),
  name: z.string(),
  tagCode: z.string(),
  tagPrice: z.number().nullable(),
  /** What it sold for already (an item sold before), else null. */
  soldPrice: z.number().nullable(),
  /** Its sold price if it has one, else today's tag price after the sale day's discount; null unpriced. */
  offeredPrice: z.number().nullable(),
  discount: z.object({ percent: z.number(), text: z.string() }).nullable(),
});
export type SoldPriceOffer = z.infer<typeof SoldPriceOffer>;
export const SoldPrices = z.object({ items: z.array(SoldPriceOffer) });
export type SoldPrices = z.infer<typeof SoldPrices>;

/** What applying the current rules again would do to the items that follow them. */
export const RepricePreview = z.object({
  /** Items whose tag price would change. */
  count: z.number().int(),
  /** Sum of those items' tag prices now, and after re-pricing (whole currency units). */
  tagValueBefore: z.number().int(),
  tagValueAfter: z.number().int(),
});
export type RepricePreview = z.infer<typeof RepricePreview>;
