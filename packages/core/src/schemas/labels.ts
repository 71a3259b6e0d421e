import { z } from 'zod';
import { BulkSelection } from './bulk-items.ts';
import { Id } from './projects.ts';
import { UndrawableTexts } from './undrawable-text.ts';
import { LABEL_MESSAGES, LABEL_STOCK_IDS, LABEL_STOCKS, labelsPerSheet } from '../values/labels.ts';

export {
  LABEL_ITEM_LIMIT,
  LABEL_MESSAGES,
  LABEL_STOCK_IDS,
  LABEL_STOCKS,
  TAG_DISCOUNT_LINE_MAX,
  labelsPerSheet,
} from '../values/labels.ts';

export const LabelStockId = z.enum(LABEL_STOCK_IDS, { message: 'Choose a label stock from the list' });

/** Which items get tags: picked ones, everything matching a filter (a project is a filter), or a folder. */
export const LabelSelection = z.union([BulkSelection, z.object({ folderId: Id })]);

export const LabelRequest = z
  .object({
    selection: LabelSelection,
    stock: LabelStockId,
    /** The first free label on a partly used sheet, counted across then down from 1. */
    startAt: z
      .number({ message: 'Start position must be a number' })
      .int('Start position must be a whole number')
      .default(1),
  })
  .superRefine((request, ctx) => {
    const perSheet = labelsPerSheet(LABEL_STOCKS[request.stock]);
    if (request.startAt < 1 || request.startAt > perSheet) {
      ctx.addIssue({ code: 'custom', path: ['startAt'], message: LABEL_MESSAGES.startOutOfRange(perSheet) });
    }
  });
export type LabelRequest = z.input<typeof LabelRequest>;

/** Which items would get tags: what the print dialog checks before the PDF is made. */
export const LabelCheckRequest = z.object({ selection: LabelSelection });
export type LabelCheckRequest = z.input<typeof LabelCheckRequest>;

/**
 * What the operator should know before printing: how many tags, how many of those items have no price
 * (their tags get a blank), and the names with characters the tags cannot show.
 */
export const LabelCheck = UndrawableTexts.extend({
  count: z.number().int().nonnegative(),
  unpriced: z.number().int().nonnegative(),
});
export type LabelCheck = z.infer<typeof LabelCheck>;

export const TagCodeLookup = z.object({ id: z.string() });
export type TagCodeLookup = z.infer<typeof TagCodeLookup>;
