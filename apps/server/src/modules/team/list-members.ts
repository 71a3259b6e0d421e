import { asc, eq } from 'drizzle-orm';
import type { TeamView } from '@tagwise/core/schemas/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { toTeamMember } from './member-dto.ts';
import { canAddMembers } from './team-access.ts';

/** The admin's team, oldest first, and whether the plan lets them add more. */
export async function listMembers(db: Database, actor: Actor): Promise<TeamView> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.adminUserId, actor.ownerId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.subUserId));
  return { canAddMembers: await canAddMembers(db, actor), members: rows.map(toTeamMember) };
}
