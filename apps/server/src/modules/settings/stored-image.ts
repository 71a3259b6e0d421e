import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';

/** The user_settings columns that hold an image's storage key: the workspace's logo, a person's photo. */
type ImageColumn = 'businessLogoUrl' | 'avatarUrl';

const keyOf = async (db: Database, userId: string, column: ImageColumn) => {
  const [row] = await db
    .select({ key: userSettings[column] })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.key ?? null;
};

/**
 * Stores the new image under a new key, points the row at it, then removes the old file: a failure at
 * any step never leaves the row pointing at nothing (a file left behind is harmless).
 */
export async function replaceStoredImage(
  db: Database,
  storage: Storage,
  { userId, column, key, png }: { userId: string; column: ImageColumn; key: string; png: Buffer },
) {
  await storage.put(key, png, 'image/png');
  const before = await keyOf(db, userId, column);
  try {
    await db
      .insert(userSettings)
      .values({ userId, [column]: key })
      .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: key, updatedAt: new Date() } });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (before) await storage.delete(before);
}

/** Removes the image: the row first, then the file. */
export async function removeStoredImage(db: Database, storage: Storage, userId: string, column: ImageColumn) {
  const before = await keyOf(db, userId, column);
  if (!before) return;
  await db
    .update(userSettings)
    .set({ [column]: null, updatedAt: new Date() })
    .where(eq(userSettings.userId, userId));
  await storage.delete(before);
}

/** The image's PNG bytes, or null (none, or its file is gone). */
export async function readStoredImage(db: Database, storage: Storage, userId: string, column: ImageColumn) {
  const key = await keyOf(db, userId, column);
  return key ? storage.get(key) : null;
}
