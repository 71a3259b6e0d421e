import { AUTH_MESSAGES } from '@tagwise/core/messages';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@tagwise/core/errors';
import type { Database } from '../db/client.ts';
import type { ActorEnv } from '../http/app-env.ts';
import { sessionActorReader } from './session-actor.ts';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import type { Auth } from './auth.ts';

/** The session cookie's name (better-auth's, with our prefix; a secure deployment prefixes it with __Secure-). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tagwise\.session_token=/;

/**
 * Signed-in routes: 401 without a valid session; otherwise the actor is on the context. Only a client that
 * sent a session cookie is told its session expired; one that never signed in is asked to sign in, in the
 * route's own words when it has them (buying credits: "You must be logged in to purchase credits").
 */
export function requireActor(auth: Auth, db: Database, signInRequired: string = AUTH_MESSAGES.signInRequired) {
  const readSessionActor = sessionActorReader(auth, db);
  return createMiddleware<ActorEnv>(async (c, next) => {
    // A path under two guarded patterns ('/api/items' and '/api/items/*' both match /api/items) meets this
    // twice: the session was read for this request already.
    if (c.get('actor')) return next();
    const signedIn = await readSessionActor(c.req.raw.headers);
    if (!signedIn) {
      const hadSession = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
      throw new AppError('UNAUTHORIZED', hadSession ? AUTH_MESSAGES.sessionExpired : signInRequired);
    }
    if (!signedIn.actor) throw new AppError('UNAUTHORIZED', TEAM_MESSAGES.deactivated);
    c.set('actor', signedIn.actor);
    await next();
  });
}

/**
 * Whether a request's session is still this person's and they may still act in the workspace. For an
 * answer that outlives the check at its start (the event stream), asked again while it lasts.
 */
export async function isStillSignedIn(auth: Auth, db: Database, headers: Headers, userId: string) {
  const signedIn = await sessionActorReader(auth, db)(headers);
  return signedIn?.userId === userId && signedIn.actor !== null;
}

/**
 * Pricing settings, integrations, billing and the team are the admin's alone (DESIGN section 5); the
 * refusal names the area the person tried to open.
 */
export const requireAdmin = (message: string) =>
  createMiddleware<ActorEnv>(async (c, next) => {
    if (c.var.actor.role !== 'admin') throw new AppError('FORBIDDEN', message);
    await next();
  });

/** Makes an area of the API (a path and everything under it) the admin's alone, refused in its own words. */
export function adminArea(router: Pick<Hono<ActorEnv>, 'use'>, path: string, message: string) {
  const admin = requireAdmin(message);
  router.use(path, admin);
  router.use(`${path}/*`, admin);
}
