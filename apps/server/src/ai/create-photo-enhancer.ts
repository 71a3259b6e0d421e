import type { Config } from '../config.ts';
import { createGeminiEnhancer } from './create-gemini-enhancer.ts';
import { createLocalEnhancer } from './create-local-enhancer.ts';
import { createInProcessVision } from './local/in-process-vision.ts';
import type { LocalVision } from './local/local-vision.ts';
import type { PhotoEnhancer } from './photo-enhancer.ts';

/** The offline models, made on first use: a server nobody asks for a studio photo never loads them. */
function onFirstUse(create: () => LocalVision): () => LocalVision {
  let vision: LocalVision | undefined;
  return () => (vision ??= create());
}

/**
 * The studio-photo maker the configuration names: Gemini's image model when AI_PROVIDER=google (unless
 * AI_IMAGE_MODEL=local), otherwise the offline cut-out, which needs no key and no network.
 */
export function createPhotoEnhancer(
  config: Pick<Config, 'imageAi'>,
  localVision: () => LocalVision = onFirstUse(createInProcessVision),
): PhotoEnhancer {
  return config.imageAi ? createGeminiEnhancer(config.imageAi) : createLocalEnhancer(localVision);
}
