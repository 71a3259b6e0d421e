import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { PROFILE_MESSAGES } from '@tagwise/core/values/account-settings';
import type { ProfileInput } from '@tagwise/core/schemas/account-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { getAccountSettings } from './get-account-settings.ts';
import { setDisplayName } from './set-display-name.ts';

/**
 * Saves the fields sent of the person's own profile (a sub-user edits their own row, not the admin's).
 * The business name is the workspace's (tags and reports print the admin's), so a member may not send one.
 * A new display name becomes the person's name everywhere it is shown; an emptied one leaves the account's
 * name as it was, which the form then shows.
 */
export async function updateProfile({
  db,
  actor,
  input,
  ownerEmails,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof ProfileInput>;
  ownerEmails: readonly string[];
}) {
  if (input.businessName !== undefined && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.businessNameAdminOnly);
  }
  const now = new Date();
  const values = { ...input, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(userSettings)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: values });
    if (input.displayName) await setDisplayName(tx, actor.userId, input.displayName, now);
  });
  return getAccountSettings({ db, actor, ownerEmails });
}
