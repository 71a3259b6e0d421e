import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../db/client.ts';
import { session } from '../db/schema/auth.ts';
import { userSettings } from '../db/schema/settings.ts';
import { teamMembers } from '../db/schema/team.ts';
import { actorOf, resolveActiveActor, type Actor } from './actor.ts';
import type { Auth } from './auth.ts';

/** A request's signed-in person, and whom they act as: null for a member their admin deactivated. */
export interface SessionActor {
  userId: string;
  actor: Actor | null;
}

/** A base64 HMAC-SHA256, as better-auth signs its cookies (better-call's signCookieValue). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The value of a cookie better-auth signed with `secret`, or null when it is absent or its signature is not ours. */
export function signedCookieValue(cookieHeader: string, name: string, secret: string): string | null {
  const value = parse(cookieHeader, name)[name];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(signed).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? signed : null;
}

/**
 * Who a request's session cookie signs in, and as whom they act in which workspace, read in one statement
 * per request (the session, its person, their settings and membership) instead of better-auth's two and
 * our one: every signed-in request pays for it, and on the embedded database each statement is a turn of
 * the server's only thread (docs/performance.md, Item list). Nothing is cached: a session that was revoked or a member
 * who was deactivated is refused at the very next request, as before.
 *
 * The same answers as better-auth's getSession: the cookie is read and verified as it reads it, and the
 * session is the one stored under its token, with its person. Only what getSession would change is left to
 * it: a session past its expiry (which it deletes) or due for its daily extension (which it writes).
 */
export function createSessionActorReader(auth: Auth, db: Database) {
  const lookUp = db
    .select({
      userId: session.userId,
      expiresAt: session.expiresAt,
      role: userSettings.userRole,
      adminUserId: userSettings.adminUserId,
      active: teamMembers.isActive,
    })
    // Every session has its person (its user_id is a foreign key that deletes it with them): better-auth's
    // check for a session without one cannot fail here, so its join is left out.
    .from(session)
    .leftJoin(userSettings, eq(userSettings.userId, session.userId))
    .leftJoin(teamMembers, eq(teamMembers.subUserId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_actor');

  /** better-auth's own lookup, for the sessions it would write to (and for any it reads differently). */
  async function throughBetterAuth(headers: Headers): Promise<SessionActor | null> {
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    return { userId: found.user.id, actor: await resolveActiveActor(db, found.user.id) };
  }

  return async function readSessionActor(headers: Headers): Promise<SessionActor | null> {
    const cookieHeader = headers.get('cookie');
    if (!cookieHeader) return null;
    const { authCookies, secret, sessionConfig } = await auth.$context;
    const token = signedCookieValue(cookieHeader, authCookies.sessionToken.name, secret);
    if (!token) return null;
    const [row] = await lookUp.execute({ token });
    if (!row) return null;
    // getSession extends a session once it is updateAge old (expiresIn before its expiry), and deletes
    // one that has expired, which is later still.
    const extendFrom = row.expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000;
    if (extendFrom <= Date.now()) return throughBetterAuth(headers);
    const { actor, active } = actorOf(row.userId, row);
    return { userId: row.userId, actor: active ? actor : null };
  };
}

export type SessionActorReader = ReturnType<typeof createSessionActorReader>;

const readers = new WeakMap<Auth, WeakMap<Database, SessionActorReader>>();

/** The reader of this server's auth and database (one prepared statement, shared by every route). */
export function sessionActorReader(auth: Auth, db: Database): SessionActorReader {
  let byDb = readers.get(auth);
  if (!byDb) readers.set(auth, (byDb = new WeakMap()));
  let reader = byDb.get(db);
  if (!reader) byDb.set(db, (reader = createSessionActorReader(auth, db)));
  return reader;
}
