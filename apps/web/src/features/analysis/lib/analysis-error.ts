import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { aiOperationFailure } from '@/lib/ai-failure';
import { PhotoProcessingError } from './resize-photo';

/**
 * What a failed analysis tells the person: a photo the browser could not prepare says which and why;
 * the rest follows the AI operations' one policy with the analysis wording (lib/ai-failure.ts).
 */
export function analysisFailure(error: unknown, fallback: string = ANALYSIS_MESSAGES.generic) {
  if (error instanceof PhotoProcessingError) return { message: error.message, outOfCredits: false };
  return aiOperationFailure(error, { network: ANALYSIS_MESSAGES.network, fallback });
}
