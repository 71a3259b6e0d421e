import { parseMoneyToCents } from '@tagwise/core/money';
import type { Category, Condition } from '@tagwise/core/values/catalog';
import type { ItemDetail, UpdateItemInput } from '@tagwise/core/schemas/items';

/** What the review form holds for one item. */
export interface ReviewValues {
  name: string;
  category: Category;
  condition: Condition;
  /** The retail price as typed ("12", "62.40", empty). */
  retail: string;
  /**
   * Set when the retail price was filled from the median of the person's items of this category and not
   * typed over since: the server then works the median out itself and names it in the price's history.
   */
  medianOf: { category: Category; count: number; cents: number } | null;
}

/**
 * The confirmation a reviewed item is saved with: what the person sees is what the item becomes, and it
 * leaves Needs review. The retail price is sent only when it changed, so confirming an item never turns a
 * price nobody touched into one "set by a person".
 */
export function reviewInput(
  item: Pick<ItemDetail, 'retailCents'>,
  values: ReviewValues,
): { input: UpdateItemInput; shown: Partial<ItemDetail> } {
  const base = { name: values.name.trim(), category: values.category, condition: values.condition, needsReview: false };
  if (values.medianOf) {
    return {
      input: { ...base, retailFromCategoryMedian: values.medianOf.category },
      shown: { retailCents: values.medianOf.cents },
    };
  }
  const retailCents = parseMoneyToCents(values.retail);
  return { input: retailCents === item.retailCents ? base : { ...base, retailCents }, shown: {} };
}
