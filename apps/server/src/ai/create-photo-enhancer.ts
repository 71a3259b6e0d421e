import type { Config } from '../config.ts';
import { createGeminiEnhancer } from './create-gemini-enhancer.ts';
import { createLocalEnhancer } from './create-local-enhancer.ts';
import type { LocalVision } from './local/local-vision.ts';
import type { PhotoEnhancer } from './photo-enhancer.ts';

/**
 * The studio-photo maker the configuration names: Gemini's image model when AI_PROVIDER=google (unless
 * AI_IMAGE_MODEL=local), otherwise the offline cut-out on the server's model workers (which start on
 * first use), needing no key and no network.
 */
export function createPhotoEnhancer(config: Pick<Config, 'imageAi'>, localVision: LocalVision): PhotoEnhancer {
  return config.imageAi ? createGeminiEnhancer(config.imageAi) : createLocalEnhancer(localVision);
}
