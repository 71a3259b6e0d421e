import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.ts';
import { dataDirTemplatePath, staleDataDirTemplates } from './data-dir-template.ts';
import { runMigrations } from './migrate.ts';
import { openPglite } from './open-pglite.ts';

/**
 * Makes the migrated PGlite directory that first starts copy (data-dir-template.ts), unless it is there
 * already; removes templates of other versions. Run by `npm install` (scripts/postinstall.mjs).
 */
export async function createDataDirTemplate(target = dataDirTemplatePath()): Promise<'created' | 'present'> {
  for (const stale of staleDataDirTemplates()) rmSync(stale, { recursive: true, force: true });
  if (existsSync(path.join(target, 'PG_VERSION'))) return 'present';
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(partial), { recursive: true });
  const handle = await openDatabase({ pglite: await openPglite({ dataDir: partial }) });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  return 'created';
}
