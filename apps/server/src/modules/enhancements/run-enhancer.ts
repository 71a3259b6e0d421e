import { AppError } from '@tagwise/core/errors';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/schemas/enhancements';
import { PhotoEnhancerError, type EnhancedPhoto } from '../../ai/photo-enhancer.ts';
import { untilAborted } from '../../ai/until-aborted.ts';
import { enhancementError } from './enhancement-error.ts';
import type { StudioPhotos } from './studio-photos.ts';

/**
 * One studio photo within the deadline. The enhancer gets one signal for both the deadline and the
 * person leaving, and is not waited for past it; what went wrong comes back as an AppError with the
 * person's message (a deadline is a timeout, a person who left is a cancel, not a server fault).
 */
export async function runEnhancer(
  { enhancer, timeoutMs }: StudioPhotos,
  photo: Buffer,
  signal: AbortSignal | undefined,
): Promise<EnhancedPhoto> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    return await untilAborted(enhancer.enhance(photo, stop), stop);
  } catch (error) {
    if (deadline.aborted) throw new AppError('GATEWAY_TIMEOUT', ENHANCEMENT_MESSAGES.timeout, { cause: error });
    if (signal?.aborted) throw new AppError('BAD_REQUEST', ENHANCEMENT_MESSAGES.cancelled, { cause: error });
    if (error instanceof PhotoEnhancerError) throw enhancementError(error);
    throw error;
  }
}
