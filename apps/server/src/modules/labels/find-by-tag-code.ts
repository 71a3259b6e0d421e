import { and, eq } from 'drizzle-orm';
import { LABEL_MESSAGES } from '@tagwise/core/schemas/labels';
import { bareTagCode } from '@tagwise/core/values/tag-code';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';

/** The workspace's item with this tag code (as scanned from a tag, or typed: case and a leading "#" do not matter). */
export async function findByTagCode({ db, actor, tagCode }: { db: Database; actor: Actor; tagCode: string }) {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.ownerId, actor.ownerId), eq(items.tagCode, bareTagCode(tagCode).toUpperCase())));
  return orNotFound(row, LABEL_MESSAGES.notFound);
}
