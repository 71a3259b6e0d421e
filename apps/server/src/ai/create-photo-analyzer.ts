import type { Config } from '../config.ts';
import { createSdkAnalyzer } from './create-sdk-analyzer.ts';
import { createLocalAnalyzer } from './local/local-analyzer.ts';
import type { LocalVision } from './local/local-vision.ts';
import type { PhotoAnalyzer } from './photo-analyzer.ts';

/**
 * The analyzer the configuration names: a cloud provider through the AI SDK, or, when AI_PROVIDER is
 * unset or "local", the offline analyzer on the models that ship in the npm packages.
 */
export function createPhotoAnalyzer(config: Pick<Config, 'ai'>, localVision: LocalVision): PhotoAnalyzer {
  return config.ai ? createSdkAnalyzer(config.ai) : createLocalAnalyzer(localVision);
}
