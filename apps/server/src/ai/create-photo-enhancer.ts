import type { Config } from '../config.ts';
import { createLocalEnhancer } from './create-local-enhancer.ts';
import type { LocalVision } from './local/local-vision.ts';
import type { PhotoEnhancer } from './photo-enhancer.ts';

/**
 * The studio-photo maker the configuration names: Gemini's image model when AI_PROVIDER=google (unless
 * AI_IMAGE_MODEL=local), otherwise the offline cut-out on the server's model workers (which start on
 * first use), needing no key and no network.
 */
export function createPhotoEnhancer(config: Pick<Config, 'imageAi'>, localVision: LocalVision): PhotoEnhancer {
  const imageAi = config.imageAi;
  if (!imageAi) return createLocalEnhancer(localVision);
  // The AI SDK loads only when Gemini is configured (create-photo-analyzer.ts says why).
  const gemini = import('./create-gemini-enhancer.ts').then(({ createGeminiEnhancer }) =>
    createGeminiEnhancer(imageAi),
  );
  gemini.catch(() => undefined); // a failed load is the first studio photo's error
  return {
    provider: imageAi.provider,
    enhance: async (photo, signal) => (await gemini).enhance(photo, signal),
  };
}
