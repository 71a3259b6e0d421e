import { and, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { searchWords, type ItemFilter } from '@tagwise/core/schemas/item-query';
import type { Actor } from '../../auth/actor.ts';
import { items } from '../../db/schema/items.ts';

/** LIKE treats % and _ as wildcards; a person searching for "50%" means the characters. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** pg_trgm takes trigrams from runs of letters and digits: a word with none of three gives the index nothing. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * A search word anywhere in one of the searched columns, in any case: items.search_text holds them
 * lower-cased, and lower() here is the same function on the word. The trigram index answers a LIKE of a
 * word with a trigram. As a LIKE, a word without one ("12") would still be counted on by the planner to
 * narrow what the index returns, so it would read every row the other words let through; it is asked with
 * strpos instead, the same test, which the planner leaves to the rows it reads anyway.
 */
const wordFound = (word: string): SQL =>
  HAS_TRIGRAM.test(word)
    ? sql`${items.searchText} like lower(${likePattern(word)})`
    : sql`strpos(${items.searchText}, lower(${word})) > 0`;

/**
 * Items that need review, or (false) those that do not: core's needsReview() in SQL, the analysis's flag
 * or no tag price, so the lists, counts and the review screen agree with the item's own answer.
 */
export const needsReviewWhere = (wanted: boolean): SQL =>
  wanted
    ? or(eq(items.needsReview, true), isNull(items.tagPrice))!
    : and(eq(items.needsReview, false), isNotNull(items.tagPrice))!;

/**
 * The WHERE clause for a filter, always scoped to the actor's workspace. Lists and bulk actions share it,
 * so "everything matching the filter" is exactly what the list showed.
 */
export function itemFilterWhere(actor: Actor, filter: ItemFilter): SQL {
  return and(
    eq(items.ownerId, actor.ownerId),
    filter.projectId ? eq(items.projectId, filter.projectId) : undefined,
    filter.category ? eq(items.category, filter.category) : undefined,
    filter.condition ? eq(items.condition, filter.condition) : undefined,
    filter.status ? eq(items.status, filter.status) : undefined,
    filter.needsReview !== undefined ? needsReviewWhere(filter.needsReview) : undefined,
    filter.minPrice !== undefined ? gte(items.tagPrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(items.tagPrice, filter.maxPrice) : undefined,
    ...searchWords(filter.q).map(wordFound),
  )!;
}
