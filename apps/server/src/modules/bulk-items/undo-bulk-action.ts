import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BULK_MESSAGES, type BulkUndoResult } from '@tagwise/core/schemas/bulk-items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { bulkActions, itemImages, items } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { projects } from '../../db/schema/projects.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { repointLiveLines } from '../settlement/repoint-live-lines.ts';
import { inIds } from './id-list.ts';
import { itemCountText } from '@tagwise/core/item-count-text';
import type { ItemRow } from '../items/item-row.ts';
import { reviveImageRow, reviveItemRow, revivePriceEvent } from './item-snapshot.ts';
import { bulkPriceEvent, changeOf, insertPriceEvents, pricesMoved, writeItemChanges } from './write-item-changes.ts';

/**
 * Puts the items of the workspace's last bulk action back as they were. Items changed by someone since
 * (or whose project is gone) are left alone and counted, never overwritten. Works once.
 */
export async function undoBulkAction({
  db,
  storage,
  actor,
  undoId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  undoId: string;
}): Promise<BulkUndoResult> {
  const { result, lostPhotos } = await db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(bulkActions)
      .where(and(eq(bulkActions.id, undoId), eq(bulkActions.ownerId, actor.ownerId)))
      .for('update');
    // Replaced, already undone, or another workspace's: all the same from here, and never a hint which.
    if (!record) throw new AppError('NOT_FOUND', BULK_MESSAGES.undoGone);
    const before = record.before.map(reviveItemRow);
    const liveProjects = new Set(
      (
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(
            and(eq(projects.ownerId, actor.ownerId), inIds(projects.id, [...new Set(before.map((r) => r.projectId))])),
          )
      ).map((p) => p.id),
    );
    let restored: string[];
    let lostPhotos: (typeof itemImages.$inferSelect)[] = [];

    if (record.kind === 'delete') {
      restored = [];
      const rows = await withStandingConsignors(
        tx,
        actor,
        before.filter((r) => liveProjects.has(r.projectId)),
      );
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await tx
          .insert(items)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing()
          .returning({ id: items.id });
        restored.push(...inserted.map((r) => r.id));
      }
      const back = new Set(restored);
      await insertPriceEvents(
        tx,
        (record.priceEvents ?? []).map(revivePriceEvent).filter((e) => back.has(e.itemId)),
      );
      // Photos come back with their items; those of items that could not come back are gone for good.
      const photos = (record.itemImages ?? []).map(reviveImageRow);
      const returning = photos.filter((p) => back.has(p.itemId));
      for (let i = 0; i < returning.length; i += 500) {
        await tx
          .insert(itemImages)
          .values(returning.slice(i, i + 500))
          .onConflictDoNothing();
      }
      lostPhotos = photos.filter((p) => !back.has(p.itemId));
    } else {
      const current = new Map(
        (
          await tx
            .select()
            .from(items)
            .where(
              and(
                eq(items.ownerId, actor.ownerId),
                inIds(
                  items.id,
                  before.map((r) => r.id),
                ),
                eq(items.updatedAt, record.appliedAt),
              ),
            )
            .for('update')
        ).map((r) => [r.id, r]),
      );
      const rows = before.filter((r) => current.has(r.id) && liveProjects.has(r.projectId));
      await writeItemChanges(tx, actor, (await withStandingConsignors(tx, actor, rows)).map(changeOf), new Date());
      if (record.kind === 'consignor') {
        await repointLiveLines(
          tx,
          actor,
          rows.map((r) => r.id),
        );
      }
      await insertPriceEvents(
        tx,
        rows
          .filter((r) => pricesMoved(current.get(r.id)!, r))
          .map((r) => bulkPriceEvent(actor, r, current.get(r.id)!, r, `Undo: ${record.summary}`)),
      );
      restored = rows.map((r) => r.id);
    }

    await tx.delete(bulkActions).where(eq(bulkActions.id, record.id));
    const skipped = before.length - restored.length;
    const summary =
      `Undid “${record.summary}”` +
      (skipped ? `; ${itemCountText(skipped)} changed or removed since were left as they are` : '');
    return { result: { restored: restored.length, skipped, summary }, lostPhotos };
  });
  await deleteImageFiles(storage, lostPhotos);
  return result;
}

/** The rows with a consignor removed since named by none: their items are the client's again. */
async function withStandingConsignors(tx: Pick<Database, 'select'>, actor: Actor, rows: ItemRow[]): Promise<ItemRow[]> {
  // Snapshots from before consignors existed have none.
  const ids = [...new Set(rows.flatMap((r) => (r.consignorId ? [r.consignorId] : [])))];
  const standing = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: consignors.id })
            .from(consignors)
            .where(and(eq(consignors.ownerId, actor.ownerId), inIds(consignors.id, ids)))
        ).map((c) => c.id),
  );
  return rows.map((r) => ({ ...r, consignorId: r.consignorId && standing.has(r.consignorId) ? r.consignorId : null }));
}
