import { untilAborted } from '../until-aborted.ts';
import { warmBackgroundMask } from './background-mask.ts';
import type { LocalVision } from './local-vision.ts';
import { createStudioPhoto } from './studio-photo.ts';

/**
 * The offline models in the calling thread, for tests, benches and the studio photo until the worker-thread
 * implementation (worker-vision.ts) takes over. An abort is honoured before, during (the caller stops
 * waiting; the inference itself cannot be interrupted) and after the work.
 */
export function createInProcessVision(): LocalVision {
  return {
    findings: () => Promise.reject(new Error('findings: not available in this build')),
    async studioPhoto(photo, signal) {
      signal?.throwIfAborted();
      const result = await (signal ? untilAborted(createStudioPhoto(photo), signal) : createStudioPhoto(photo));
      signal?.throwIfAborted();
      return result;
    },
    warmUp: warmBackgroundMask,
    close: () => Promise.resolve(),
  };
}
