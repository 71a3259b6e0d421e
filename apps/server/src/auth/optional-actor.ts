import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { Auth } from './auth.ts';
import { SESSION_COOKIE } from './require-actor.ts';
import { sessionActorReader } from './session-actor.ts';

/**
 * Who asks, on a route visitors may use too (the help assistant): the actor of a valid session, or null for
 * a visitor. An ended session or a deactivated member is a visitor here, not a refusal: such a route answers
 * everyone, only less for strangers. No session cookie: no lookup at all.
 */
export async function optionalActor(auth: Auth, db: Database, headers: Headers): Promise<Actor | null> {
  if (!SESSION_COOKIE.test(headers.get('cookie') ?? '')) return null;
  return (await sessionActorReader(auth, db)(headers))?.actor ?? null;
}
