import type { EffectivePlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
import { planOf } from './plan-of.ts';
import type { Database } from '../../db/client.ts';
import { lockSubscription } from './lock-subscription.ts';

/** The workspace's plan this period as the ledger reads it (a trial is Pro; a lapsed paid plan is free). */
export async function getPlan(db: Database, actor: Actor): Promise<EffectivePlan> {
  return db.transaction(async (tx) => planOf(await lockSubscription(tx, actor.ownerId)));
}
