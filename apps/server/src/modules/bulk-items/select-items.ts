import { AppError } from '@tagwise/core/errors';
import type { BulkSelection } from '@tagwise/core/schemas/bulk-items';
import { BULK_ITEM_LIMIT, BULK_MESSAGES } from '@tagwise/core/schemas/bulk-items';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { itemColumns, type ItemRow } from '../items/item-row.ts';
import { itemSelectionWhere } from '../items/item-selection-sql.ts';

/**
 * The rows a bulk action will change, locked until the transaction ends. Ids picked one by one must all be
 * in the workspace (any foreign or missing id is a 404, nothing changes); a filter is scoped like the list.
 */
export async function selectItemsForBulk(
  db: Pick<Database, 'select'>,
  actor: Actor,
  selection: z.output<typeof BulkSelection>,
): Promise<ItemRow[]> {
  const where = itemSelectionWhere(actor, selection);
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(where)
    .orderBy(items.id)
    .limit(BULK_ITEM_LIMIT + 1)
    .for('update');
  return checkSelected(rows, selection, BULK_ITEM_LIMIT, BULK_MESSAGES.tooMany);
}

/**
 * Refuses a selection read with `limit + 1` rows when it holds more than the limit, names an item outside
 * the workspace (404) or matches nothing; answers the rows otherwise.
 */
export function checkSelected<T>(
  rows: T[],
  selection: z.output<typeof BulkSelection>,
  limit: number,
  tooMany: string,
): T[] {
  if (rows.length > limit) throw new AppError('BAD_REQUEST', tooMany);
  if ('ids' in selection && rows.length !== new Set(selection.ids).size) {
    throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  }
  if (rows.length === 0) throw new AppError('BAD_REQUEST', BULK_MESSAGES.nothingSelected);
  return rows;
}
