import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { TeamMember, UpdateMemberRequest } from '@tagwise/core/schemas/team';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { user } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { setDisplayName } from '../settings/set-display-name.ts';
import { endSessions } from './end-sessions.ts';
import { findMember } from './find-member.ts';
import { toTeamMember } from './member-dto.ts';

/**
 * The admin changes a member's name, e-mail or active flag. The account follows (its sign-in address and
 * name); a new address is unverified until its owner confirms it. Deactivating signs the member out on
 * every device at once, and they cannot sign in until turned back on.
 */
export async function updateMember(
  db: Database,
  actor: Actor,
  memberId: string,
  changes: UpdateMemberRequest,
  now = new Date(),
): Promise<TeamMember> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findMember(tx, actor, memberId);
      const email = changes.email?.trim().toLowerCase();
      if (email && email !== current.email) {
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.email, email), ne(user.id, memberId)));
        if (taken) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken);
        await tx.update(user).set({ email, emailVerified: false, updatedAt: now }).where(eq(user.id, memberId));
      }
      if (changes.displayName !== undefined) await setDisplayName(tx, memberId, changes.displayName, now);
      if (changes.isActive === false) await endSessions(tx, memberId);
      const fields = {
        ...(email && { email }),
        ...(changes.isActive !== undefined && { isActive: changes.isActive }),
      };
      const member = eq(teamMembers.subUserId, memberId);
      // The name is already written (setDisplayName): a rename alone has nothing left to set here.
      const [row] = Object.keys(fields).length
        ? await tx.update(teamMembers).set(fields).where(member).returning()
        : await tx.select().from(teamMembers).where(member);
      return toTeamMember(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken, { cause: error });
    throw error;
  }
}
