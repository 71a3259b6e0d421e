import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz as PostgreSQL writes it to JSON ("2026-11-03T14:05:09.123456+00:00"): a Date would drop
 * the microseconds, and items created in the same millisecond would then sort differently after a restore.
 */
export const timestampText = (column: AnyPgColumn): SQL<string> => sql<string>`to_json(${column}) #>> '{}'`;
export const optionalTimestampText = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`to_json(${column}) #>> '{}'`;

/** The text written back into a timestamptz column, microseconds included. */
export const timestampValue = (text: string): SQL => sql`${text}::timestamptz`;
export const optionalTimestampValue = (text: string | null): SQL | null =>
  text === null ? null : timestampValue(text);
