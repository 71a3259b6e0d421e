import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { seedFromTemplate } from './data-dir-template.ts';
import { openPglite } from './open-pglite.ts';
import { takeTurns } from './take-turns.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is underneath; use cases only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for the health check. */
  ping(): Promise<boolean>;
  /**
   * Runs fn while holding a PostgreSQL session advisory lock, so that several processes doing the same
   * start-up work take turns. PGlite is single-process (the data-dir lock already guarantees that).
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (ignored for PostgreSQL). */
  dataDir?: string;
  /** An already opened PGlite instance (tests hand in a copy of a migrated template). */
  pglite?: PGlite;
}

/**
 * PGlite's Postgres zero-fills its whole buffer pool when it starts, so all of it is resident from the
 * first second: the default 128 MB was a third of the idle server (DESIGN section 8: <= 300 MB idle).
 * bench/items-list.ts (10,000 items) answers the same at 16, 32 and 128 MB; pages beyond the pool come
 * from the system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection in an idle pool must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      async exclusive(key, fn) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs a dataDir for PGlite');
    lock = acquireDataDirLock(options.dataDir);
    try {
      // A first start copies the database `npm install` prepared instead of creating one (seconds).
      const dbDir = path.join(options.dataDir, 'db');
      seedFromTemplate(dbDir);
      client = await openPglite({ dataDir: dbDir, startParams: PGLITE_START_PARAMS });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const pglite = takeTurns(client);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    exclusive: (_key, fn) => fn(),
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
