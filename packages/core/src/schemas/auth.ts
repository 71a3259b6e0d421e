import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages.ts';
import { PASSWORD_RESET_MESSAGES } from '../values/password-reset.ts';

// The spec's email rule: something@something.something with no spaces, after trimming.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailSaying = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(254, AUTH_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);

export const Email = emailSaying(AUTH_MESSAGES.missingCredentials);

// No strength rule is shown to the user at sign-in; the server's own minimum applies at sign-up.
export const Password = z.string().min(1, AUTH_MESSAGES.missingCredentials).max(128);

// The spec fixes 6 (core-app.md section 5, change password); sign-up uses the same floor so the two agree.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

export const Credentials = z.object({ email: Email, password: Password });
export type Credentials = z.infer<typeof Credentials>;

/** "Forgot password?": the address to send the reset link to, by the sign-in form's e-mail rule. */
export const PasswordResetRequest = z.object({ email: emailSaying(PASSWORD_RESET_MESSAGES.emailMissing) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
