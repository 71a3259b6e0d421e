import { and, eq, sql } from 'drizzle-orm';
import type { ItemFilter } from '@tagwise/core/schemas/item-query';
import type { ItemCount } from '@tagwise/core/schemas/items';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { itemFilterWhere } from './item-filter-sql.ts';

/**
 * How many items match a filter: the "54 items" above a list and the reach of "select all matching".
 * Separate from the pages because counting scans every match, which a page of 50 does not need to wait for.
 */
export async function countItems({ db, actor, filter }: { db: Database; actor: Actor; filter: ItemFilter }) {
  if (!filter.projectId) return { total: await db.$count(items, itemFilterWhere(actor, filter)) } satisfies ItemCount;
  // A project's count is read from its row, so a project of another workspace has no row and is a 404
  // (CONVENTIONS 4) in the same statement as the count, not one before it.
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from ${items} where ${itemFilterWhere(actor, filter)})`.mapWith(Number),
    })
    .from(projects)
    .where(and(eq(projects.id, filter.projectId), eq(projects.ownerId, actor.ownerId)));
  return orNotFound(row, PROJECT_MESSAGES.notFound) satisfies ItemCount;
}
