import type { Config } from '../config.ts';
import { createSdkAnalyzer } from './create-sdk-analyzer.ts';
import type { PhotoAnalyzer } from './photo-analyzer.ts';

/**
 * The analyzer the configuration names, or undefined when none is available: AI_PROVIDER unset or
 * "local" and no offline analyzer in this build. Analyses then answer 503 with the not-configured
 * message rather than inventing a result.
 */
export function createPhotoAnalyzer(config: Pick<Config, 'ai'>): PhotoAnalyzer | undefined {
  return config.ai ? createSdkAnalyzer(config.ai) : undefined;
}
