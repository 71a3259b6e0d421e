import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { openPglite } from '../../src/db/open-pglite.ts';
import { adminUrl, databaseUrl, templateDb } from './postgres-urls.ts';

/**
 * A real, migrated, private database for one test file: PGlite by default, or a fresh PostgreSQL
 * database cloned from the migrated template when TEST_DATABASE_URL is set (as in CI).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const pglite = await openPglite({ loadDataDir: dump });
    return openDatabase({ pglite });
  }
  const name = `tagwise_test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(testUrl) });
  await admin.db.execute(sql.raw(`create database ${name} template ${templateDb(testUrl)}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(testUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}
