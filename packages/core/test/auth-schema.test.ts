import { describe, expect, it } from 'vitest';
import { Credentials, Email } from '../src/schemas/auth.ts';
import { AUTH_MESSAGES } from '../src/messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in and sign-up fields', () => {
  it('trims the e-mail', () => {
    expect(Email.parse('  ada@example.com ')).toBe('ada@example.com');
  });

  it('asks for both fields when either is empty', () => {
    expect(firstMessage(Credentials.safeParse({ email: '', password: 'x' }))).toBe(AUTH_MESSAGES.missingCredentials);
    expect(firstMessage(Credentials.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      AUTH_MESSAGES.missingCredentials,
    );
    expect(AUTH_MESSAGES.missingCredentials).toBe('Please enter your email and password');
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com'])('refuses %s as an e-mail', (email) => {
    expect(firstMessage(Email.safeParse(email))).toBe('Please enter a valid email address');
  });

  it.each(['ada@example.com', 'o.brien+sale@estate.co.uk'])('accepts %s', (email) => {
    expect(Email.safeParse(email).success).toBe(true);
  });
});
