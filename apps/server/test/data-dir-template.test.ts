import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createDataDirTemplate } from '../src/db/create-data-dir-template.ts';
import { dataDirTemplatePath, seedFromTemplate } from '../src/db/data-dir-template.ts';
import { openPglite } from '../src/db/open-pglite.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate.ts';

// The migrated database copy that `npm install` prepares, so that a first start skips initdb.

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tagwise-template-'));
const migrationCount = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('database copy for first starts', () => {
  it(
    'a first start opens a copy of the prepared database, with every migration applied',
    { timeout: 90_000 },
    async () => {
      await createDataDirTemplate(); // what `npm install` did; nothing to do when it is there already
      // A copy shares the prepared cluster's identity (the first 8 bytes of pg_control); initdb makes a new one.
      const templateId = readFileSync(path.join(dataDirTemplatePath(), 'global/pg_control')).readBigUInt64LE(0);
      const dataDir = tempDir();

      const handle = await openDatabase({ dataDir });
      await runMigrations(handle);
      await handle.close();

      const opened = await openPglite({ dataDir: path.join(dataDir, 'db') });
      const identity = await opened.query<{ id: string }>(
        'select system_identifier::text as id from pg_control_system()',
      );
      const applied = await opened.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      await opened.close();
      expect(BigInt(identity.rows[0]!.id)).toBe(templateId);
      expect(applied.rows[0]!.n).toBe(migrationCount());
    },
  );

  // Makes its own prepared directory: initdb in WASM, seconds on a busy machine.
  it(
    'copies only into a directory without a database, and only from a complete copy',
    { timeout: 90_000 },
    async () => {
      const work = tempDir();
      const template = path.join(work, 'template');
      expect(await createDataDirTemplate(template)).toBe('created');
      expect(await createDataDirTemplate(template)).toBe('present');
      const marker = await openPglite({ dataDir: template });
      await marker.exec('create table made_from_template (x int)');
      await marker.close();

      const seeded = path.join(work, 'seeded');
      expect(seedFromTemplate(seeded, template)).toBe(true);
      const copy = await openPglite({ dataDir: seeded });
      expect((await copy.query(`select count(*)::int as n from made_from_template`)).rows).toEqual([{ n: 0 }]);
      await copy.close();

      const existing = path.join(work, 'existing');
      mkdirSync(existing);
      writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
      expect(seedFromTemplate(existing, template)).toBe(false);
      expect(readFileSync(path.join(existing, 'PG_VERSION'), 'utf8')).toBe('17\n');

      const incomplete = path.join(work, 'incomplete');
      mkdirSync(incomplete);
      const missing = path.join(work, 'none');
      expect(seedFromTemplate(missing, incomplete)).toBe(false);
      expect(existsSync(missing)).toBe(false);
    },
  );
});
