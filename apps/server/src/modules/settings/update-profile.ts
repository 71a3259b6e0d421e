import type { z } from 'zod';
import type { ProfileInput } from '@tagwise/core/schemas/account-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { getAccountSettings } from './get-account-settings.ts';

/** Saves the fields sent of the person's own profile (a sub-user edits their own row, not the admin's). */
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
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return getAccountSettings({ db, actor, ownerEmails });
}
