import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

/** Replaces the person's display preferences (validated whole by the route's schema). */
export async function updateDisplayPreferences({
  db,
  actor,
  preferences,
}: {
  db: Database;
  actor: Actor;
  preferences: DisplayPreferences;
}): Promise<DisplayPreferences> {
  const values = { displayPreferences: preferences, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return preferences;
}
