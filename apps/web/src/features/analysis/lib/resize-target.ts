/**
 * How far a photo is shrunk before upload, by connection and device (core-app.md section 9). A phone on a
 * slow link sends a small file; a desktop on a good line sends enough pixels for the AI to read labels.
 */
export interface ResizeTarget {
  profile: 'save-data' | '2g' | '3g' | 'mobile' | 'desktop';
  /** Longest side in pixels; smaller photos are not enlarged. */
  maxSize: number;
  /** Encoder quality, 0 to 1. */
  quality: number;
}

/** The part of `navigator.connection` (Network Information API, Chromium only) the choice reads. */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

export const RESIZE_TARGETS = {
  'save-data': { profile: 'save-data', maxSize: 800, quality: 0.65 },
  '2g': { profile: '2g', maxSize: 600, quality: 0.55 },
  '3g': { profile: '3g', maxSize: 900, quality: 0.7 },
  mobile: { profile: 'mobile', maxSize: 1000, quality: 0.75 },
  desktop: { profile: 'desktop', maxSize: 1600, quality: 0.82 },
} as const satisfies Record<ResizeTarget['profile'], ResizeTarget>;

/** The person's own data-saver choice wins, then a slow link, then the kind of device. */
export function chooseResizeTarget(connection: ConnectionHint | undefined, mobile: boolean): ResizeTarget {
  if (connection?.saveData) return RESIZE_TARGETS['save-data'];
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return RESIZE_TARGETS['2g'];
  if (connection?.effectiveType === '3g') return RESIZE_TARGETS['3g'];
  return mobile ? RESIZE_TARGETS.mobile : RESIZE_TARGETS.desktop;
}

/** Scaled size keeping the proportions, never larger than the original. */
export function fitWithin(width: number, height: number, maxSize: number): { width: number; height: number } {
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
