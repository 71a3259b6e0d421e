import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { resolveActor, type Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export interface Account {
  email: string;
  /** The workspace the account's credits and plan belong to: its own, or its admin's for a team member. */
  actor: Actor;
  /** The workspace owner's e-mail (the same as `email` for an admin). */
  workspaceEmail: string;
}

/** The account an owner names on the command line, by e-mail (case does not matter, as at sign-in). */
export async function findAccount(db: Database, email: string): Promise<Account> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!row) throw new AppError('NOT_FOUND', `No account with the e-mail ${email.trim()} on this server.`);
  const actor = await resolveActor(db, row.id);
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, actor.ownerId));
  return { email: email.trim().toLowerCase(), actor, workspaceEmail: owner?.email ?? email };
}
