import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { searchWords, type ItemFilter } from '@tagwise/core/schemas/item-query';
import type { Actor } from '../../auth/actor.ts';
import { items } from '../../db/schema/items.ts';

/** LIKE treats % and _ as wildcards; a person searching for "50%" means the characters. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

const SEARCHED_COLUMNS = [items.name, items.description, items.brand, items.model, items.notes, items.tagCode];

/**
 * The WHERE clause for a filter, always scoped to the actor's workspace. Lists and bulk actions share it,
 * so "everything matching the filter" is exactly what the list showed.
 */
export function itemFilterWhere(actor: Actor, filter: ItemFilter): SQL {
  const words = searchWords(filter.q).map((word) => or(...SEARCHED_COLUMNS.map((c) => ilike(c, likePattern(word)))));
  return and(
    eq(items.ownerId, actor.ownerId),
    filter.projectId ? eq(items.projectId, filter.projectId) : undefined,
    filter.category ? eq(items.category, filter.category) : undefined,
    filter.condition ? eq(items.condition, filter.condition) : undefined,
    filter.status ? eq(items.status, filter.status) : undefined,
    filter.needsReview !== undefined ? eq(items.needsReview, filter.needsReview) : undefined,
    filter.minPrice !== undefined ? gte(items.tagPrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(items.tagPrice, filter.maxPrice) : undefined,
    ...words,
  )!;
}
