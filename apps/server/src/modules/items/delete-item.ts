import { and, eq } from 'drizzle-orm';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';

export async function deleteItem({ db, actor, itemId }: { db: Database; actor: Actor; itemId: string }) {
  const [row] = await db
    .delete(items)
    .where(and(eq(items.id, itemId), eq(items.ownerId, actor.ownerId)))
    .returning({ id: items.id });
  orNotFound(row, ITEM_MESSAGES.notFound);
}
