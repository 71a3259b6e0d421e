import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { createCheckout } from '../api/create-checkout.ts';
import { createSignupCheckout } from '../api/create-signup-checkout.ts';
import { checkoutFailureMessage } from './checkout-failure.ts';

// What apiFetch throws when fetch itself fails: its network message, fetch's error kept as the cause.
const noAnswer = (cause: unknown) => new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed, { cause });

afterEach(() => vi.unstubAllGlobals());

describe('checkoutFailureMessage (commercial-side.md section 8)', () => {
  it('a plan checkout refused as signed out: "Authentication failed"; a credit pack keeps the server\'s words', () => {
    expect(checkoutFailureMessage(new AppError('UNAUTHORIZED', BILLING_MESSAGES.mustSignInToBuy), 'plan')).toBe(
      BILLING_MESSAGES.authFailed,
    );
    expect(checkoutFailureMessage(new AppError('UNAUTHORIZED', BILLING_MESSAGES.mustSignInToBuy), 'pack')).toBe(
      BILLING_MESSAGES.mustSignInToBuy,
    );
  });

  it('out of time: "Request timeout", whether apiFetch wrapped the timeout or it came as it was', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    for (const asker of ['plan', 'pack'] as const) {
      expect(checkoutFailureMessage(noAnswer(timeout), asker)).toBe(BILLING_MESSAGES.requestTimeout);
      expect(checkoutFailureMessage(timeout, asker)).toBe(BILLING_MESSAGES.requestTimeout);
    }
  });

  it('no answer at all ("Failed to fetch"): the credits dialog\'s network text; the plans keep the app\'s', () => {
    const failed = noAnswer(new TypeError('Failed to fetch'));
    expect(checkoutFailureMessage(failed, 'pack')).toBe(BILLING_MESSAGES.creditsNetworkError);
    expect(checkoutFailureMessage(failed, 'plan')).toBe(APP_MESSAGES.networkFailed);
  });

  it("shows the server's refusal, and each form's fallback for anything else", () => {
    const refused = new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPrice);
    expect(checkoutFailureMessage(refused, 'pack')).toBe(BILLING_MESSAGES.unknownPrice);
    expect(checkoutFailureMessage(refused, 'plan')).toBe(BILLING_MESSAGES.unknownPrice);
    // A server's own 503 (no fetch failure behind it) is not the network text.
    expect(checkoutFailureMessage(new AppError('SERVICE_UNAVAILABLE', 'Stripe is down'), 'pack')).toBe(
      'Stripe is down',
    );
    expect(checkoutFailureMessage(new AppError('INTERNAL', 'boom'), 'plan')).toBe(BILLING_MESSAGES.checkoutFailed);
    expect(checkoutFailureMessage(new Error('boom'), 'pack')).toBe(BILLING_MESSAGES.startCheckoutFailed);
  });
});

describe('the checkout requests', () => {
  /** A server that never answers: the request ends only when its signal aborts it, as fetch does. */
  const silentServer = () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signals.push(init.signal);
            init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error), { once: true });
          }),
      ),
    );
    return signals;
  };

  it('both carry a timeout signal, and a request that outlives it reads "Request timeout"', async () => {
    const signals = silentServer();
    void createCheckout({ priceId: 'price_1', mode: 'payment' }).catch(() => undefined);
    void createSignupCheckout({ priceId: 'price_2', mode: 'subscription' }).catch(() => undefined);
    expect(signals).toHaveLength(2);
    for (const signal of signals) {
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(signal!.aborted).toBe(false);
    }

    // The same path a 60 s timeout takes, shortened: fetch rejects with the signal's TimeoutError.
    const error = await createCheckout({ priceId: 'price_1', mode: 'subscription' }, AbortSignal.timeout(5)).catch(
      (cause: unknown) => cause,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(checkoutFailureMessage(error, 'plan')).toBe(BILLING_MESSAGES.requestTimeout);
  });
});
