import { describe, expect, it } from 'vitest';
import { PasswordResetForm } from '../src/schemas/account-settings.ts';
import { PasswordResetRequest } from '../src/schemas/auth.ts';
import { PASSWORD_TOO_COMMON_MESSAGE } from '../src/values/common-passwords.ts';
import { passwordResetMail } from '../src/values/password-reset.ts';

/** Each field's first message: the one the form shows. */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('the forgot-password form', () => {
  it('asks for the address alone, then checks its shape as sign-in does', () => {
    expect(issues(PasswordResetRequest.safeParse({ email: '  ' }))).toEqual({
      email: 'Please enter your email address',
    });
    expect(issues(PasswordResetRequest.safeParse({ email: 'not-an-address' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(PasswordResetRequest.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('the reset-password form', () => {
  const messages = (newPassword: string, confirmPassword: string) =>
    issues(PasswordResetForm.safeParse({ newPassword, confirmPassword }));

  it('applies the change-password rules: both fields, 6 characters, not common, the same', () => {
    expect(messages('', '')).toEqual({ newPassword: 'Please fill in both password fields' });
    expect(messages('abc12', 'abc12')).toEqual({ newPassword: 'Password must be at least 6 characters long' });
    expect(messages('password1', 'password1')).toEqual({ newPassword: PASSWORD_TOO_COMMON_MESSAGE });
    expect(messages('new-secret-2', 'new-secret-3')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(messages('new-secret-2', 'new-secret-2')).toEqual({});
  });
});

describe('the reset e-mail', () => {
  it('carries the link, how long it works, and what to do if it was not asked for', () => {
    const mail = passwordResetMail('https://tagwise.example/api/auth/reset-password/abc?callbackURL=%2Freset-password');
    expect(mail.subject).toBe('Reset your Tagwise password');
    expect(mail.text).toContain(
      '\n\nhttps://tagwise.example/api/auth/reset-password/abc?callbackURL=%2Freset-password\n\n',
    );
    expect(mail.text).toContain('The link works for 1 hour, once.');
    expect(mail.text).toContain('If you did not ask for this, ignore this message.');
  });
});
