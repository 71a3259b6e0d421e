import { asc, count, eq, sql } from 'drizzle-orm';
import { effectivePlan } from '@tagwise/core/credits/plan';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { creditGrants, subscriptions } from '../../db/schema/credits.ts';
import { items } from '../../db/schema/items.ts';
import { userSettings } from '../../db/schema/settings.ts';

export interface AccountSummary {
  email: string;
  name: string;
  createdAt: string;
  role: 'admin' | 'sub_user';
  /** For a team member: the admin whose workspace (plan, credits, items) they work in. */
  workspaceEmail: string;
  tier: string;
  status: string;
  /** Plan credits used and allowed this period (-1 allowed: unlimited). */
  used: number;
  allowance: number;
  /** Credits from packs and grants not yet spent. */
  extraCredits: number;
  items: number;
}

/**
 * Every account on this server with its workspace's plan and credits, oldest first (the first one is
 * the owner when OWNER_EMAILS is not set). A workspace that never used credits reads as the free tier,
 * as the ledger would create it; nothing is written.
 */
export async function listAccounts(db: Database): Promise<AccountSummary[]> {
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      role: userSettings.userRole,
      adminUserId: userSettings.adminUserId,
    })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .orderBy(asc(user.createdAt), asc(user.id));
  const plans = new Map((await db.select().from(subscriptions)).map((row) => [row.ownerId, row]));
  const extra = new Map(
    (
      await db
        .select({ ownerId: creditGrants.ownerId, remaining: sql<number>`sum(${creditGrants.remaining})::int` })
        .from(creditGrants)
        .groupBy(creditGrants.ownerId)
    ).map((row) => [row.ownerId, row.remaining]),
  );
  const itemCounts = new Map(
    (await db.select({ ownerId: items.ownerId, n: count() }).from(items).groupBy(items.ownerId)).map((row) => [
      row.ownerId,
      row.n,
    ]),
  );
  const emails = new Map(people.map((p) => [p.id, p.email]));

  return people.map((person) => {
    const ownerId = person.role === 'sub_user' && person.adminUserId ? person.adminUserId : person.id;
    const subscription = plans.get(ownerId);
    const plan = effectivePlan(subscription ?? { tier: 'freemium', status: 'active', maxItemsPerMonth: null });
    // A period that has ended counts from zero, as the ledger's next read will make it.
    const current = subscription && subscription.periodEnd > new Date() ? subscription.usedThisPeriod : 0;
    return {
      email: person.email,
      name: person.name,
      createdAt: person.createdAt.toISOString(),
      role: person.role === 'sub_user' ? 'sub_user' : 'admin',
      workspaceEmail: emails.get(ownerId) ?? person.email,
      tier: plan.tier,
      status: subscription?.status ?? 'active',
      used: current,
      allowance: plan.allowance,
      extraCredits: extra.get(ownerId) ?? 0,
      items: itemCounts.get(ownerId) ?? 0,
    };
  });
}
