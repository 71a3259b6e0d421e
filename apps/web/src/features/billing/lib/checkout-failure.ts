import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { failureMessage } from '@/lib/api-client';

/**
 * Which form asked for the checkout. The server's door cannot tell (it refuses before reading the body),
 * but the spec words a refusal by what the person was buying (commercial-side.md section 8).
 */
export type CheckoutAsker = 'plan' | 'pack';

/** A request given up on by its AbortSignal.timeout: as thrown by fetch, or as apiFetch's cause. */
const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * What to say when a checkout could not be started (commercial-side.md section 8): out of time, "Request
 * timeout"; signed out while choosing a plan, "Authentication failed. Please sign in again." (a credit
 * pack keeps the server's "You must be logged in to purchase credits"); no answer at all in the credits
 * dialog, its network text; otherwise the server's words for a refusal, or the form's fallback.
 */
export function checkoutFailureMessage(error: unknown, asker: CheckoutAsker): string {
  const cause = error instanceof AppError ? error.cause : undefined;
  if (isTimeout(error) || isTimeout(cause)) return BILLING_MESSAGES.requestTimeout;
  if (error instanceof AppError) {
    if (asker === 'plan' && error.code === 'UNAUTHORIZED') return BILLING_MESSAGES.authFailed;
    // apiFetch keeps fetch's own failure ("Failed to fetch") as the cause when no answer came.
    if (asker === 'pack' && cause instanceof TypeError) return BILLING_MESSAGES.creditsNetworkError;
  }
  return failureMessage(
    error,
    asker === 'plan' ? BILLING_MESSAGES.checkoutFailed : BILLING_MESSAGES.startCheckoutFailed,
  );
}
