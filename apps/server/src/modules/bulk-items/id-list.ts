import { sql } from 'drizzle-orm';

/**
 * A set of ids as one bound parameter (a JSON array), so a 10,000-item action stays one statement and
 * never meets the 65,535 bind-parameter limit of the PostgreSQL protocol.
 */
export const idList = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;
