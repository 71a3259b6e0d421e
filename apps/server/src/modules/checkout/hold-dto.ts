import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { items } from '../../db/schema/items.ts';
import { itemHoldItems, itemHolds, saleInvoices } from '../../db/schema/sale-day.ts';

const releaser = alias(user, 'releaser');

/** Holds as the API answers them, with their items, in the order of the ids given. */
export async function loadHolds(db: Pick<Database, 'select'>, actor: Actor, holdIds: string[], now = new Date()) {
  if (holdIds.length === 0) return [];
  const rows = await db
    .select({ hold: itemHolds, releasedByName: releaser.name, invoiceNumber: saleInvoices.number })
    .from(itemHolds)
    .leftJoin(releaser, eq(releaser.id, itemHolds.releasedBy))
    .leftJoin(saleInvoices, eq(saleInvoices.id, itemHolds.invoiceId))
    .where(and(eq(itemHolds.ownerId, actor.ownerId), inArray(itemHolds.id, holdIds)));
  const held = await db
    .select({ holdId: itemHoldItems.holdId, itemId: items.id, tagCode: items.tagCode, name: items.name })
    .from(itemHoldItems)
    .innerJoin(items, eq(items.id, itemHoldItems.itemId))
    .where(and(eq(itemHoldItems.ownerId, actor.ownerId), inArray(itemHoldItems.holdId, holdIds)))
    .orderBy(asc(items.tagCode));
  const byId = new Map(
    rows.map(({ hold, releasedByName, invoiceNumber }): [string, Hold] => [
      hold.id,
      {
        id: hold.id,
        projectId: hold.projectId,
        customerName: hold.customerName,
        customerPhone: hold.customerPhone,
        holdUntil: hold.holdUntil.toISOString(),
        state: hold.invoiceId ? 'paid' : hold.releasedAt ? 'released' : hold.holdUntil <= now ? 'expired' : 'active',
        placedBy: { userId: hold.createdBy, name: hold.createdByName },
        createdAt: hold.createdAt.toISOString(),
        items: held.filter((h) => h.holdId === hold.id).map(({ itemId, tagCode, name }) => ({ itemId, tagCode, name })),
        released:
          hold.releasedAt && hold.releaseReason
            ? { at: hold.releasedAt.toISOString(), byName: releasedByName, reason: hold.releaseReason }
            : null,
        invoice: hold.invoiceId && invoiceNumber !== null ? { id: hold.invoiceId, number: invoiceNumber } : null,
      },
    ]),
  );
  return holdIds.flatMap((id) => byId.get(id) ?? []);
}
