import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team.ts';

/**
 * A person's name, written to every place that shows it, inside the caller's transaction so they never
 * disagree: the account's name ("Added by" on items, the price and credit histories, the menus), their
 * settings' display name (the profile form) and, for a team member, the admin's team list.
 */
export async function setDisplayName(tx: Database, userId: string, name: string, now: Date) {
  await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
  await tx.update(userSettings).set({ displayName: name, updatedAt: now }).where(eq(userSettings.userId, userId));
  await tx.update(teamMembers).set({ displayName: name }).where(eq(teamMembers.subUserId, userId));
}
