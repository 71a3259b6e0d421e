import type { AiFailureKind } from './photo-analyzer.ts';

/**
 * What can go wrong while making a studio photo. The provider kinds are the analyzer's (classified the
 * same way from the AI SDK's errors); the spec words them as "timed out, unable to connect, or error with
 * status" (core-app.md section 8). "no-image": the provider answered without a usable picture. "engine":
 * the offline model failed (it could not load, or ran out of memory).
 */
export type EnhancementFailureKind =
  | Extract<AiFailureKind, 'timeout' | 'network' | 'rate-limited' | 'auth' | 'overloaded' | 'rejected'>
  | 'no-image'
  | 'engine';

export class PhotoEnhancerError extends Error {
  readonly kind: EnhancementFailureKind;
  /** The provider's HTTP status, when it answered with one. */
  readonly status: number | undefined;
  constructor(kind: EnhancementFailureKind, options?: { status?: number | undefined; cause?: unknown }) {
    super(`Photo enhancer failure: ${kind}${options?.status ? ` (${options.status})` : ''}`, options);
    this.name = 'PhotoEnhancerError';
    this.kind = kind;
    this.status = options?.status;
  }
}

export interface EnhancedPhoto {
  /** False when no single item could be cut out: `photo` is then the original, untouched. */
  itemFound: boolean;
  /** The studio photo (any of JPEG, PNG or WebP; the caller re-encodes it like an upload). */
  photo: Buffer;
}

/** A photo in, the item on white out (or the original and itemFound false), or a PhotoEnhancerError. */
export interface PhotoEnhancer {
  /** Recorded on the charge: "local", "google". */
  readonly provider: string;
  /** Stops early, rejecting with the signal's reason, when `signal` aborts (the caller's timeout or a cancel). */
  enhance(photo: Buffer, signal: AbortSignal): Promise<EnhancedPhoto>;
}
