import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/team.ts';

/** One member of the admin's own team, locked for the change; another team's is not found. */
export async function findMember(tx: Database, actor: Actor, memberId: string) {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.subUserId, memberId), eq(teamMembers.adminUserId, actor.ownerId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return row;
}
