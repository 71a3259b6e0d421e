import type { PhotoEnhancer } from '../../ai/photo-enhancer.ts';

/** What makes studio photos, and how long one may take (60 s; tests shorten it). */
export interface StudioPhotos {
  enhancer: PhotoEnhancer;
  timeoutMs: number;
}
