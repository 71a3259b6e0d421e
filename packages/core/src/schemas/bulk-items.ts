import { z } from 'zod';
import { CategorySchema } from '../catalog/categories.ts';
import { ConditionSchema } from '../catalog/conditions.ts';
import { ItemFilter } from './item-query.ts';
import { ItemStatus } from './items.ts';
import { Id } from './projects.ts';
import { BULK_ITEM_LIMIT, BULK_MESSAGES, BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '../values/bulk-items.ts';

export { BULK_ITEM_LIMIT, BULK_MESSAGES, BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '../values/bulk-items.ts';

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
    })
    .refine((a) => a.category ?? a.condition ?? a.status, { message: 'Choose what to change' }),
  z.object({ type: z.literal('move'), projectId: Id }),
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

/** What applying the current rules again would do to the items that follow them. */
export const RepricePreview = z.object({
  /** Items whose tag price would change. */
  count: z.number().int(),
  /** Sum of those items' tag prices now, and after re-pricing (whole currency units). */
  tagValueBefore: z.number().int(),
  tagValueAfter: z.number().int(),
});
export type RepricePreview = z.infer<typeof RepricePreview>;
