import { betterAuth } from 'better-auth/minimal'; // without Kysely (~260 modules at start): we give it drizzle
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { openAPI, testUtils } from 'better-auth/plugins';
import { APIError } from 'better-auth/api';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { PASSWORD_MIN_LENGTH } from '@tagwise/core/schemas/auth';
import { PASSWORD_RESET_LINK_HOURS, passwordResetMail } from '@tagwise/core/values/password-reset';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resolveActiveActor } from './actor.ts';
import { sendWithoutWaiting } from '../mail/send-without-waiting.ts';

/**
 * The header our HTTP layer fills with the connection's address (or the proxy's X-Forwarded-For
 * when TRUST_PROXY is on) after removing any value the client sent, so rate limits key on the real
 * client and cannot be dodged by forging a header.
 */
export const CLIENT_IP_HEADER = 'x-tagwise-client-ip';

export interface AuthDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

export function createAuth({ config, db, logger, mailer, secret }: AuthDeps) {
  return betterAuth({
    appName: 'Tagwise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Sign-up signs a new account in at once (decision 0003); an address that has an account gets an
      // answer that does not say so, and its owner an e-mail (auth-route.ts, decision 0021).
      requireEmailVerification: false,
      // "Forgot password?": a link by e-mail, valid for an hour and once; setting the new password ends every
      // session of the account, as a change does (core-app.md section 5), since whoever knew the old one may
      // be signed in somewhere. An unknown address gets the same answer and no mail (better-auth's own rule);
      // the new password's rules, the limits and the event streams told are in auth-route.ts.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // The link is built here, not from the request's redirectTo: it always leads to our own page, which
        // better-auth's callback sends to with ?token=... or, expired or used, ?error=INVALID_TOKEN.
        const link = `${config.publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent('/reset-password')}`;
        await sendWithoutWaiting(mailer, logger, { to: user.email, ...passwordResetMail(link) }, 'password reset');
      },
    },
    // A new address takes effect once its owner opens the link sent to it (core-app.md section 5).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail address for Tagwise',
          text: `Hello,\n\nOpen this link to confirm ${user.email} for your Tagwise account:\n\n${url}\n\nIf you did not ask for this, ignore this message.\n`,
        });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: 'offline',
            prompt: 'select_account consent',
          },
        }
      : {},
    databaseHooks: {
      session: {
        create: {
          // A team member their admin deactivated gets no session, whichever way they sign in: with a
          // password (403 with the reason), or with Google, whose callback sends them back to the sign-in page
          // with it (?error=ACCOUNT_DEACTIVATED). Before, Google's gave a session every route then refused.
          before: async (session) => {
            if (!(await resolveActiveActor(db, session.userId))) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DEACTIVATED', message: TEAM_MESSAGES.deactivated });
            }
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // A session in use is extended at most once a day, so reads stay reads.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        // Sign-in and sign-up have our own limits per account and address (auth-route.ts).
        '/sign-in/*': false,
        '/sign-up/*': false,
        // So do a password reset's request and the new password (auth-route.ts): per address and e-mail.
        '/request-password-reset': false,
        '/reset-password': false,
        // Read on every page load and tab focus; people behind one office NAT share an address.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'tagwise',
      // better-auth skips its Origin/CSRF check under NODE_ENV=test; we want tests to see production behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: config.logLevel === 'silent' ? 'error' : config.logLevel,
      log: (level, message, ...args) => {
        if (config.logLevel === 'silent') return;
        logger[level](`auth: ${message}`, args.length ? { args } : undefined);
      },
    },
    plugins: [
      // Describes the auth endpoints for our /api/openapi.json; its own CDN-based page stays off.
      openAPI({ disableDefaultReference: true }),
      ...(config.testHooks ? [testUtils()] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
