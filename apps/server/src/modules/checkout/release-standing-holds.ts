import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { itemHoldItems, itemHolds } from '../../db/schema/sale-day.ts';

/**
 * Ends holds in the caller's transaction (released by a person, run out and sold, or sold offline while
 * held), with who and why, and puts their items that are still marked On hold, and held by no other standing
 * hold, back to Available. Answers those items' ids, for the live events. `keepItemIds` are items the caller
 * is about to sell: their status is the caller's to set.
 */
export async function releaseHolds(
  tx: Database,
  actor: Actor,
  holdIds: string[],
  reason: string,
  keepItemIds: string[] = [],
): Promise<string[]> {
  if (holdIds.length === 0) return [];
  const now = new Date();
  await tx
    .update(itemHolds)
    .set({ releasedAt: now, releasedBy: actor.userId, releaseReason: reason })
    .where(and(eq(itemHolds.ownerId, actor.ownerId), inArray(itemHolds.id, holdIds), isNull(itemHolds.releasedAt)));
  return freeHeldItems(tx, actor, holdIds, keepItemIds);
}

/** The items of these (now ended) holds that no other standing hold keeps: On hold becomes Available. */
export async function freeHeldItems(
  tx: Database,
  actor: Actor,
  holdIds: string[],
  keepItemIds: string[],
): Promise<string[]> {
  const held = await tx
    .select({ itemId: itemHoldItems.itemId })
    .from(itemHoldItems)
    .where(and(eq(itemHoldItems.ownerId, actor.ownerId), inArray(itemHoldItems.holdId, holdIds)));
  const candidates = held.map((h) => h.itemId).filter((id) => !keepItemIds.includes(id));
  if (candidates.length === 0) return [];
  const stillHeld = await tx
    .select({ itemId: itemHoldItems.itemId })
    .from(itemHoldItems)
    .innerJoin(itemHolds, eq(itemHolds.id, itemHoldItems.holdId))
    .where(
      and(
        inArray(itemHoldItems.itemId, candidates),
        notInArray(itemHolds.id, holdIds),
        isNull(itemHolds.releasedAt),
        isNull(itemHolds.invoiceId),
      ),
    );
  const free = candidates.filter((id) => !stillHeld.some((h) => h.itemId === id));
  if (free.length === 0) return [];
  const changed = await tx
    .update(items)
    .set({ status: 'available', updatedAt: new Date() })
    .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, free), eq(items.status, 'hold')))
    .returning({ id: items.id });
  return changed.map((row) => row.id);
}

/** Standing holds (not released, not paid) on any of these items, other than `except`. */
export async function standingHoldsOn(tx: Pick<Database, 'select'>, actor: Actor, itemIds: string[], except?: string) {
  if (itemIds.length === 0) return [];
  return tx
    .select({
      holdId: itemHolds.id,
      itemId: itemHoldItems.itemId,
      customerName: itemHolds.customerName,
      holdUntil: itemHolds.holdUntil,
      projectId: itemHolds.projectId,
    })
    .from(itemHoldItems)
    .innerJoin(itemHolds, eq(itemHolds.id, itemHoldItems.holdId))
    .where(
      and(
        eq(itemHolds.ownerId, actor.ownerId),
        inArray(itemHoldItems.itemId, itemIds),
        isNull(itemHolds.releasedAt),
        isNull(itemHolds.invoiceId),
        except ? ne(itemHolds.id, except) : undefined,
      ),
    );
}
