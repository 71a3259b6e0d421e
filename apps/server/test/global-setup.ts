import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/open-pglite.ts';
import { adminUrl, databaseUrl, templateDb } from './support/postgres-urls.ts';

// Migrating a fresh database costs seconds (PGlite runs initdb in WASM), so it happens once: PGlite
// files each start from a dump of a migrated instance; on PostgreSQL each file clones a template.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-test-'));
  const testUrl = process.env.TEST_DATABASE_URL;

  if (testUrl) {
    const templateName = templateDb(testUrl);
    const admin = await openDatabase({ databaseUrl: adminUrl(testUrl) });
    const { sql } = await import('drizzle-orm');
    await admin.db.execute(sql.raw(`drop database if exists ${templateName} with (force)`));
    await admin.db.execute(sql.raw(`create database ${templateName}`));
    await admin.close();
    const template = await openDatabase({ databaseUrl: databaseUrl(testUrl, templateName) });
    await runMigrations(template);
    await template.close();
  }

  const pglite = await openPglite();
  const handle = await openDatabase({ pglite });
  await runMigrations(handle);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);

  return () => rmSync(dir, { recursive: true, force: true });
}
