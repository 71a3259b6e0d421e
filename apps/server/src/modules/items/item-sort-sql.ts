import { sql, type SQL } from 'drizzle-orm';
import type { ItemSort } from '@tagwise/core/schemas/item-query';
import { AppError } from '@tagwise/core/errors';
import { items } from '../../db/schema/items.ts';

interface SortPlan {
  /** The value rows are ordered by; ties are broken by id in the same direction. */
  key: SQL;
  /** How the key's text form in a cursor is read back. */
  cast: 'timestamptz' | 'integer' | 'text';
  direction: 'asc' | 'desc';
}

// Items without a tag price go last in both price orders. Each key has its indexes in schema/items.ts, with
// the same expression: the planner walks one only when its keys are the ORDER BY's exactly.
const SORTS: Record<ItemSort, SortPlan> = {
  newest: { key: sql`${items.createdAt}`, cast: 'timestamptz', direction: 'desc' },
  oldest: { key: sql`${items.createdAt}`, cast: 'timestamptz', direction: 'asc' },
  name: { key: sql`lower(${items.name})`, cast: 'text', direction: 'asc' },
  'price-high': { key: sql`coalesce(${items.tagPrice}, -1)`, cast: 'integer', direction: 'desc' },
  'price-low': { key: sql`coalesce(${items.tagPrice}, 2147483647)`, cast: 'integer', direction: 'asc' },
};

/** The sort key as text, selected with each row so the page's last row becomes the next cursor exactly. */
export const sortKeyText = (sort: ItemSort) => sql<string>`(${SORTS[sort].key})::text`;

export const sortOrder = (sort: ItemSort): SQL[] => {
  const { key, direction } = SORTS[sort];
  const dir = sql.raw(direction);
  return [sql`${key} ${dir}`, sql`${items.id} ${dir}`];
};

/**
 * A cursor is the last row's (sort key, id), not an offset, so pages stay exact while items are added or
 * deleted. It names its sort: a cursor from another order is refused rather than misread.
 */
export const encodeCursor = (sort: ItemSort, key: string, id: string) =>
  Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

// PostgreSQL's text form of a timestamptz, e.g. 2026-11-22 12:00:00.123456+00.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function afterCursor(sort: ItemSort, cursor: string): SQL {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    typeof parsed[2] !== 'string' ||
    !uuid.test(parsed[2]) ||
    (SORTS[sort].cast === 'timestamptz' && !TIMESTAMP_TEXT.test(parsed[1])) ||
    (SORTS[sort].cast === 'integer' && !/^-?\d{1,10}$/.test(parsed[1]))
  ) {
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  }
  const { key, cast, direction } = SORTS[sort];
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  return sql`(${key}, ${items.id}) ${op} (${parsed[1]}::${sql.raw(cast)}, ${parsed[2]}::uuid)`;
}
