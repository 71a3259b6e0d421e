import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';
import { repointLiveLines } from './repoint-live-lines.ts';
import { findOwnedConsignor } from './sale-terms-dto.ts';

/**
 * PUT /api/items/:itemId/consignor (the admin's): whose item it is, a consignor of its sale or (null) the
 * client's. An item already sold on an invoice counts for its new owner in the settlement.
 */
export async function assignConsignor({
  db,
  actor,
  itemId,
  consignorId,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
  consignorId: string | null;
}): Promise<{ itemId: string; consignorId: string | null }> {
  await db.transaction(async (tx) => {
    const item = await findOwnedItem(tx, actor, itemId, true);
    if (consignorId) {
      const consignor = await findOwnedConsignor(tx, actor, consignorId);
      if (consignor.projectId !== item.projectId) throw new AppError('CONFLICT', M.consignorOtherSale(consignor.name));
    }
    await tx.update(items).set({ consignorId, updatedAt: new Date() }).where(eq(items.id, itemId));
    await repointLiveLines(tx, actor, [itemId]);
  });
  return { itemId, consignorId };
}
