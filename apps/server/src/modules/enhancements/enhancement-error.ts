import { AppError } from '@tagwise/core/errors';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/schemas/enhancements';
import type { PhotoEnhancerError } from '../../ai/photo-enhancer.ts';

/**
 * The person's message for a failed studio photo: timed out, unable to connect, or failed with the
 * provider's status (core-app.md section 8). The status is a fact support can act on, so it is shown.
 */
export function enhancementError(failure: PhotoEnhancerError): AppError {
  const error = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
    new AppError(code, message, { cause: failure });
  const withStatus = failure.status
    ? ENHANCEMENT_MESSAGES.failedWithStatus(failure.status)
    : ENHANCEMENT_MESSAGES.failed;
  switch (failure.kind) {
    case 'timeout':
      return error('GATEWAY_TIMEOUT', ENHANCEMENT_MESSAGES.timeout);
    case 'network':
      return error('BAD_GATEWAY', ENHANCEMENT_MESSAGES.network);
    case 'rate-limited':
    case 'overloaded':
      return error('SERVICE_UNAVAILABLE', withStatus);
    case 'auth':
    case 'rejected':
      return error('BAD_GATEWAY', withStatus);
    case 'no-image':
      return error('BAD_GATEWAY', ENHANCEMENT_MESSAGES.noImage);
    case 'engine':
      return error('SERVICE_UNAVAILABLE', ENHANCEMENT_MESSAGES.failed);
  }
}
