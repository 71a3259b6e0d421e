import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { APP_MESSAGES } from '@tagwise/core/messages';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@tagwise/core/schemas/auth';

export interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** better-auth's client returns errors as plain objects; this makes them real Errors that keep code and status. */
export class AuthRequestError extends Error implements AuthClientError {
  readonly code: string | undefined;
  readonly status: number | undefined;
  constructor(error: AuthClientError) {
    super(error.message ?? error.code ?? 'Authentication request failed');
    this.name = 'AuthRequestError';
    this.code = error.code;
    this.status = error.status;
  }
}

export const toAuthError = (error: AuthClientError) => new AuthRequestError(error);

/**
 * Our code for a sign-up the server answered without an account or a session: the address has one already,
 * which the server does not say (decision 0021). Never a server's code: api/sign-up.ts raises it.
 */
export const ACCOUNT_NOT_CREATED = 'ACCOUNT_NOT_CREATED';

export type AuthErrorOutcome =
  | { kind: 'message'; text: string }
  /** A sign-up that made no account (the address may have one): the person is switched to signing in. */
  | { kind: 'not-created'; text: string };

/**
 * Turns what better-auth answered into the text the spec gives (commercial-side section 8 and
 * core-app section 8), for the sign-in and sign-up forms.
 */
export function authErrorMessage(error: AuthClientError, mode: 'signin' | 'signup' | 'signup-claim'): AuthErrorOutcome {
  const code = error.code ?? '';
  if (error.status === 429 || code === 'TOO_MANY_REQUESTS') {
    // The server says how long to wait ("Try again in 40 seconds."); better-auth's own limit does not.
    const saysHowLong = error.message?.startsWith('Too many attempts. Try again in');
    return { kind: 'message', text: saysHowLong ? error.message! : AUTH_MESSAGES.tooManyAttempts };
  }
  // Browsers word a failed fetch differently: Chrome "Failed to fetch", Firefox "NetworkError...", Safari "Load failed".
  if (error.status === 0 || /failed to fetch|networkerror|load failed/i.test(error.message ?? '')) {
    return { kind: 'message', text: APP_MESSAGES.networkFailed };
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || /invalid login credentials/i.test(error.message ?? '')) {
    return { kind: 'message', text: AUTH_MESSAGES.invalidCredentials };
  }
  if (code === ACCOUNT_NOT_CREATED) {
    return {
      kind: 'not-created',
      text: mode === 'signup-claim' ? AUTH_MESSAGES.notCreatedClaim : AUTH_MESSAGES.notCreated,
    };
  }
  if (code === 'PASSWORD_TOO_SHORT') return { kind: 'message', text: PASSWORD_TOO_SHORT_MESSAGE };
  if (code === 'INVALID_EMAIL') return { kind: 'message', text: AUTH_MESSAGES.invalidEmail };
  if (code === 'FAILED_TO_CREATE_USER' || /database error saving new user/i.test(error.message ?? '')) {
    return { kind: 'message', text: AUTH_MESSAGES.databaseSignupError };
  }
  if (error.message) return { kind: 'message', text: error.message };
  return { kind: 'message', text: mode === 'signin' ? AUTH_MESSAGES.signinFailed : AUTH_MESSAGES.signupFailed };
}
