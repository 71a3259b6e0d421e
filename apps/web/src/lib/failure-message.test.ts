import { describe, expect, it } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import { failureMessage } from './api-client.ts';

describe('failureMessage', () => {
  it("shows the server's words for a refusal and for a failing service, the fallback for anything else", () => {
    expect(failureMessage(new AppError('CONFLICT', 'User already exists. Use another email.'), 'Failed')).toBe(
      'User already exists. Use another email.',
    );
    // A misconfigured Stripe price: the server names it (commercial-side.md section 8).
    expect(
      failureMessage(new AppError('BAD_GATEWAY', 'Invalid price configuration. Please contact support.'), 'Failed'),
    ).toBe('Invalid price configuration. Please contact support.');
    // No answer at all: the spec's network message.
    expect(failureMessage(new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed), 'Failed')).toBe(
      APP_MESSAGES.networkFailed,
    );
    expect(failureMessage(new AppError('INTERNAL', 'Something went wrong. Please try again.'), 'Failed')).toBe(
      'Failed',
    );
    expect(failureMessage(new TypeError('boom'), 'Failed')).toBe('Failed');
  });
});
