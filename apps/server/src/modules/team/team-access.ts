import { AppError } from '@tagwise/core/errors';
import { hasTeamAccounts, TEAM_MESSAGES } from '@tagwise/core/values/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { planOf } from '../credits/plan-of.ts';

/** Whether the workspace's plan includes team accounts now (a Pro plan or Enterprise; always without billing). */
export const canAddMembers = (db: Database, actor: Actor) =>
  db.transaction(async (tx) => hasTeamAccounts(planOf(await lockSubscription(tx, actor.ownerId)).tier));

/** Adding a member needs the plan that includes it; the refusal says so and the page offers the upgrade. */
export async function assertCanAddMembers(db: Database, actor: Actor) {
  if (!(await canAddMembers(db, actor))) throw new AppError('FORBIDDEN', TEAM_MESSAGES.needsPro);
}
