import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user, verification } from '../db/schema/auth.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { userSettings } from '../db/schema/settings.ts';

export interface Person {
  id: string;
  email: string;
}

/**
 * Deletes people's accounts inside the caller's transaction: the user rows, and by foreign key their
 * sign-in methods, sessions, settings and team row (what they made in a workspace stays, no longer naming
 * them; a workspace's own rows go only with its admin); tokens still waiting for them (a password reset);
 * and the mail this server sent them, which holds their address and links. Answers the storage keys of the
 * images their settings held (a profile photo, an admin's business logo), for the caller to remove once
 * the transaction has committed: a rolled-back deletion must not lose a file.
 */
export async function deletePeople(tx: Database, people: readonly Person[]): Promise<string[]> {
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const images = await tx
    .select({ avatar: userSettings.avatarUrl, logo: userSettings.businessLogoUrl })
    .from(userSettings)
    .where(inArray(userSettings.userId, ids));
  // better-auth keeps the user's id as the value of the tokens it issues for them.
  await tx.delete(verification).where(inArray(verification.value, ids));
  await tx.delete(mailOutbox).where(
    inArray(
      sql`lower(${mailOutbox.toAddress})`,
      people.map((p) => p.email.toLowerCase()),
    ),
  );
  await tx.delete(user).where(inArray(user.id, ids));
  return images.flatMap((row) => [row.avatar, row.logo]).filter((key): key is string => !!key);
}
