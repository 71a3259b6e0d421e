import { AppError } from '@tagwise/core/errors';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import type { AiFailureKind } from '../../ai/photo-analyzer.ts';

/**
 * The person's message for a provider failure (core-app.md section 8). A 429 means "buy credits" on a
 * plan with a limit, but "the service is busy" on an unlimited one, where buying cannot help.
 */
export function analysisError(kind: AiFailureKind, unlimited: boolean, cause: unknown): AppError {
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
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.noText);
    case 'unparseable':
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.unparseable);
    case 'no-name':
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.noName);
    case 'rejected':
      return error('BAD_GATEWAY', ANALYSIS_MESSAGES.generic);
  }
}
