import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import type { Hold, PlaceHoldInput } from '@tagwise/core/sale-day/hold-schemas';
import { notSellableReason } from '@tagwise/core/sale-day/item-state-text';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { itemHoldItems, itemHolds } from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Logger } from '../../logger.ts';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { actorName } from './actor-name.ts';
import { contentHash } from './content-hash.ts';
import { doorStateOf } from './door-state.ts';
import { loadHolds } from './hold-dto.ts';
import { liveLinesOf } from './live-lines.ts';
import { publishSales } from './publish-sales.ts';
import { releaseHolds, standingHoldsOn } from './release-standing-holds.ts';

/**
 * Puts items on hold for a customer until a time (members may): each must be this sale's and for sale now,
 * neither sold nor on another standing hold (one that ran out is ended, with the reason). The items are
 * marked On hold. The sale's row is locked first, as a completion locks it, so a hold and a sale of the same
 * item cannot both get through. The same id again answers the stored hold; with other contents, it is refused.
 */
export async function placeHold({
  db,
  actor,
  projectId,
  input,
  events,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof PlaceHoldInput>;
  events: { bus: EventBus; logger: Logger };
  now?: Date;
}): Promise<{ hold: Hold; created: boolean }> {
  const hash = contentHash(input);
  const outcome = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, timeZone: projects.timeZone })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
      .for('update');
    const sale = orNotFound(project, PROJECT_MESSAGES.notFound);
    const [existing] = await tx
      .select({ ownerId: itemHolds.ownerId, projectId: itemHolds.projectId, contentHash: itemHolds.contentHash })
      .from(itemHolds)
      .where(eq(itemHolds.id, input.id));
    if (existing) {
      if (existing.ownerId === actor.ownerId && existing.projectId === projectId && existing.contentHash === hash) {
        return { created: false, itemIds: [] };
      }
      throw new AppError('CONFLICT', M.holdReplayDiffers);
    }
    if (new Date(input.holdUntil) <= now) throw new AppError('VALIDATION_FAILED', `holdUntil: ${M.holdUntilPast}`);
    const rows = await tx
      .select()
      .from(items)
      .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, input.itemIds)))
      .orderBy(asc(items.id))
      .for('update');
    const live = await liveLinesOf(tx, actor, input.itemIds);
    const holds = await standingHoldsOn(tx, actor, input.itemIds);
    const zone = sale.timeZone ?? 'UTC';
    for (const id of input.itemIds) {
      const item = orNotFound(
        rows.find((row) => row.id === id),
        ITEM_MESSAGES.notFound,
      );
      if (item.projectId !== projectId)
        throw new AppError('CONFLICT', `${item.name} (#${item.tagCode}): ${M.otherSale}`);
      const state = doorStateOf(item, live, holds);
      const reason = notSellableReason(state, now, zone);
      if (reason) throw new AppError('CONFLICT', `${item.name} (#${item.tagCode}): ${reason}`);
    }
    // Holds that ran out on these items end here, with the reason, before the new one starts.
    await releaseHolds(
      tx,
      actor,
      [...new Set(holds.map((h) => h.holdId))],
      'Ran out; held again for another customer',
      input.itemIds,
    );
    await tx.insert(itemHolds).values({
      id: input.id,
      ownerId: actor.ownerId,
      projectId,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      holdUntil: new Date(input.holdUntil),
      createdBy: actor.userId,
      createdByName: await actorName(tx, actor),
      createdAt: now,
      contentHash: hash,
    });
    await tx
      .insert(itemHoldItems)
      .values(input.itemIds.map((itemId) => ({ holdId: input.id, itemId, ownerId: actor.ownerId })));
    await tx
      .update(items)
      .set({ status: 'hold', updatedAt: now })
      .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, input.itemIds)));
    return { created: true, itemIds: input.itemIds };
  });
  publishSales(events.bus, events.logger, actor.ownerId, projectId, outcome.itemIds);
  const [hold] = await loadHolds(db, actor, [input.id], now);
  return { hold: hold!, created: outcome.created };
}
