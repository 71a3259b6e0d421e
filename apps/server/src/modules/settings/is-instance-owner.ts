import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

/**
 * Whether this person runs the Tagwise server (docs/decisions/0010-instance-owner.md): listed in
 * OWNER_EMAILS, or, when that is not set, the first account ever created here (whoever installed it signs
 * up first). The app shows them the exact settings and commands; everyone else is told to ask them.
 */
export async function isInstanceOwner(
  db: Pick<Database, 'select'>,
  { userId, email, ownerEmails }: { userId: string; email: string; ownerEmails: readonly string[] },
): Promise<boolean> {
  if (ownerEmails.length > 0) return ownerEmails.includes(email.toLowerCase());
  const [first] = await db.select({ id: user.id }).from(user).orderBy(asc(user.createdAt), asc(user.id)).limit(1);
  return first?.id === userId;
}
