/**
 * Whether an item waits for a person's review: an unsure analysis flagged it and nobody confirmed it yet,
 * or it has no tag price (every unpriced item needs review, however it came: an analysis that named it but
 * found no price, a photo filed without analysis, a row imported without a price). The stored flag keeps
 * only the first; the second is read from the price, so the item leaves review as soon as it has one.
 * The item list's SQL filter mirrors this (apps/server/src/modules/items/item-filter-sql.ts).
 */
export function needsReview(item: { flaggedByAnalysis: boolean; tagPrice: number | null }): boolean {
  return item.flaggedByAnalysis || item.tagPrice === null;
}
