import type { Comparable } from '@tagwise/core/analysis/price-local-item';
import type { Category } from '@tagwise/core/catalog/categories';
import type { AnalyzerAnswer } from '@tagwise/core/analysis/post-process';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';

/**
 * What can go wrong with a provider's answer, in the terms the spec's messages use (core-app.md section
 * 8). The analysis use case turns each into the person's message; "rate-limited" needs the plan to choose
 * between "buy credits" and "try later", which the analyzer does not know.
 */
export type AiFailureKind =
  'rate-limited' | 'auth' | 'overloaded' | 'rejected' | 'timeout' | 'network' | 'no-text' | 'unparseable' | 'no-name';

/** Failures worth another attempt: the next one may well work. A 429 is not one (quota, not luck). */
export const RETRYABLE_FAILURES: ReadonlySet<AiFailureKind> = new Set(['timeout', 'network', 'overloaded']);

export class AiProviderError extends Error {
  readonly kind: AiFailureKind;
  constructor(kind: AiFailureKind, options?: { cause?: unknown }) {
    super(`AI provider failure: ${kind}`, options);
    this.name = 'AiProviderError';
    this.kind = kind;
  }
}

export interface AnalyzePhotosInput {
  /** Every photo of one item (display-size WebP), sent together in one request. */
  photos: Buffer[];
  manualInfo: Partial<ManualInfo> | undefined;
  signal?: AbortSignal;
  /**
   * The workspace's own items of a category and type, for an analyzer that prices from them (the
   * offline one); cloud providers research prices themselves and ignore it.
   */
  findComparables?: (query: { category: Category; noun: string }) => Promise<Comparable[]>;
}

/** One item's photos in, the provider's structured analysis out (or an AiProviderError). */
export interface PhotoAnalyzer {
  /** Recorded on the item: "openai", "google", ... */
  readonly provider: string;
  analyzeItemPhotos(input: AnalyzePhotosInput): Promise<AnalyzerAnswer>;
}
