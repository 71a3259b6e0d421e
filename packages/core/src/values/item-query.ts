// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/item-query.ts re-exports them for the server and the forms.

import { bareTagCode, looksLikeTagCode } from './tag-code.ts';

/** How a list of items can be ordered; every order is stable (ties broken by id) so pages never overlap. */
export const ITEM_SORTS = ['newest', 'oldest', 'name', 'price-high', 'price-low'] as const;

export const ITEM_SORT_LABELS: Record<(typeof ITEM_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  'price-high': 'Tag price, high to low',
  'price-low': 'Tag price, low to high',
};

/**
 * Splits a search into words; quotes are not special, each word must appear somewhere. A tag code typed as
 * the app shows it ("#65RNKD", or "# 65RNKD") is searched without its "#", which no item's text holds.
 */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  return words
    .filter((word, i) => !(word === '#' && looksLikeTagCode(words[i + 1] ?? '')))
    .map(bareTagCode)
    .slice(0, 10);
}
