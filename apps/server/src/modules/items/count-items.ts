import type { ItemFilter } from '@tagwise/core/schemas/item-query';
import type { ItemCount } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { itemFilterWhere } from './item-filter-sql.ts';

/**
 * How many items match a filter: the "54 items" above a list and the reach of "select all matching".
 * Separate from the pages because counting scans every match, which a page of 50 does not need to wait for.
 */
export async function countItems({ db, actor, filter }: { db: Database; actor: Actor; filter: ItemFilter }) {
  if (filter.projectId) await findOwnedProject(db, actor, filter.projectId);
  return { total: await db.$count(items, itemFilterWhere(actor, filter)) } satisfies ItemCount;
}
