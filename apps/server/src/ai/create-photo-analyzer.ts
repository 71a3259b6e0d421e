import type { Config } from '../config.ts';
import { createLocalAnalyzer } from './local/local-analyzer.ts';
import type { LocalVision } from './local/local-vision.ts';
import type { PhotoAnalyzer } from './photo-analyzer.ts';

/**
 * The analyzer the configuration names: a cloud provider through the AI SDK, or, when AI_PROVIDER is
 * unset or "local", the offline analyzer on the models that ship in the npm packages.
 */
export function createPhotoAnalyzer(config: Pick<Config, 'ai'>, localVision: LocalVision): PhotoAnalyzer {
  const ai = config.ai;
  if (!ai) return createLocalAnalyzer(localVision);
  // The AI SDK and its providers are ~11 MB of heap that an offline server never uses (DESIGN section 8:
  // <= 300 MB idle), so they load only when a provider is configured, from here.
  const sdk = import('./create-sdk-analyzer.ts').then(({ createSdkAnalyzer }) => createSdkAnalyzer(ai));
  sdk.catch(() => undefined); // a failed load is the first analysis's error, not an unhandled rejection
  return {
    provider: ai.provider,
    analyzeItemPhotos: async (input) => (await sdk).analyzeItemPhotos(input),
  };
}
