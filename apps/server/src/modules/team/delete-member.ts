import type { Actor } from '../../auth/actor.ts';
import { deletePeople } from '../../auth/delete-people.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { findMember } from './find-member.ts';

/**
 * The admin removes a member: their account goes (with its sessions, sign-in, settings and profile photo;
 * the team row with it). What they made stays in the workspace; it just no longer names them.
 */
export async function deleteMember(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  memberId: string,
): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const member = await findMember(tx, actor, memberId);
    return deletePeople(tx, [{ id: memberId, email: member.email }]);
  });
  await Promise.all(files.map((key) => storage.delete(key)));
}
