import { sql } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import { startPeriodicTask } from '../periodic-task.ts';
import type { Database, DatabaseHandle } from './client.ts';

// PostgreSQL's autovacuum re-analyzes a table once the rows changed since its last ANALYZE pass 50 plus 10%
// of the table. PGlite runs no autovacuum, so its planner would never have statistics: it would guess
// that a workspace holds a handful of items and sort all 10,000 of them instead of walking the index of
// the list's order (docs/performance.md, Item list). This is that part of autovacuum, with the same threshold.

const CHECK_INTERVAL_MS = 60_000; // autovacuum_naptime's default

/** ANALYZE every table changed enough since its last one; returns the tables analyzed. */
export async function analyzeStaleTables(db: Pick<Database, 'execute'>): Promise<string[]> {
  // A connection publishes its change counts at most once a second; on PGlite this one made them all.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select format('%I.%I', s.schemaname, s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`);
  const tables = (result as { rows: { name: string }[] }).rows.map((row) => row.name);
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
  return tables;
}

/**
 * On PGlite, keeps the planner's statistics as autovacuum would: at start (a bulk import may have run
 * before a restart) and then every minute. PostgreSQL's own autovacuum does this there.
 */
export function startStatisticsKeeper({ database, logger }: { database: DatabaseHandle; logger: Logger }) {
  if (database.kind !== 'pglite') return { stop: () => Promise.resolve() };
  return startPeriodicTask(
    () =>
      analyzeStaleTables(database.db).then(
        (tables) => {
          if (tables.length > 0) logger.debug('planner statistics refreshed', { tables });
        },
        (error: unknown) => logger.warn('refreshing planner statistics failed', { err: error }),
      ),
    CHECK_INTERVAL_MS,
  );
}
