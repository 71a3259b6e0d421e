import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { itemHoldItems, itemHolds, saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import { mainPhotoOf, mainThumbUrl } from '../item-images/main-photo-sql.ts';

interface SaleJson {
  invoiceId: string;
  invoiceNumber: number;
  lineId: string;
  soldAt: string;
  rungByName: string;
}
interface HoldJson {
  holdId: string;
  customerName: string;
  until: string;
  placedByName: string;
}

/** The item being read by the outer query (drizzle writes a one-table query's columns unqualified). */
const outerItemId = sql`${items}.${sql.identifier(items.id.name)}`;

/**
 * The item's first live sale: a line not refunded on an invoice not voided, the first the server received.
 * A live line is what "sold at the door" means; two exist only for a double sale synced from offline.
 * (Written with aliases: two joined tables both have an id.)
 */
const liveSaleOf = () =>
  sql<SaleJson | null>`(select json_build_object('invoiceId', si.id, 'invoiceNumber', si.number, 'lineId', sl.id,
      'soldAt', si.completed_at, 'rungByName', si.rung_by_name)
    from ${saleInvoiceLines} sl join ${saleInvoices} si on si.id = sl.invoice_id
    where sl.item_id = ${outerItemId} and si.status = 'completed' and sl.refunded_at is null
    order by si.received_at, sl.id limit 1)`;

/** The hold standing on the item: not released and not paid (it may have run out: its `until` says). */
const standingHoldOf = () =>
  sql<HoldJson | null>`(select json_build_object('holdId', h.id, 'customerName', h.customer_name,
      'until', h.hold_until, 'placedByName', h.created_by_name)
    from ${itemHoldItems} hi join ${itemHolds} h on h.id = hi.hold_id
    where hi.item_id = ${outerItemId} and h.released_at is null and h.invoice_id is null
    order by h.created_at desc limit 1)`;

/**
 * Items as the checkout knows them (core's CheckoutItem): a project's, or the ones named, always within the
 * actor's workspace. An item with a live sale reads as sold whatever its status says: the invoice is what
 * sold it, and the server refuses to sell it again.
 */
export async function checkoutItems(
  db: Pick<Database, 'select'>,
  actor: Actor,
  which: { projectId: string } | { itemIds: string[] },
): Promise<CheckoutItem[]> {
  if ('itemIds' in which && which.itemIds.length === 0) return [];
  const scope: SQL = 'projectId' in which ? eq(items.projectId, which.projectId) : inArray(items.id, which.itemIds);
  const rows = await db
    .select({
      id: items.id,
      tagCode: items.tagCode,
      name: items.name,
      tagPrice: items.tagPrice,
      status: items.status,
      consignorId: items.consignorId,
      photo: mainPhotoOf(),
      sale: liveSaleOf(),
      hold: standingHoldOf(),
    })
    .from(items)
    .where(and(eq(items.ownerId, actor.ownerId), scope))
    .orderBy(asc(items.tagCode));
  return rows.map((row) => ({
    id: row.id,
    tagCode: row.tagCode,
    name: row.name,
    tagPriceCents: row.tagPrice === null ? null : row.tagPrice * 100,
    status: row.sale ? 'sold' : row.status,
    thumbUrl: mainThumbUrl(row.photo),
    consignorId: row.consignorId,
    sale: row.sale && { ...row.sale, soldAt: new Date(row.sale.soldAt).toISOString() },
    hold: row.hold && { ...row.hold, until: new Date(row.hold.until).toISOString() },
  }));
}
