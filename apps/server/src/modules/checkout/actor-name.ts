import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

/** The acting person's name as receipts and refusals print it ("by Ann"); kept on the row it is written to. */
export async function actorName(db: Pick<Database, 'select'>, actor: Actor): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
  return row?.name?.trim() || 'Someone';
}
