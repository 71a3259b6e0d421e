import { count, eq } from 'drizzle-orm';
import type { ConditionUsage } from '@tagwise/core/pricing/pricing-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';

/**
 * How many of the workspace's items have each condition, most used first. The pricing page compares it
 * with the rules being edited, so it can warn before saving that some items would have no rule.
 */
export async function getConditionUsage({ db, actor }: { db: Database; actor: Actor }): Promise<ConditionUsage> {
  const rows = await db
    .select({ condition: items.condition, items: count() })
    .from(items)
    .where(eq(items.ownerId, actor.ownerId))
    .groupBy(items.condition)
    .orderBy(items.condition);
  return { conditions: rows.sort((a, b) => b.items - a.items) };
}
