import { eq } from 'drizzle-orm';
import { addMonths, periodContaining } from '@tagwise/core/credits/plan';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';

/**
 * The workspace's subscription row, locked for the rest of the transaction (FOR UPDATE), so a check and
 * a charge are one step however many analyses run at once. Creates the free tier on first use and moves
 * to the current period when the last one has ended (plan credits reset, no rollover).
 */
export async function lockSubscription(tx: Database, ownerId: string, now = new Date()) {
  await tx
    .insert(subscriptions)
    .values({ ownerId, periodStart: now, periodEnd: addMonths(now, 1) })
    .onConflictDoNothing({ target: subscriptions.ownerId });
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId)).for('update');
  if (!row) throw new Error(`Subscription row for ${ownerId} vanished inside its transaction`);
  const next = periodContaining(row.periodStart, row.periodEnd, now);
  if (!next) return row;
  const [rolled] = await tx
    .update(subscriptions)
    .set({ periodStart: next.start, periodEnd: next.end, usedThisPeriod: 0, updatedAt: now })
    .where(eq(subscriptions.ownerId, ownerId))
    .returning();
  return rolled!;
}
