import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrate.ts';

// A new PGlite directory costs seconds: initdb runs in WASM (3-6 s here, ~900 MB resident), then every
// migration. `npm install` makes one migrated directory once (create-data-dir-template.ts); a first
// start copies it (~0.1 s) and migrates as usual, which finds nothing to do. The copy is only used by
// the PGlite version and the migrations it was made with: anything else starts with initdb as before.

const CACHE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/tagwise', import.meta.url));
const TEMPLATE_PREFIX = 'pglite-template-';

/** Where the template for the installed PGlite and the current migrations lives (it may not exist). */
export function dataDirTemplatePath(): string {
  return path.join(CACHE_DIR, TEMPLATE_PREFIX + templateKey());
}

/** Templates made for another PGlite version or other migrations. */
export function staleDataDirTemplates(): string[] {
  if (!existsSync(CACHE_DIR)) return [];
  const current = path.basename(dataDirTemplatePath());
  return readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith(TEMPLATE_PREFIX) && name !== current)
    .map((name) => path.join(CACHE_DIR, name));
}

/**
 * Fills a PGlite directory that does not exist yet (or is empty) from the template, when there is one.
 * Copies next to it and renames, so a crash mid-copy leaves no half directory that looks like a database.
 */
export function seedFromTemplate(dbDir: string, template = dataDirTemplatePath()): boolean {
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) return false;
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  const partial = `${dbDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(partial, dbDir);
  return true;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const wasm = fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm'));
  const pglite = JSON.parse(readFileSync(path.join(path.dirname(wasm), '../package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  const journal = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
  hash.update(readFileSync(journal));
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  return `${pglite.version}-${hash.digest('hex').slice(0, 12)}`;
}
