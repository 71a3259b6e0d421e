import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_SORTS, type ItemFilter, type ItemSort } from '@tagwise/core/schemas/item-query';
import { systemActor } from '../src/auth/actor.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { encodeCursor } from '../src/modules/items/item-sort-sql.ts';
import { itemPageQuery } from '../src/modules/items/list-items.ts';
import { seedItems } from './support/seed-items.ts';
import { createTestDatabase } from './support/test-database.ts';

// How the database answers a page of items. At 10,000 items a page must walk an index in its order and
// stop after 51 rows; sorting every match is what put search and filtered sorts over budget
// (docs/performance.md, Item list). An index serves an order only when its keys are the ORDER BY's exactly (NULLS FIRST or
// LAST included), which nothing else checks.

let database: DatabaseHandle;
const ownerId = 'plan-owner';
const actor = systemActor(ownerId);
let projectId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ projectId } = await seedItems(database.db, ownerId, 60));
});
afterAll(() => database.close());

/** The page's plan, and apart from it the plan of the subquery that finds each row's main photo. */
async function planOf(filter: ItemFilter, sort: ItemSort, cursor?: string) {
  const lines = await database.db.transaction(async (tx) => {
    // A table this small is rightly sorted in memory; with sorting made dear, the planner shows whether
    // an index in the page's order exists at all.
    await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(sql`explain ${itemPageQuery(tx, actor, filter, sort, cursor)}`);
    return (result as { rows: Record<string, string>[] }).rows.map((row) => String(Object.values(row)[0]));
  });
  // The subplan is the lines from "SubPlan" on that are indented deeper than it.
  const start = lines.findIndex((line) => /^\s*SubPlan/.test(line));
  const depth = (line: string) => line.length - line.trimStart().length;
  const end = start < 0 ? start : lines.findIndex((line, i) => i > start && depth(line) <= depth(lines[start]!));
  const subplan = start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
  return {
    page: lines.filter((line) => !subplan.includes(line)).join('\n'),
    mainPhoto: subplan.join('\n'),
  };
}

describe('item list plans', () => {
  const scopes: [string, () => ItemFilter][] = [
    ['a project', () => ({ projectId })],
    ['the inventory', () => ({})],
    [
      'the inventory, filtered and searched',
      () => ({ category: 'Tools', needsReview: false, minPrice: 1, q: 'lot 1' }),
    ],
  ];
  for (const sort of ITEM_SORTS) {
    for (const [scope, filter] of scopes) {
      it(`walks an index for ${scope} sorted ${sort}, on the first page and after a cursor`, async () => {
        const first = await planOf(filter(), sort);
        expect(first.page).toMatch(/Index Scan( Backward)? using items_owner_\w+_idx/);
        expect(first.page).not.toMatch(/Sort/);
        // Each row's own photos, through their index: the subquery is correlated with the row's item.
        expect(first.mainPhoto).toMatch(/Index Scan using item_images_item_position_idx/);
        expect(first.mainPhoto).toMatch(/Index Cond: \(item_id = items\.id\)/);
        const key =
          sort === 'newest' || sort === 'oldest' ? '2026-11-25 12:00:00+00' : sort === 'name' ? 'lot 3' : '30';
        const next = await planOf(filter(), sort, encodeCursor(sort, key, crypto.randomUUID()));
        expect(next.page).not.toMatch(/Sort/);
      });
    }
  }
});
