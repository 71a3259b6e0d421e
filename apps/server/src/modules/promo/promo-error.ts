import { AppError } from '@tagwise/core/errors';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { PROMO_MESSAGES } from '@tagwise/core/values/promo';
import type { AiFailureKind } from '../../ai/photo-analyzer.ts';

/**
 * The person's message for a failed generation (core-app.md section 8): the provider's own trouble
 * (quota, authentication, overload, timeout, network) in the AI messages every AI call shares; an answer
 * with nothing usable in it is "No promotional content received"; anything else the promo failure.
 */
export function promoError(kind: AiFailureKind, unlimited: boolean, cause: unknown): AppError {
  const error = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
    new AppError(code, message, { cause });
  switch (kind) {
    case 'rate-limited':
      return unlimited
        ? error('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.globalQuota)
        : error('PAYMENT_REQUIRED', ANALYSIS_MESSAGES.quotaExceeded);
    case 'auth':
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.authFailed);
    case 'overloaded':
      return error('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.overloaded);
    case 'timeout':
      return error('GATEWAY_TIMEOUT', ANALYSIS_MESSAGES.timeout);
    case 'network':
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.network);
    case 'no-text':
    case 'unparseable':
    case 'no-name':
      return error('BAD_GATEWAY', PROMO_MESSAGES.noContent);
    case 'rejected':
      return error('BAD_GATEWAY', PROMO_MESSAGES.failed);
  }
}
