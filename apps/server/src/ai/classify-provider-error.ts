import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  NoContentGeneratedError,
  TypeValidationError,
} from 'ai';
import type { AiFailureKind } from './photo-analyzer.ts';

/**
 * What kind of failure an AI SDK error is, or null for something else (a bug of ours, or the caller
 * cancelled), which the caller rethrows as it is. `timedOut` says our own per-attempt timer fired: the
 * SDK then reports an abort, which is a timeout from the person's point of view.
 */
export function classifyProviderError(error: unknown, timedOut: boolean): AiFailureKind | null {
  if (timedOut) return 'timeout';
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // No status: the request never got an answer (refused connection, DNS, reset).
    if (status === undefined) return 'network';
    if (status === 429) return 'rate-limited';
    if (status === 401 || status === 403) return 'auth';
    if (status === 408) return 'timeout';
    if (status >= 500) return 'overloaded';
    return 'rejected';
  }
  if (EmptyResponseBodyError.isInstance(error) || NoContentGeneratedError.isInstance(error)) return 'no-text';
  if (
    InvalidResponseDataError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return 'unparseable';
  }
  if (error instanceof TypeError && /fetch failed|network/i.test(error.message)) return 'network';
  return null;
}
