// Figures measured by the benches (docs/performance.md) that public pages quote. One place, so a new
// measurement changes every page that cites it. Each says what was measured, where and when, and
// apps/server/test/measured-figures.test.ts checks docs/performance.md gives the same figure for the same day.

/**
 * The offline analyzer (`node bench/offline-analyzer.ts`, 2026-11-29, an idle 2-core machine): one 1600 px
 * photo through mask, detections, text, colours and its signature for review learning, in seconds.
 */
export const OFFLINE_ANALYSIS_SECONDS = { p50: 2.19, p95: 2.53, measured: '2026-11-29' } as const;

/**
 * Upload to saved item for one photo while the offline models load first (`node bench/analyzer-memory.ts`,
 * 2026-11-26 21:30-21:45, the whole server on a shared 2-core machine; the slower of two runs), in seconds.
 */
export const OFFLINE_FIRST_PHOTO_SECONDS = { seconds: 7.2, measured: '2026-11-26' } as const;

/**
 * Tagwise's own share of a cloud analysis, the provider's time excluded (`node bench/analysis-overhead.ts`,
 * 2026-11-23), in milliseconds. A provider's own time cannot be measured on a machine without internet.
 */
export const CLOUD_OVERHEAD_MS = { p50: 43.2, p95: 185.9, measured: '2026-11-23' } as const;

/** How long one attempt of a cloud analysis may take before it is tried again (core-app.md section 9). */
export const ANALYSIS_ATTEMPT_SECONDS = 30;

/** A studio photo of a 1600 px photo by the offline cut-out (`node bench/offline-analyzer.ts`, 2026-11-29), seconds. */
export const STUDIO_PHOTO_SECONDS = { p50: 1.59, p95: 1.81, measured: '2026-11-29' } as const;
