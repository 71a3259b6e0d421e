import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';

/** The workspace's logo as PNG bytes, or null (no logo, or its file is gone). */
export async function readBusinessLogo({ db, storage, ownerId }: { db: Database; storage: Storage; ownerId: string }) {
  const [row] = await db
    .select({ key: userSettings.businessLogoUrl })
    .from(userSettings)
    .where(eq(userSettings.userId, ownerId));
  return row?.key ? storage.get(row.key) : null;
}
