import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids as one bound parameter (a JSON array), so a 10,000-item action stays one
 * statement and never meets the 65,535 bind-parameter limit of the PostgreSQL protocol. The array is built
 * once (an init plan), not re-read per row: PGlite's planner, without statistics, otherwise loops.
 */
export const inIds = (column: SQLWrapper, ids: readonly string[]) =>
  sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid))`;

export const notInIds = (column: SQLWrapper, ids: readonly string[]) => sql`not (${inIds(column, ids)})`;
