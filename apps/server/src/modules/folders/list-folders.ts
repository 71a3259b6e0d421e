import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { folders } from '../../db/schema/projects.ts';
import { toFolder } from './folder-dto.ts';

export async function listFolders({ db, actor }: { db: Database; actor: Actor }) {
  const rows = await db.select().from(folders).where(eq(folders.ownerId, actor.ownerId)).orderBy(asc(folders.name));
  return rows.map(toFolder);
}
