import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { APICallError, generateText } from 'ai';
import type { ImageAiConfig } from '../config.ts';
import { classifyProviderError } from './classify-provider-error.ts';
import { PhotoEnhancerError, type EnhancementFailureKind, type PhotoEnhancer } from './photo-enhancer.ts';
import { NO_ITEM_ANSWER, STUDIO_PHOTO_PROMPT } from './studio-photo-prompt.ts';

/** Pictures the photo pipeline takes back in (process-photo.ts checks them again by content). */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Studio photos from Gemini's image model ("Nano Banana") through the AI SDK: the photo and the prompt in,
 * a picture among the answer's files out. One attempt (the SDK's retries off): a person is waiting for
 * it, and the caller's 60 s deadline covers the whole call.
 */
export function createGeminiEnhancer(ai: ImageAiConfig): PhotoEnhancer {
  const model = createGoogleGenerativeAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(ai.model);
  return {
    provider: ai.provider,
    async enhance(photo, signal) {
      try {
        const result = await generateText({
          model,
          maxRetries: 0,
          abortSignal: signal,
          providerOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: STUDIO_PHOTO_PROMPT },
                // The display copy the photo pipeline stored: always WebP.
                { type: 'file', data: photo.toString('base64'), mediaType: 'image/webp' },
              ],
            },
          ],
        });
        const picture = result.files.find((file) => PICTURE_TYPES.has(file.mediaType));
        if (picture) return { itemFound: true, photo: Buffer.from(picture.uint8Array) };
        if (result.text.includes(NO_ITEM_ANSWER)) return { itemFound: false, photo };
        throw new PhotoEnhancerError('no-image');
      } catch (error) {
        // The caller's own timeout or cancel: it tells the two apart, so the reason goes back as it is.
        if (error instanceof PhotoEnhancerError || signal.aborted) throw error;
        const kind = enhancementKind(classifyProviderError(error, false));
        if (!kind) throw error;
        throw new PhotoEnhancerError(kind, {
          status: APICallError.isInstance(error) ? error.statusCode : undefined,
          cause: error,
        });
      }
    },
  };
}

/** The analyzer's classification, read for a picture: an answer without text is an answer without a picture. */
function enhancementKind(kind: ReturnType<typeof classifyProviderError>): EnhancementFailureKind | null {
  switch (kind) {
    case null:
      return null;
    case 'no-text':
    case 'unparseable':
    case 'no-name':
      return 'no-image';
    default:
      return kind;
  }
}
