import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema/settings.ts';
import { teamMembers } from '../db/schema/team.ts';

/**
 * Whose data a request touches: the workspace (the admin's user id) and the person acting in it.
 * Every use case takes it as a required argument, so every query can be scoped by `ownerId`.
 */
export interface Actor {
  ownerId: string;
  userId: string;
  role: 'admin' | 'sub_user';
}

/** What the workspace lookup reads for a person: their settings row's role and admin, and their membership. */
export interface ActorRow {
  role: 'admin' | 'sub_user' | null;
  adminUserId: string | null;
  active: boolean | null;
}

/**
 * Whom a person acts as, from their settings and membership (`row` undefined when they have no settings
 * row): a sub-user in their admin's workspace, active unless deactivated; anyone else an admin of their own.
 */
export function actorOf(userId: string, row: ActorRow | undefined): { actor: Actor; active: boolean } {
  if (row?.role === 'sub_user' && row.adminUserId) {
    return { actor: { ownerId: row.adminUserId, userId, role: 'sub_user' }, active: row.active !== false };
  }
  return { actor: { ownerId: userId, userId, role: 'admin' }, active: true };
}

async function lookUp(db: Database, userId: string): Promise<{ actor: Actor; active: boolean }> {
  const [row] = await db
    .select({ role: userSettings.userRole, adminUserId: userSettings.adminUserId, active: teamMembers.isActive })
    .from(userSettings)
    .leftJoin(teamMembers, eq(teamMembers.subUserId, userSettings.userId))
    .where(eq(userSettings.userId, userId));
  return actorOf(userId, row);
}

/** Who a user acts as: an admin (no settings row, or role admin) in their own workspace, or a sub-user in their admin's. */
export async function resolveActor(db: Database, userId: string): Promise<Actor> {
  return (await lookUp(db, userId)).actor;
}

/**
 * The same for a request: null for a team member their admin deactivated, who is refused as signed out
 * (their sessions were ended; this also covers one made by another way, such as Google).
 */
export async function resolveActiveActor(db: Database, userId: string): Promise<Actor | null> {
  const { actor, active } = await lookUp(db, userId);
  return active ? actor : null;
}

/** The server acting for a workspace itself, not for a person (the queue, start-up sweeps). */
export const systemActor = (ownerId: string): Actor => ({ ownerId, userId: ownerId, role: 'admin' });
