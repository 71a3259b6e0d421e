import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite this app opens goes through here. PGlite only has a contrib extension when it is loaded
 * at creation, and the migrations create pg_trgm (the item search's trigram index): an instance opened
 * without it could neither migrate nor write an item.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
