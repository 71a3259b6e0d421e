import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { items } from '../../db/schema/items.ts';
import { inIds, notInIds } from '../bulk-items/id-list.ts';
import { itemFilterWhere } from './item-filter-sql.ts';

/** A selection of items as bulk actions, tags and listing files take it: picked ids, or a list's filter. */
export type ItemSelection =
  { ids: readonly string[] } | { filter: Parameters<typeof itemFilterWhere>[1]; exceptIds: readonly string[] };

/**
 * The WHERE of a selection, scoped to the workspace: picked ids among the workspace's items (the caller
 * compares the count to refuse a foreign id), or the list's own filter less the ids unticked after
 * "select all".
 */
export function itemSelectionWhere(actor: Actor, selection: ItemSelection) {
  return 'ids' in selection
    ? and(eq(items.ownerId, actor.ownerId), inIds(items.id, selection.ids))
    : and(
        itemFilterWhere(actor, selection.filter),
        selection.exceptIds.length ? notInIds(items.id, selection.exceptIds) : undefined,
      );
}
