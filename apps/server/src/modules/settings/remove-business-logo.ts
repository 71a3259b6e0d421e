import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';

/** Removes the workspace's logo (the row first: a file left behind is harmless, a row without a file not). */
export async function removeBusinessLogo({ db, storage, actor }: { db: Database; storage: Storage; actor: Actor }) {
  const [before] = await db
    .select({ key: userSettings.businessLogoUrl })
    .from(userSettings)
    .where(eq(userSettings.userId, actor.ownerId));
  if (!before?.key) return;
  await db
    .update(userSettings)
    .set({ businessLogoUrl: null, updatedAt: new Date() })
    .where(eq(userSettings.userId, actor.ownerId));
  await storage.delete(before.key);
}
