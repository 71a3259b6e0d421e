import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items, priceEvents } from '../../db/schema/items.ts';
import type { ItemRow } from '../items/item-row.ts';

/** The columns a bulk action (or its undo) may change. */
export type ItemChange = Pick<
  ItemRow,
  | 'id'
  | 'projectId'
  | 'category'
  | 'condition'
  | 'conditionSource'
  | 'status'
  | 'soldAt'
  | 'soldPrice'
  | 'tagPrice'
  | 'tagPriceSource'
  | 'consignorId'
>;

export const changeOf = (row: ItemRow): ItemChange => ({
  id: row.id,
  projectId: row.projectId,
  category: row.category,
  condition: row.condition,
  conditionSource: row.conditionSource,
  status: row.status,
  soldAt: row.soldAt,
  soldPrice: row.soldPrice,
  tagPrice: row.tagPrice,
  tagPriceSource: row.tagPriceSource,
  consignorId: row.consignorId,
});

/**
 * Writes every item's new values in one statement (the values travel as one JSON parameter), stamping
 * them all with the same updated_at so an undo can tell which items were changed since.
 */
export async function writeItemChanges(
  db: Pick<Database, 'execute'>,
  actor: Actor,
  changes: ItemChange[],
  updatedAt: Date,
) {
  if (changes.length === 0) return;
  await db.execute(sql`
    update ${items} set
      project_id = v."projectId", category = v.category, condition = v.condition,
      condition_source = v."conditionSource", status = v.status, sold_at = v."soldAt", sold_price = v."soldPrice",
      tag_price = v."tagPrice", tag_price_source = v."tagPriceSource", consignor_id = v."consignorId",
      updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(
      id uuid, "projectId" uuid, category text, condition text, "conditionSource" text, status text,
      "soldAt" timestamptz, "soldPrice" integer, "tagPrice" integer, "tagPriceSource" text, "consignorId" uuid)
    where ${items.id} = v.id and ${items.ownerId} = ${actor.ownerId}`);
}

/** An item's prices a bulk action may change: the tag price, and what it sold for. */
type BulkPrices = Pick<ItemChange, 'tagPrice' | 'soldPrice'>;

/** True when a bulk action (or its undo) moved a price the history records. */
export const pricesMoved = (before: BulkPrices, after: BulkPrices) =>
  before.tagPrice !== after.tagPrice || before.soldPrice !== after.soldPrice;

/** A bulk change of the tag or sold price for the audit trail (retail prices never change in bulk). */
export const bulkPriceEvent = (
  actor: Actor,
  item: { id: string; retailCents: number | null },
  before: BulkPrices,
  after: BulkPrices,
  breakdown: string | null,
): typeof priceEvents.$inferInsert => ({
  ownerId: actor.ownerId,
  itemId: item.id,
  actorUserId: actor.userId,
  source: 'bulk',
  retailCents: item.retailCents,
  tagPrice: after.tagPrice,
  previousRetailCents: item.retailCents,
  previousTagPrice: before.tagPrice,
  soldPrice: after.soldPrice,
  previousSoldPrice: before.soldPrice,
  breakdown,
});

/** Price audit rows for many items at once, in chunks that stay well under the bind-parameter limit. */
export async function insertPriceEvents(db: Pick<Database, 'insert'>, rows: (typeof priceEvents.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(priceEvents).values(rows.slice(i, i + 1000));
}
