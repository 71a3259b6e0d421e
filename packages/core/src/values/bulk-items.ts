// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/bulk-items.ts re-exports them for the server and the forms.
import { formatUsNumber } from './us-number.ts';

/** One bulk action touches at most this many items; beyond it a person narrows the filter first. */
export const BULK_ITEM_LIMIT = 10_000;
/**
 * Marking items sold asks for each one's price, so at most this many at once: a list a person can check
 * line by line.
 */
export const BULK_SOLD_LIMIT = 200;
export const BULK_PERCENT_MIN = -95;
export const BULK_PERCENT_MAX = 500;

export const BULK_MESSAGES = {
  tooMany: `A bulk action can change at most ${formatUsNumber(BULK_ITEM_LIMIT)} items at a time. Narrow the filter and try again.`,
  nothingSelected: 'No items match the selection',
  undoGone: 'That action can no longer be undone',
  failed: 'Failed to update the selected items. Nothing was changed.',
  undoFailed: 'Failed to undo. Please try again.',
  tooManySold: `Mark at most ${BULK_SOLD_LIMIT} items sold at a time, each with its price. Narrow the selection and try again.`,
  soldPricesFailed: "Failed to work out today's prices. Please try again.",
  /** Applying the pricing rules again is the admin's, like the rules themselves. */
  repriceRuleAdminOnly: 'Only your account admin can re-price items by the pricing rules.',
} as const;
