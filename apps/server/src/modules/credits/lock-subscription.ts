import { eq } from 'drizzle-orm';
import { addMonths, periodContaining, periodFrom } from '@tagwise/core/credits/plan';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';

/**
 * The workspace's subscription row, locked for the rest of the transaction (FOR UPDATE), so a check and
 * a charge are one step however many analyses run at once. Creates the free tier on first use and moves
 * to the current period when the last one has ended (plan credits reset, no rollover), ending a cancelled
 * plan and turning a finished trial into its paid plan on the way.
 */
export async function lockSubscription(tx: Database, ownerId: string, now = new Date()) {
  await tx
    .insert(subscriptions)
    .values({ ownerId, periodStart: now, periodEnd: addMonths(now, 1) })
    .onConflictDoNothing({ target: subscriptions.ownerId });
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId)).for('update');
  if (!row) throw new Error(`Subscription row for ${ownerId} vanished inside its transaction`);
  if (now < row.periodEnd) return row;
  // A period has ended. A cancelled plan ends with it (back to the free tier) and a trial turns into the
  // paid plan it was the trial of; either way a new monthly cycle starts on that day. Otherwise the plan
  // renews on its billing date. Plan credits reset, without rollover.
  const endsPlan = row.cancelAtPeriodEnd === 1 && row.tier !== 'freemium';
  const newCycle = endsPlan || row.status === 'trialing';
  const next = newCycle ? periodFrom(row.periodEnd, now) : periodContaining(row.periodStart, row.periodEnd, now)!;
  const [rolled] = await tx
    .update(subscriptions)
    .set({
      periodStart: next.start,
      periodEnd: next.end,
      usedThisPeriod: 0,
      updatedAt: now,
      ...(row.status === 'trialing' && { status: 'active' }),
      ...(endsPlan && {
        tier: 'freemium',
        status: 'active',
        cancelAtPeriodEnd: 0,
        providerSubscriptionId: null,
        providerPriceId: null,
      }),
    })
    .where(eq(subscriptions.ownerId, ownerId))
    .returning();
  return rolled!;
}
