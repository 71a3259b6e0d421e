import { and } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { ItemFilter, ItemSort } from '@tagwise/core/schemas/item-query';
import { ITEM_PAGE_SIZE } from '@tagwise/core/schemas/items';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { fromItemListJson, itemListJson } from './item-row.ts';
import { itemFilterWhere } from './item-filter-sql.ts';
import { afterCursor, encodeCursor, sortKeyText, sortOrder } from './item-sort-sql.ts';
import { mainPhotoOf, mainThumbUrl } from '../item-images/main-photo-sql.ts';
import { toItem } from './item-dto.ts';
import { loadPricingContexts } from './pricing-context.ts';

/**
 * A page of 50 items matching a filter (one project's, or across the workspace's inventory), in the chosen
 * order. Two statements: the page with each item's main photo, then the pricing rules of its projects.
 */
export async function listItems({
  db,
  actor,
  filter,
  sort = 'newest',
  cursor,
}: {
  db: Database;
  actor: Actor;
  filter: ItemFilter;
  sort?: ItemSort | undefined;
  cursor?: string | undefined;
}) {
  const { projectId } = filter;
  const rows = (await itemPageQuery(db, actor, filter, sort, cursor)).map((row) => row.item);
  const page = rows.slice(0, ITEM_PAGE_SIZE);
  // A project's pricing context is also its ownership check: it is loaded only if the project is in the
  // actor's workspace. The page before it read nothing of another workspace's (it is scoped by owner too).
  const contexts = await loadPricingContexts(
    db,
    actor,
    projectId ? [projectId] : [...new Set(page.map((row) => row.projectId))],
  );
  if (projectId && !contexts.has(projectId)) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(fromItemListJson(row), contexts.get(row.projectId)!, mainThumbUrl(row.mainPhoto))),
    nextCursor: rows.length > ITEM_PAGE_SIZE && last ? encodeCursor(sort, last.sortKey, last.id) : null,
  };
}

/** One more row than a page, so the page knows whether another follows. */
export const itemPageQuery = (
  db: Pick<Database, 'select'>,
  actor: Actor,
  filter: ItemFilter,
  sort: ItemSort,
  cursor?: string,
) =>
  db
    .select({ item: itemListJson({ sortKey: sortKeyText(sort), mainPhoto: mainPhotoOf() }) })
    .from(items)
    .where(and(itemFilterWhere(actor, filter), cursor ? afterCursor(sort, cursor) : undefined))
    // Each order has an index on exactly its keys, in a project and across the workspace (schema/items.ts).
    .orderBy(...sortOrder(sort))
    .limit(ITEM_PAGE_SIZE + 1);
