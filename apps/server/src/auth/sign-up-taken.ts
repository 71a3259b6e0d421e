import { randomInt } from 'node:crypto';
import { signUpTakenMail } from '@tagwise/core/values/sign-up-taken';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendWithoutWaiting } from '../mail/send-without-waiting.ts';
import type { AttemptCounts } from './attempt-counts.ts';

/** E-mails about sign-up attempts to one address, whoever makes them, per `mails` window: no inbox flood. */
const TAKEN_MAILS_PER_EMAIL = 3;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A sign-up with an address that already has an account (decision 0021). No account is made, and the answer
 * does not say why: 200, shaped as better-auth answers a sign-up that does not sign in (no session token, a
 * user that is not stored, with an id of better-auth's form), where before it was a 422 "user already
 * exists" that told anyone who has an account. The address's owner is told by e-mail instead, with the way
 * in, so a person who forgot their account finds it, and someone probing addresses alerts their owners.
 */
export async function answerSignUpTaken({
  mailer,
  logger,
  mails,
  publicUrl,
  email,
  name,
  tellOwner,
}: {
  mailer: Mailer;
  logger: Logger;
  /** Counts the mails per address (a window of minutes). */
  mails: AttemptCounts;
  publicUrl: string;
  email: string;
  name: string;
  /** False for the loser of a race of sign-ups of one address: the account is this person's, seconds old. */
  tellOwner: boolean;
}): Promise<Response> {
  if (tellOwner && (await mails.attempt([[`sign-up-taken:${email}`, TAKEN_MAILS_PER_EMAIL]])).allowed) {
    const mail = signUpTakenMail({ signInUrl: `${publicUrl}/signin`, resetUrl: `${publicUrl}/forgot-password` });
    await sendWithoutWaiting(mailer, logger, { to: email, ...mail }, 'sign-up with a taken address');
  }
  const now = new Date().toISOString();
  const id = Array.from({ length: 32 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  return Response.json({
    token: null,
    user: { id, email, name, image: null, emailVerified: false, createdAt: now, updatedAt: now },
  });
}
