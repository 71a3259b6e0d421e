import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema/settings.ts';

/**
 * Whose data a request touches: the workspace (the admin's user id) and the person acting in it.
 * Every use case takes it as a required argument, so every query can be scoped by `ownerId`.
 */
export interface Actor {
  ownerId: string;
  userId: string;
  role: 'admin' | 'sub_user';
}

export async function resolveActor(db: Database, userId: string): Promise<Actor> {
  const [row] = await db
    .select({ role: userSettings.userRole, adminUserId: userSettings.adminUserId })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  if (row?.role === 'sub_user' && row.adminUserId) {
    return { ownerId: row.adminUserId, userId, role: 'sub_user' };
  }
  return { ownerId: userId, userId, role: 'admin' };
}

/** The server acting for a workspace itself, not for a person (the queue, start-up sweeps). */
export const systemActor = (ownerId: string): Actor => ({ ownerId, userId: ownerId, role: 'admin' });
