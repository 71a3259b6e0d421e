import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { estatesalesSettings } from '../../db/schema/integrations.ts';

/** Forgets the workspace's key and organization. */
export async function deleteEstateSalesSettings({ db, actor }: { db: Database; actor: Actor }) {
  await db.delete(estatesalesSettings).where(eq(estatesalesSettings.ownerId, actor.ownerId));
}
