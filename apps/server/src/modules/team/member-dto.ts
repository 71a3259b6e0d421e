import type { TeamMember } from '@tagwise/core/schemas/team';
import type { teamMembers } from '../../db/schema/team.ts';

export const toTeamMember = (row: typeof teamMembers.$inferSelect): TeamMember => ({
  id: row.subUserId,
  displayName: row.displayName,
  email: row.email,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
