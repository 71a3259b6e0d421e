import { sql } from 'drizzle-orm';
import type { CreditMonth } from '@tagwise/core/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { creditTransactions } from '../../db/schema/credits.ts';

interface CreditRow {
  month: string;
  credits: number | string | bigint;
  analyses: number | string;
  enhancements: number | string;
  promos: number | string;
}

/**
 * The workspace's completed AI charges per month from `since` (the first day of the first month shown, in
 * the time zone): credits spent, and how many operations of each kind. Pending charges are work still
 * running, and failed or refunded ones cost nothing. A month is the one the work started in (created_at),
 * as the credit history lists it. The bound on created_at a day early lets the (owner_id, created_at) index
 * skip older rows; the exact month is then taken in the time zone.
 */
export async function creditsByMonth({
  db,
  actor,
  since,
  timeZone,
}: {
  db: Pick<Database, 'execute'>;
  actor: Actor;
  /** "2026-01-01": local midnight of the first month. */
  since: string;
  timeZone: string;
}): Promise<Map<string, Omit<CreditMonth, 'month'>>> {
  const result = await db.execute(sql`
    select month, sum(credits)::bigint as credits,
      count(*) filter (where operation = 'analysis')::int as analyses,
      count(*) filter (where operation = 'enhancement')::int as enhancements,
      count(*) filter (where operation = 'promo')::int as promos
    from (
      select to_char(${creditTransactions.createdAt} at time zone ${timeZone}, 'YYYY-MM') as month,
        ${creditTransactions.credits} as credits, ${creditTransactions.operation} as operation
      from ${creditTransactions}
      where ${creditTransactions.ownerId} = ${actor.ownerId} and ${creditTransactions.status} = 'completed'
        and ${creditTransactions.createdAt} >= ${since}::timestamp - interval '1 day'
        and ${creditTransactions.createdAt} at time zone ${timeZone} >= ${since}::timestamp
    ) charged
    group by month`);
  const rows = (result as { rows: CreditRow[] }).rows;
  return new Map(
    rows.map((row) => [
      row.month,
      {
        credits: Number(row.credits),
        analyses: Number(row.analyses),
        enhancements: Number(row.enhancements),
        promos: Number(row.promos),
      },
    ]),
  );
}
