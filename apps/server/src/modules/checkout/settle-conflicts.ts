import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts } from '../../db/schema/sale-day.ts';

/**
 * A double sale one of whose lines was refunded (or its invoice voided) no longer needs the admin: it is
 * recorded as resolved by that refund, with who did it and why, in the same transaction.
 */
export async function settleConflictsOfLines(tx: Database, actor: Actor, lineIds: string[], note: string) {
  if (lineIds.length === 0) return;
  await tx
    .update(saleConflicts)
    .set({ resolution: 'refunded', resolvedBy: actor.userId, resolvedAt: new Date(), note })
    .where(
      and(
        eq(saleConflicts.ownerId, actor.ownerId),
        isNull(saleConflicts.resolution),
        or(inArray(saleConflicts.firstLineId, lineIds), inArray(saleConflicts.secondLineId, lineIds)),
      ),
    );
}
