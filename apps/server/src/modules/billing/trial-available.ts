import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';

/** A workspace gets one free trial: once a trial has started (trial_ends_at set), there is no other. */
export async function trialAvailable(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ trialEndsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, ownerId));
  return !row?.trialEndsAt;
}
