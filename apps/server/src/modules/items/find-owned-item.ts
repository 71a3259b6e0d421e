import { and, eq } from 'drizzle-orm';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';

export async function findOwnedItem(db: Pick<Database, 'select'>, actor: Actor, itemId: string, forUpdate = false) {
  const query = db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.ownerId, actor.ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return orNotFound(row, ITEM_MESSAGES.notFound);
}
