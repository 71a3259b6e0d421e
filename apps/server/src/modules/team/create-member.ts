import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { AppError } from '@tagwise/core/errors';
import type { CreateMemberRequest, TeamMember } from '@tagwise/core/schemas/team';
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from '@tagwise/core/values/common-passwords';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { account, user } from '../../db/schema/auth.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { toTeamMember } from './member-dto.ts';
import { assertCanAddMembers } from './team-access.ts';

/** An id in better-auth's own form (32 letters and digits), for the account it will sign in. */
const newUserId = () => randomBytes(24).toString('base64url').replace(/[-_]/g, '0').slice(0, 32);

/**
 * An admin adds a sub-user (core-app.md section 6): a sign-in account with the e-mail, password and name
 * the admin chose, flagged sub-user with the admin's id (so it works in the admin's workspace, on the
 * admin's plan and credits, with no subscription of its own), and its team_members row. The account, its
 * password, its settings and the row are written in one transaction: the spec's three steps cannot stop
 * half-way and leave an account without a team.
 */
export async function createMember(
  db: Database,
  actor: Actor,
  request: { displayName: string; email: string; password: string } & CreateMemberRequest,
): Promise<TeamMember> {
  await assertCanAddMembers(db, actor);
  if (isCommonPassword(request.password)) throw new AppError('BAD_REQUEST', PASSWORD_TOO_COMMON_MESSAGE);
  const email = request.email.trim().toLowerCase();
  const password = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken);
      const id = newUserId();
      await tx.insert(user).values({ id, name: request.displayName, email, emailVerified: false });
      await tx
        .insert(account)
        .values({ id: newUserId(), accountId: id, providerId: 'credential', userId: id, password });
      await tx
        .insert(userSettings)
        .values({ userId: id, userRole: 'sub_user', adminUserId: actor.ownerId, displayName: request.displayName });
      const [row] = await tx
        .insert(teamMembers)
        .values({ subUserId: id, adminUserId: actor.ownerId, displayName: request.displayName, email })
        .returning();
      return toTeamMember(row!);
    });
  } catch (error) {
    // Two admins adding one address at once: the second insert meets the unique e-mail.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken, { cause: error });
    throw error;
  }
}
