import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

/** The workspace's business name as its tags print it, or null when it has none. */
export async function readBusinessName(db: Database, ownerId: string): Promise<string | null> {
  const [settings] = await db
    .select({ businessName: userSettings.businessName })
    .from(userSettings)
    .where(eq(userSettings.userId, ownerId));
  return settings?.businessName?.trim() || null;
}
