import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemHolds, saleInvoices } from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Logger } from '../../logger.ts';
import { loadHolds } from './hold-dto.ts';
import { publishSales } from './publish-sales.ts';
import { releaseHolds } from './release-standing-holds.ts';

/**
 * POST /api/holds/:holdId/release: the customer is not coming, or changed their mind. The person who placed
 * it or the admin may; the hold stays on record with who released it and why, and its items are available
 * again. Refused for a hold released or paid already.
 */
export async function releaseHold({
  db,
  actor,
  holdId,
  reason,
  events,
}: {
  db: Database;
  actor: Actor;
  holdId: string;
  reason: string;
  events: { bus: EventBus; logger: Logger };
}): Promise<Hold> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(itemHolds)
      .where(and(eq(itemHolds.id, holdId), eq(itemHolds.ownerId, actor.ownerId)))
      .for('update');
    const hold = orNotFound(found, M.holdNotFound);
    if (actor.role !== 'admin' && hold.createdBy !== actor.userId) throw new AppError('FORBIDDEN', M.holdNotYours);
    if (hold.invoiceId) {
      const [paid] = await tx
        .select({ number: saleInvoices.number })
        .from(saleInvoices)
        .where(eq(saleInvoices.id, hold.invoiceId));
      throw new AppError('CONFLICT', M.holdPaid(paid?.number ?? 0));
    }
    if (hold.releasedAt) throw new AppError('CONFLICT', M.holdReleased);
    const freed = await releaseHolds(tx, actor, [holdId], reason);
    return { projectId: hold.projectId, itemIds: freed };
  });
  publishSales(events.bus, events.logger, actor.ownerId, outcome.projectId, outcome.itemIds);
  const [hold] = await loadHolds(db, actor, [holdId]);
  return hold!;
}
