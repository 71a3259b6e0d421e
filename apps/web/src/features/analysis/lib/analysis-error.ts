import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { PhotoProcessingError } from './resize-photo';

/**
 * One policy for what a failed analysis tells the person (CONVENTIONS 10). The server words its refusals
 * and the AI provider's failures for people (quota, not configured, overloaded, timed out), so its message
 * is shown as it is, 5xx included; a request that never got an answer gets the AI wording of the
 * network message; anything else the spec's generic text.
 */
export function analysisFailure(error: unknown, fallback: string = ANALYSIS_MESSAGES.generic) {
  if (error instanceof PhotoProcessingError) return { message: error.message, outOfCredits: false };
  if (error instanceof AppError) {
    if (error.code === 'PAYMENT_REQUIRED') return { message: error.message, outOfCredits: true };
    if (error.message === APP_MESSAGES.networkFailed)
      return { message: ANALYSIS_MESSAGES.network, outOfCredits: false };
    return { message: error.message, outOfCredits: false };
  }
  return { message: fallback, outOfCredits: false };
}
