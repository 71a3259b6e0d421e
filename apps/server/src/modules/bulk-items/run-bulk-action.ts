import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BULK_MESSAGES, type BulkRequest } from '@tagwise/core/schemas/bulk-items';
import { type BulkResult } from '@tagwise/core/schemas/bulk-items';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { bulkActions, itemImages, items, priceEvents } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadPricingContexts } from '../items/pricing-context.ts';
import { inIds } from './id-list.ts';
import { itemCountText } from '@tagwise/core/item-count-text';
import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';
import { isUnchanged, nextItemChange } from './next-item-change.ts';
import { selectItemsForBulk } from './select-items.ts';
import { soldPricesOf } from './sold-prices-of.ts';
import { SETTLEMENT_MESSAGES } from '@tagwise/core/sale-day/settlement-messages';
import { refuseDoorSaleChange } from '../items/door-sales.ts';
import { repointLiveLines } from '../settlement/repoint-live-lines.ts';
import { findOwnedConsignor } from '../settlement/sale-terms-dto.ts';
import { bulkPriceEvent, changeOf, insertPriceEvents, pricesMoved, writeItemChanges } from './write-item-changes.ts';

type ImageRow = typeof itemImages.$inferSelect;

/**
 * Applies one action to a selection of items in one transaction (all or nothing), records the price
 * changes, and keeps the items' previous state so the action can be undone once.
 */
export async function runBulkAction({
  db,
  storage,
  actor,
  request,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  request: z.output<typeof BulkRequest>;
}): Promise<BulkResult> {
  const { action } = request;
  // The rules are the admin's (a team member does not see them); a member still changes prices by hand.
  if (action.type === 'reprice-rule' && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', BULK_MESSAGES.repriceRuleAdminOnly);
  }
  // Consignors are the sale's terms: the admin's.
  if (action.type === 'consignor' && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', SETTLEMENT_MESSAGES.termsAdminOnly);
  }
  const { result, replacedPhotos } = await db.transaction(async (tx) => {
    const rows = await selectItemsForBulk(tx, actor, request.selection);
    const appliedAt = new Date();
    let before = rows;
    let deletedEvents: unknown[] | null = null;
    let deletedImages: unknown[] | null = null;
    let summary: string;

    if (action.type === 'delete') {
      const ids = rows.map((r) => r.id);
      deletedEvents = await tx.select().from(priceEvents).where(inIds(priceEvents.itemId, ids));
      deletedImages = await tx.select().from(itemImages).where(inIds(itemImages.itemId, ids));
      await tx.delete(items).where(and(eq(items.ownerId, actor.ownerId), inIds(items.id, ids)));
      summary = `Deleted ${itemCountText(rows.length)}`;
    } else {
      const target = action.type === 'move' ? await findOwnedProject(tx, actor, action.projectId) : null;
      const consignor =
        action.type === 'consignor' && action.consignorId
          ? await consignorOfSale(tx, actor, action.consignorId, rows)
          : null;
      const projectIds = new Set(rows.map((r) => r.projectId));
      if (target) projectIds.add(target.id);
      const contexts = await loadPricingContexts(tx, actor, [...projectIds]);
      const soldPrices = action.type === 'set' ? soldPricesOf(rows, action) : new Map<string, number>();
      const planned = rows.map((row) => ({
        row,
        ...nextItemChange(row, action, (projectId) => contexts.get(projectId)!, appliedAt, soldPrices),
      }));
      const changed = planned.filter((p) => !isUnchanged(p.change, changeOf(p.row)));
      before = changed.map((p) => p.row);
      // An item sold on an invoice keeps the invoice's status and price (a refund or a void changes them).
      await refuseDoorSaleChange(
        tx,
        actor,
        changed
          .filter((p) => p.change.status !== p.row.status || p.change.soldPrice !== p.row.soldPrice)
          .map((p) => p.row),
      );
      await writeItemChanges(
        tx,
        actor,
        changed.map((p) => p.change),
        appliedAt,
      );
      if (action.type === 'consignor')
        await repointLiveLines(
          tx,
          actor,
          before.map((r) => r.id),
        );
      await insertPriceEvents(
        tx,
        changed
          .filter((p) => pricesMoved(p.row, p.change))
          .map((p) =>
            bulkPriceEvent(actor, p.row, p.row, p.change, p.change.tagPrice !== p.row.tagPrice ? p.breakdown : null),
          ),
      );
      const n = itemCountText(changed.length);
      if (changed.length === 0) summary = `No changes: the ${itemCountText(rows.length)} already matched`;
      else if (action.type === 'move') summary = `Moved ${n} to ${target!.name}`;
      else if (action.type === 'consignor') {
        summary = consignor
          ? SETTLEMENT_MESSAGES.assignedSummary(changed.length, consignor.name)
          : SETTLEMENT_MESSAGES.unassignedSummary(changed.length);
      } else if (action.type === 'set' && action.status === 'sold') {
        const total = changed.reduce((sum, p) => sum + (p.change.soldPrice ?? 0), 0);
        summary = `Marked ${n} sold for ${formatMoney(total)}`;
      } else if (action.type === 'set') summary = `Updated ${n}`;
      else if (action.type === 'reprice-rule') summary = `Re-priced ${n} by the pricing rules`;
      else summary = `Changed the tag price of ${n} by ${action.percent > 0 ? '+' : ''}${action.percent}%`;
    }

    // One undo per workspace: the newest action replaces the one before, whose deleted photos are now
    // gone for good (their files are removed once this transaction has committed).
    const replaced = await tx
      .delete(bulkActions)
      .where(eq(bulkActions.ownerId, actor.ownerId))
      .returning({ itemImages: bulkActions.itemImages });
    const replacedPhotos = replaced.flatMap((r) => (r.itemImages ?? []) as ImageRow[]);
    if (before.length === 0) return { result: { affected: 0, summary, undoId: null }, replacedPhotos };
    const [record] = await tx
      .insert(bulkActions)
      .values({
        ownerId: actor.ownerId,
        actorUserId: actor.userId,
        kind: action.type,
        summary,
        before,
        priceEvents: deletedEvents,
        itemImages: deletedImages,
        appliedAt,
      })
      .returning({ id: bulkActions.id });
    return { result: { affected: before.length, summary, undoId: record!.id }, replacedPhotos };
  });
  await deleteImageFiles(storage, replacedPhotos);
  return result;
}

/** The consignor the items go to: the workspace's (else 404), and of the sale every selected item is in. */
async function consignorOfSale(
  tx: Database,
  actor: Actor,
  consignorId: string,
  rows: readonly { projectId: string }[],
) {
  const consignor = await findOwnedConsignor(tx, actor, consignorId);
  if (rows.some((row) => row.projectId !== consignor.projectId)) {
    throw new AppError('CONFLICT', SETTLEMENT_MESSAGES.consignorOtherSale(consignor.name));
  }
  return consignor;
}
