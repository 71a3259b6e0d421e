import { and, asc, eq, sql } from 'drizzle-orm';
import { saleDayPrice } from '@tagwise/core/pricing/sale-day-price';
import {
  BULK_MESSAGES,
  BULK_SOLD_LIMIT,
  type SoldPrices,
  type SoldPricesRequest,
} from '@tagwise/core/schemas/bulk-items';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { itemSelectionWhere } from '../items/item-selection-sql.ts';
import { checkSelected } from './select-items.ts';

/**
 * What Set status → Sold offers for each selected item: what it sold for already, else today's tag price
 * after the sale day's discount in its project (core's saleDayPrice, as the item page offers it). Reads
 * only; the browser sends the prices, as the person left them, with the action.
 */
export async function offerSoldPrices({
  db,
  actor,
  request,
  now = new Date(),
}: {
  db: Pick<Database, 'select'>;
  actor: Actor;
  request: z.output<typeof SoldPricesRequest>;
  now?: Date;
}): Promise<SoldPrices> {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      tagCode: items.tagCode,
      tagPrice: items.tagPrice,
      status: items.status,
      soldPrice: items.soldPrice,
      tagDiscountLine: projects.tagDiscountLine,
      saleDays: projects.saleDays,
      timeZone: projects.timeZone,
    })
    .from(items)
    .innerJoin(projects, and(eq(projects.id, items.projectId), eq(projects.ownerId, actor.ownerId)))
    .where(itemSelectionWhere(actor, request.selection))
    .orderBy(asc(sql`lower(${items.name})`), asc(items.id))
    .limit(BULK_SOLD_LIMIT + 1);
  checkSelected(rows, request.selection, BULK_SOLD_LIMIT, BULK_MESSAGES.tooManySold);
  return {
    items: rows.map((row) => {
      const today = saleDayPrice({ tagPrice: row.tagPrice, sale: row, now, fallbackZone: request.timeZone ?? 'UTC' });
      const soldPrice = row.status === 'sold' ? row.soldPrice : null;
      return {
        id: row.id,
        name: row.name,
        tagCode: row.tagCode,
        tagPrice: row.tagPrice,
        soldPrice,
        offeredPrice: soldPrice ?? today.price,
        discount: today.discount,
      };
    }),
  };
}
