import { describe, expect, it } from 'vitest';
import { PasswordChangeForm } from '../src/schemas/account-settings.ts';
import { PASSWORD_TOO_COMMON_MESSAGE } from '../src/values/common-passwords.ts';

/** Each field's messages, as the form shows them. */
const messages = (input: { currentPassword?: string; newPassword?: string; confirmPassword?: string }) => {
  const result = PasswordChangeForm.safeParse({
    currentPassword: 'old-secret-1',
    newPassword: '',
    confirmPassword: '',
    ...input,
  });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

// core-app.md section 5: both fields required, at least 6 characters, both the same, in the spec's words.
describe('the change-password form', () => {
  it('asks for both password fields when either is empty, on the first empty one', () => {
    expect(messages({})).toEqual({ newPassword: 'Please fill in both password fields' });
    expect(messages({ newPassword: 'new-secret-2' })).toEqual({
      confirmPassword: 'Please fill in both password fields',
    });
    expect(messages({ confirmPassword: 'new-secret-2' })).toEqual({
      newPassword: 'Please fill in both password fields',
    });
  });

  it('says when the two do not match, once the new one is long enough', () => {
    expect(messages({ newPassword: 'new-secret-2', confirmPassword: 'new-secret-3' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(messages({ newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect(messages({ newPassword: 'password1', confirmPassword: 'password1' })).toEqual({
      newPassword: PASSWORD_TOO_COMMON_MESSAGE,
    });
  });

  it('keeps the current password with its own message, and passes a good change', () => {
    expect(messages({ currentPassword: '', newPassword: 'new-secret-2', confirmPassword: 'new-secret-2' })).toEqual({
      currentPassword: 'Enter your current password',
    });
    expect(messages({ newPassword: 'new-secret-2', confirmPassword: 'new-secret-2' })).toEqual({});
  });
});
