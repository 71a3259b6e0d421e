import { and, eq, inArray } from 'drizzle-orm';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { orNotFound } from '../../http/not-found.ts';

/**
 * The uploads, in the order asked for, if every one belongs to the actor's workspace; a 404 when any id
 * is unknown or another workspace's (CONVENTIONS 4). With forUpdate the rows stay locked until the
 * transaction ends, so the expiry sweep or a delete cannot take a photo from under an analysis.
 */
export async function findOwnedUploads(
  db: Pick<Database, 'select'>,
  actor: Actor,
  uploadIds: readonly string[],
  forUpdate = false,
) {
  if (uploadIds.length === 0) return [];
  const query = db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, actor.ownerId), inArray(uploads.id, [...uploadIds])));
  const rows = forUpdate ? await query.for('update') : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return uploadIds.map((id) => orNotFound(byId.get(id), PHOTO_MESSAGES.notFound));
}
