import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';

/**
 * One policy for what a failed AI operation (an analysis, a studio photo) tells the person (CONVENTIONS
 * 10). The server words its refusals and the AI provider's failures for people (out of credits, plan,
 * overloaded, timed out), so its message is shown as it is, 5xx included; a request that never got an
 * answer gets the operation's own network wording; anything else the operation's generic text. Out of
 * credits is flagged so the caller opens the purchase-credits dialog.
 */
export function aiOperationFailure(error: unknown, messages: { network: string; fallback: string }) {
  if (error instanceof AppError) {
    if (error.code === 'PAYMENT_REQUIRED') return { message: error.message, outOfCredits: true };
    if (error.message === APP_MESSAGES.networkFailed) return { message: messages.network, outOfCredits: false };
    return { message: error.message, outOfCredits: false };
  }
  return { message: messages.fallback, outOfCredits: false };
}
