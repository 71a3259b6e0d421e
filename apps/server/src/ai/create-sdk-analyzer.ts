import { setTimeout as delay } from 'node:timers/promises';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { checkAiAnalysis, readAiAnalysis } from '@tagwise/core/analysis/read-ai-analysis';
import {
  AiAnalysis,
  ANALYSIS_RETRIES,
  ANALYSIS_RETRY_DELAY_MS,
  ANALYSIS_TIMEOUT_MS,
  type ManualInfo,
} from '@tagwise/core/schemas/analysis';
import type { AiConfig } from '../config.ts';
import { analysisRequestText, ANALYSIS_SYSTEM_PROMPT } from './analysis-prompt.ts';
import { classifyProviderError } from './classify-provider-error.ts';
import { AiProviderError, RETRYABLE_FAILURES, type PhotoAnalyzer } from './photo-analyzer.ts';
import { createProviderModel } from './provider-model.ts';

/** The retry policy; tests shorten it so a timeout test takes milliseconds, not 90 seconds. */
export interface AnalyzerTiming {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** An analysis with sources is about 1,500 tokens; this leaves room without letting a runaway answer cost more. */
const MAX_OUTPUT_TOKENS = 4096;

const DEFAULT_TIMING: AnalyzerTiming = {
  timeoutMs: ANALYSIS_TIMEOUT_MS,
  retries: ANALYSIS_RETRIES,
  retryDelayMs: ANALYSIS_RETRY_DELAY_MS,
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
};

/**
 * A cloud provider through the AI SDK, with the AiAnalysis schema as structured output: each attempt
 * has its own timeout; network failures, timeouts and 5xx answers are tried again after a pause
 * (core-app.md section 7: 30 s, 2 retries, 2 s). The SDK's own retries are off so the policy is ours.
 */
export function createSdkAnalyzer(ai: AiConfig, timing: Partial<AnalyzerTiming> = {}): PhotoAnalyzer {
  const policy = { ...DEFAULT_TIMING, ...timing };
  const model = createProviderModel(ai);
  return {
    provider: ai.provider,
    async analyzeItemPhotos({ photos, manualInfo, signal }) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await attemptAnalysis(model, photos, manualInfo, policy.timeoutMs, signal);
        } catch (error) {
          const retry =
            error instanceof AiProviderError &&
            RETRYABLE_FAILURES.has(error.kind) &&
            attempt < policy.retries &&
            !signal?.aborted;
          if (!retry) throw error;
          await policy.sleep(policy.retryDelayMs, signal);
        }
      }
    },
  };
}

async function attemptAnalysis(
  model: LanguageModel,
  photos: Buffer[],
  manualInfo: Partial<ManualInfo> | undefined,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<AiAnalysis> {
  const timer = AbortSignal.timeout(timeoutMs);
  try {
    const result = await generateText({
      model,
      maxRetries: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: signal ? AbortSignal.any([signal, timer]) : timer,
      output: Output.object({ schema: AiAnalysis, name: 'item_analysis', description: 'An appraisal of one item' }),
      system: ANALYSIS_SYSTEM_PROMPT,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: analysisRequestText(photos.length, manualInfo) },
            // Base64 rather than the Buffer: ollama-ai-provider-v2 4.0 mis-reads binary file data under AI
            // SDK 7, and every provider accepts the string form.
            ...photos.map((photo) => ({
              type: 'file' as const,
              data: photo.toString('base64'),
              mediaType: 'image/webp',
            })),
          ],
        },
      ],
    });
    const read = checkAiAnalysis(result.output);
    if (!read.ok) throw new AiProviderError(read.problem);
    return read.analysis;
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    // The answer did not fit the schema as it stood: read it leniently (an unknown category becomes
    // Other) before giving up, so a near miss does not cost the person a failed analysis.
    if (NoObjectGeneratedError.isInstance(error)) {
      const read = readAiAnalysis(error.text);
      if (read.ok) return read.analysis;
      throw new AiProviderError(read.problem, { cause: error });
    }
    const kind = classifyProviderError(error, timer.aborted);
    if (kind) throw new AiProviderError(kind, { cause: error });
    throw error;
  }
}
