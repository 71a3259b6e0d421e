import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { findMember } from './find-member.ts';

/**
 * The admin removes a member: their account goes (with its sessions, sign-in and settings; the team row
 * with it). What they made stays in the workspace; it just no longer names them.
 */
export async function deleteMember(db: Database, actor: Actor, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findMember(tx, actor, memberId);
    await tx.delete(user).where(eq(user.id, memberId));
  });
}
