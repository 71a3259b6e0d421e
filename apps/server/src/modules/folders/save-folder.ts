import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { PROJECT_MESSAGES, type FolderInput } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { folders } from '../../db/schema/projects.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { orNotFound } from '../../http/not-found.ts';
import { toFolder } from './folder-dto.ts';

/** Creates a folder, or renames one when folderId is given. Names are unique per workspace. */
export async function saveFolder({
  db,
  actor,
  folderId,
  input,
}: {
  db: Database;
  actor: Actor;
  folderId?: string;
  input: FolderInput;
}) {
  try {
    if (!folderId) {
      const [row] = await db.insert(folders).values({ ownerId: actor.ownerId, name: input.name }).returning();
      return toFolder(orNotFound(row, PROJECT_MESSAGES.folderNotFound));
    }
    const [row] = await db
      .update(folders)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(eq(folders.id, folderId), eq(folders.ownerId, actor.ownerId)))
      .returning();
    return toFolder(orNotFound(row, PROJECT_MESSAGES.folderNotFound));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PROJECT_MESSAGES.folderExists, { cause: error });
    throw error;
  }
}
