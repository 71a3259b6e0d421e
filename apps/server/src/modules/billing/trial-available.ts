import { eq } from 'drizzle-orm';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';

/**
 * The free trial is for a workspace's first plan, once: not after a trial has started (trial_ends_at set),
 * and not while it pays for a plan already (an upgrade is not a trial).
 */
export const trialOpen = (row: Pick<typeof subscriptions.$inferSelect, 'trialEndsAt' | 'tier' | 'status'>) =>
  !row.trialEndsAt && !isPaidPlan(row);

export async function trialAvailable(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId));
  return !row || trialOpen(row);
}
