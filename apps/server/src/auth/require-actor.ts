import { PROFILE_MESSAGES } from '@tagwise/core/schemas/account-settings';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@tagwise/core/errors';
import type { Database } from '../db/client.ts';
import type { ActorEnv } from '../http/app-env.ts';
import { resolveActor } from './actor.ts';
import type { Auth } from './auth.ts';

/** Signed-in routes: 401 without a valid session; otherwise the actor is on the context. */
export function requireActor(auth: Auth, db: Database) {
  return createMiddleware<ActorEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    c.set('actor', await resolveActor(db, session.user.id));
    await next();
  });
}

/** Pricing settings, integrations, billing and the team are the admin's alone (DESIGN section 5). */
export const requireAdmin = createMiddleware<ActorEnv>(async (c, next) => {
  if (c.var.actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.adminOnly);
  }
  await next();
});
