import type { LocalVision } from './local/local-vision.ts';
import { PhotoEnhancerError, type PhotoEnhancer } from './photo-enhancer.ts';

/**
 * Studio photos without a cloud model: the offline ISNet cut-out (local/studio-photo.ts) through
 * LocalVision, whose workers start on first use, so no model loads until someone enhances a photo.
 */
export function createLocalEnhancer(vision: LocalVision): PhotoEnhancer {
  return {
    provider: 'local',
    async enhance(photo, signal) {
      try {
        const { itemFound, photo: result } = await vision.studioPhoto(photo, signal);
        return { itemFound, photo: result };
      } catch (error) {
        // The caller's own timeout or cancel: it tells the two apart, so the reason goes back as it is.
        if (signal.aborted) throw error;
        throw new PhotoEnhancerError('engine', { cause: error });
      }
    },
  };
}
