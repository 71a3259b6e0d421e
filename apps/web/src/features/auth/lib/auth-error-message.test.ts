import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_CREATED, authErrorMessage } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it('translates a wrong password into the spec text', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'signin')).toEqual({
      kind: 'message',
      text: 'Invalid email or password',
    });
    expect(authErrorMessage({ message: 'Invalid login credentials' }, 'signin').text).toBe('Invalid email or password');
  });

  it('sends a sign-up that made no account to sign-in, saying so without saying the address is taken', () => {
    expect(authErrorMessage({ code: ACCOUNT_NOT_CREATED }, 'signup')).toEqual({
      kind: 'not-created',
      text: 'No new account was created. If this address already has a Tagwise account, sign in below, or use the link we e-mailed to it.',
    });
    expect(authErrorMessage({ code: ACCOUNT_NOT_CREATED }, 'signup-claim')).toEqual({
      kind: 'not-created',
      text: 'No new account was created. If this address already has a Tagwise account, sign in below to claim your subscription, or use the link we e-mailed to it.',
    });
  });

  it('explains rate limits, short passwords and network failures', () => {
    expect(authErrorMessage({ status: 429 }, 'signin').text).toMatch(/Too many attempts/);
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', status: 400 }, 'signup').text).toBe(
      'Password must be at least 6 characters long',
    );
    expect(authErrorMessage({ status: 0 }, 'signin').text).toMatch(/^Network connection failed/);
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'signin').text).toMatch(/^Network connection failed/);
    expect(authErrorMessage({ message: 'Database error saving new user' }, 'signup').text).toBe(
      'Account creation failed due to a database issue. Please try again or contact support.',
    );
  });

  it('falls back to the server message, then to the spec default per form', () => {
    expect(authErrorMessage({ message: 'Account is locked' }, 'signin').text).toBe('Account is locked');
    expect(authErrorMessage({}, 'signin').text).toBe('An error occurred');
    expect(authErrorMessage({}, 'signup').text).toBe('An error occurred during signup');
  });
});
