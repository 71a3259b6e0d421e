import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import type { ResolveConflictInput, SaleConflict } from '@tagwise/core/sale-day/conflict-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts, saleInvoiceLines } from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Logger } from '../../logger.ts';
import { loadConflicts } from './conflict-dto.ts';
import { publishSales } from './publish-sales.ts';
import { refundLineIn } from './refund-line.ts';
import { resettleItems } from './resettle-items.ts';
import { recheckDoubleSales } from './settle-conflicts.ts';

/**
 * POST /api/sale-conflicts/:conflictId/resolve (the admin's): one item sold twice offline. "refund": the
 * chosen line is refunded (its money went back; the item stays sold by the other). "duplicate_tag": two
 * things carried one tag, so the chosen line keeps its money as a line of its own, "Duplicate tag of #CODE",
 * no longer selling the item. Either way the conflict is recorded as resolved, by whom and with the note.
 * Refused for a conflict resolved already (a refund or void of one of its lines resolves it too). An item
 * sold a third time is still a double sale, between the two sales left.
 */
export async function resolveSaleConflict({
  db,
  actor,
  conflictId,
  input,
  events,
}: {
  db: Database;
  actor: Actor;
  conflictId: string;
  input: z.output<typeof ResolveConflictInput>;
  events: { bus: EventBus; logger: Logger };
}): Promise<SaleConflict> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(saleConflicts)
      .where(and(eq(saleConflicts.id, conflictId), eq(saleConflicts.ownerId, actor.ownerId)))
      .for('update');
    const conflict = orNotFound(found, M.conflictNotFound);
    if (conflict.resolution) throw new AppError('CONFLICT', M.conflictResolved);
    if (input.lineId !== conflict.firstLineId && input.lineId !== conflict.secondLineId) {
      throw new AppError('VALIDATION_FAILED', `lineId: ${M.conflictLine}`);
    }
    const [line] = await tx.select().from(saleInvoiceLines).where(eq(saleInvoiceLines.id, input.lineId));
    const chosen = line!;
    const itemIds = conflict.itemId ? [conflict.itemId] : [];
    if (input.resolution === 'refund') {
      await refundLineIn(tx, actor, {
        invoiceId: chosen.invoiceId,
        lineId: chosen.id,
        reason: input.note ?? 'Sold twice while offline',
        refundMethod: input.refundMethod,
      });
    } else {
      if (chosen.refundedAt) throw new AppError('CONFLICT', M.lineRefunded);
      await tx
        .update(saleInvoiceLines)
        .set({ itemId: null, description: M.duplicateTagLine(chosen.tagCode ?? '') })
        .where(eq(saleInvoiceLines.id, chosen.id));
      await resettleItems(tx, actor, itemIds, `Duplicate tag: ${input.note ?? 'resolved'}`);
    }
    await tx
      .update(saleConflicts)
      .set({
        resolution: input.resolution === 'refund' ? 'refunded' : 'duplicate_tag',
        resolvedBy: actor.userId,
        resolvedAt: new Date(),
        note: input.note ?? null,
      })
      .where(eq(saleConflicts.id, conflictId));
    if (input.resolution === 'duplicate_tag') {
      const note = input.note ?? M.duplicateTagLine(chosen.tagCode ?? '');
      await recheckDoubleSales(tx, actor, itemIds, 'duplicate_tag', note);
    }
    return { projectId: conflict.projectId, itemIds };
  });
  publishSales(events.bus, events.logger, actor.ownerId, outcome.projectId, outcome.itemIds);
  const [resolved] = await loadConflicts(db, actor, eq(saleConflicts.id, conflictId));
  return resolved!;
}
