// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/item-query.ts re-exports them for the server and the forms.

/** How a list of items can be ordered; every order is stable (ties broken by id) so pages never overlap. */
export const ITEM_SORTS = ['newest', 'oldest', 'name', 'price-high', 'price-low'] as const;

export const ITEM_SORT_LABELS: Record<(typeof ITEM_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  'price-high': 'Tag price, high to low',
  'price-low': 'Tag price, low to high',
};

/** Splits a search into words; quotes are not special, each word must appear somewhere. */
export const searchWords = (q: string | undefined) =>
  (q ?? '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 10);
