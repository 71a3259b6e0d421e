import { asc, eq } from 'drizzle-orm';
import type { TeamView } from '@tagwise/core/schemas/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { toTeamMember } from './member-dto.ts';
import { canAddMembers } from './team-access.ts';

/** The admin's team, oldest first, and whether the plan lets them add more. */
export async function listMembers(db: Database, actor: Actor): Promise<TeamView> {
  // The sign-in address is the account's: a member may have changed it themselves (Security).
  const rows = await db
    .select({ member: teamMembers, email: user.email })
    .from(teamMembers)
    .innerJoin(user, eq(user.id, teamMembers.subUserId))
    .where(eq(teamMembers.adminUserId, actor.ownerId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.subUserId));
  return {
    canAddMembers: await canAddMembers(db, actor),
    members: rows.map(({ member, email }) => toTeamMember({ ...member, email })),
  };
}
