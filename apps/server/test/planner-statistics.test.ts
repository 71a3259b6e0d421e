import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { analyzeStaleTables } from '../src/db/planner-statistics.ts';
import { items } from '../src/db/schema/index.ts';
import { seedItems } from './support/seed-items.ts';
import { createTestDatabase } from './support/test-database.ts';

// PostgreSQL's autovacuum does this there, on its own schedule, from other connections' counts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('planner statistics on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedItems(database.db, 'stats', 60);
  });
  afterAll(() => database.close());

  it('analyzes a table once 50 rows plus a tenth of it changed since the last time, as autovacuum would', async () => {
    expect(await analyzeStaleTables(database.db)).toContain('public.items');
    expect(await analyzeStaleTables(database.db)).not.toContain('public.items');
    await database.db.update(items).set({ notes: 'checked' }).where(isNull(items.tagPrice)); // 12 of 60
    expect(await analyzeStaleTables(database.db)).not.toContain('public.items');
    await database.db.update(items).set({ notes: 'checked again' });
    expect(await analyzeStaleTables(database.db)).toContain('public.items');
  });
});
