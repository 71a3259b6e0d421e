import type { Context } from 'hono';
import { and, eq, like } from 'drizzle-orm';
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from '@tagwise/core/values/common-passwords';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { user, verification } from '../db/schema/auth.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishSessionsEnded } from '../events/session-ends.ts';
import type { Logger } from '../logger.ts';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { resolveActiveActor } from './actor.ts';
import { tooManyAttemptsMessage } from './attempt-limiter.ts';
import { createAttemptCounts } from './attempt-counts.ts';
import { clientAddress } from '../http/client-address.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { setDisplayName } from '../modules/settings/set-display-name.ts';
import { SESSION_COOKIE } from './require-actor.ts';
import type { Mailer } from '../mail/mailer.ts';
import { answerSignUpTaken } from './sign-up-taken.ts';

/** A password spray from one address is stopped at this many times the per-account limit. */
const ADDRESS_CEILING_FACTOR = 10;

/**
 * Reset links e-mailed to one address, whoever asks, in RESET_MAIL_WINDOW_MS: enough for a person who asks
 * again because the first has not arrived, too few to fill someone's inbox.
 */
const RESET_MAILS_PER_EMAIL = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60_000;

/**
 * better-auth's endpoints that begin or end a session, or act on a link's token rather than a session: a
 * cookie left in the browser by someone else must not stand in their way. Every other endpoint acts on the
 * signed-in account (e-mail, name, password, sessions, linked accounts), which a deactivated member may not.
 */
const SESSIONLESS =
  /^\/(sign-in|sign-up|sign-out|callback|verify-email|reset-password|request-password-reset|error|ok)(\/|$)/;

/** After these succeed, some of the person's sessions are gone: their open event streams must hear it. */
const ENDS_SESSIONS = new Set([
  '/sign-out',
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

const authError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ code, message }, { status, headers });

/**
 * A password change's body with revokeOtherSessions on, whatever the client sent: after a change the user
 * is signed out of all devices (core-app.md section 5), but the one that made it, which better-auth gives a
 * new session. A body that is not a JSON object is passed on for better-auth to refuse.
 */
function signingOutOtherDevices(body: ArrayBuffer | undefined): ArrayBuffer | undefined {
  if (!body) return body;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
    const bytes = new TextEncoder().encode(JSON.stringify({ ...parsed, revokeOtherSessions: true }));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  } catch {
    return body;
  }
}

/** The JSON body's string fields that matter here; anything else is left to better-auth to refuse. */
function fieldsOf(body: ArrayBuffer | undefined): Record<string, string> {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * better-auth's routes behind what we add around them: the client's real address for its limits, our own
 * sign-in and sign-up limits (per account and address, with a standard Retry-After and a message that says
 * how long; a password reset's request and new password too), the common-password rule (at a reset too), a
 * sign-up with an address that has an account answered without saying so (its owner e-mailed instead),
 * a deactivated team member refused (signed out for get-session, 403 for changing the account; their sign-in
 * is refused in auth.ts, whichever way), every
 * other device signed out at a password change, and clearing the browser's cache of private photos and
 * pages at sign-out.
 */
export function authRoute({
  auth,
  config,
  db,
  bus,
  logger,
  mailer,
}: {
  auth: Auth;
  config: Config;
  db: Database;
  bus: EventBus;
  logger: Logger;
  mailer: Mailer;
}) {
  // In the database, so API processes sharing one count the same attempts (attempt-counts.ts).
  const limiter = createAttemptCounts(db, 60_000);
  const resetMailLimiter = createAttemptCounts(db, RESET_MAIL_WINDOW_MS);
  const signUpMailLimiter = createAttemptCounts(db, RESET_MAIL_WINDOW_MS);
  const perMinute = config.authRateLimitPerMinute;
  const tooMany = (seconds: number) =>
    authError(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds), { 'Retry-After': String(seconds) });

  return async (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c, config.trustProxy);
    headers.set(CLIENT_IP_HEADER, address);
    // refuseNul may have read the body already: hand better-auth Hono's cached copy.
    const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined;
    const endpoint = c.req.path.slice('/api/auth'.length);
    const fields = fieldsOf(body);
    const email = fields.email?.trim().toLowerCase() ?? '';

    if (c.req.method === 'POST' && (endpoint === '/sign-in/email' || endpoint === '/sign-up/email')) {
      const kind = endpoint === '/sign-in/email' ? 'in' : 'up';
      const verdict = await limiter.attempt([
        [`${kind}:${address}:${email}`, perMinute],
        [`${kind}:${address}`, perMinute * ADDRESS_CEILING_FACTOR],
      ]);
      if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
    }
    if (c.req.method === 'POST' && endpoint === '/request-password-reset') {
      // Each request may send a mail: limited per client address, and per e-mail whoever asks (the same
      // answer whether or not an account uses it, so the limit tells nothing either).
      const verdict = await limiter.attempt([[`reset-ask:${address}`, perMinute]]);
      if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
      const mails = await resetMailLimiter.attempt([[`reset-mail:${email}`, RESET_MAILS_PER_EMAIL]]);
      if (!mails.allowed) return tooMany(mails.retryAfterSeconds);
    }
    if (c.req.method === 'POST' && endpoint === '/reset-password') {
      // The token is far too long to guess; this only keeps one address from hammering the password hashing.
      const verdict = await limiter.attempt([[`reset:${address}`, perMinute]]);
      if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
    }
    const newPassword =
      endpoint === '/sign-up/email'
        ? fields.password
        : endpoint === '/change-password' || endpoint === '/reset-password'
          ? fields.newPassword
          : undefined;
    if (c.req.method === 'POST' && newPassword !== undefined && isCommonPassword(newPassword)) {
      return authError(400, 'PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON_MESSAGE);
    }

    // Whose session this is, where it matters: a deactivated member's (their sessions are deleted when
    // they are turned off and none is made for them after, auth.ts; this is the second line) cannot change
    // the account,
    // and the person whose sessions an endpoint ends is told to their event streams.
    let sessionUserId: string | undefined;
    const withSession = endpoint !== '/get-session' && (!SESSIONLESS.test(endpoint) || ENDS_SESSIONS.has(endpoint));
    if (withSession && SESSION_COOKIE.test(c.req.header('cookie') ?? '')) {
      sessionUserId = (await auth.api.getSession({ headers }))?.user.id;
      if (sessionUserId && endpoint !== '/sign-out' && !(await resolveActiveActor(db, sessionUserId))) {
        return authError(403, 'ACCOUNT_DEACTIVATED', TEAM_MESSAGES.deactivated);
      }
    }

    // A new password by a reset link ends every session of the link's account: whose, read before the link
    // is used up, so their open event streams hear it.
    let resetUserId: string | undefined;
    const resetToken = fields.token ?? c.req.query('token');
    if (c.req.method === 'POST' && endpoint === '/reset-password' && resetToken) {
      const [link] = await db
        .select({ userId: verification.value })
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${resetToken}`));
      resetUserId = link?.userId;
    }

    let sentBody = body;
    if (c.req.method === 'POST' && endpoint === '/change-password') {
      sentBody = signingOutOtherDevices(body);
      // The body's length may have changed; the Request works it out again.
      headers.delete('content-length');
    }
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body: sentBody }));

    if (endpoint === '/get-session' && response.ok) {
      // The web app asks this on every page: a deactivated member is signed out, as every other route says.
      const found = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: unknown } } | null;
      const id = found?.user?.id;
      if (typeof id === 'string' && !(await resolveActiveActor(db, id))) return Response.json(null);
    }
    if (sessionUserId && response.ok && ENDS_SESSIONS.has(endpoint)) publishSessionsEnded(bus, logger, sessionUserId);
    const newPasswordFor =
      endpoint === '/reset-password' ? resetUserId : endpoint === '/change-password' ? sessionUserId : undefined;
    if (newPasswordFor && response.ok) {
      // Any other reset link still in someone's inbox would undo the password just chosen: void them all.
      await db
        .delete(verification)
        .where(and(eq(verification.value, newPasswordFor), like(verification.identifier, 'reset-password:%')));
      if (endpoint === '/reset-password') publishSessionsEnded(bus, logger, newPasswordFor);
    }
    if (endpoint === '/update-user' && response.ok && sessionUserId && fields.name !== undefined) {
      // better-auth renamed the account only: the profile and the team list show the same name.
      const userId = sessionUserId;
      await db.transaction(async (tx) => {
        const [renamed] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
        if (renamed) await setDisplayName(tx, userId, renamed.name, new Date());
      });
    }

    if (endpoint === '/sign-up/email' && !response.ok && email) {
      const failure = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { code?: string };
      // An address with an account is answered without saying so, and its owner told (sign-up-taken.ts).
      // Two sign-ups of one address at once: the loser's insert hits the unique index and better-auth
      // reports a generic failure; that is the same case, but the account is this person's own, just made.
      const taken = failure.code?.startsWith('USER_ALREADY_EXISTS') === true;
      const lostRace =
        failure.code === 'FAILED_TO_CREATE_USER' &&
        (await db.select({ id: user.id }).from(user).where(eq(user.email, email))).length > 0;
      if (taken || lostRace) {
        return answerSignUpTaken({
          mailer,
          logger,
          mails: signUpMailLimiter,
          publicUrl: config.publicUrl,
          email,
          name: fields.name ?? '',
          tellOwner: taken,
        });
      }
    }
    if (endpoint === '/sign-out' && response.ok) {
      // Photos and pages of this account must not stay in the browser for the next person on the device.
      const cleared = new Response(response.body, response);
      cleared.headers.set('Clear-Site-Data', '"cache"');
      return cleared;
    }
    return response;
  };
}
