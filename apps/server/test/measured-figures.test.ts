import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLOUD_OVERHEAD_MS,
  OFFLINE_ANALYSIS_SECONDS,
  OFFLINE_FIRST_PHOTO_SECONDS,
  STUDIO_PHOTO_SECONDS,
} from '@tagwise/core/help/measured';

// The public pages' speed claims quote measured.ts; docs/performance.md is where the benches' figures are
// kept. A new measurement must change both, or the site quotes a figure the project no longer stands by.

const performance = readFileSync(new URL('../../../docs/performance.md', import.meta.url), 'utf8');
const rows = performance.split('\n').filter((line) => line.startsWith('|'));

/** The rows of docs/performance.md's tables that name this measurement and give this figure on this day. */
const rowsWith = (what: string, figure: string, measured: string) =>
  rows.filter((row) => row.includes(what) && row.includes(figure) && row.includes(measured));

describe('the figures public pages quote', () => {
  it('are the offline analyzer’s in docs/performance.md', () => {
    const { p50, p95, measured } = OFFLINE_ANALYSIS_SECONDS;
    expect(rowsWith('1600 px photo (mask', `p50 ${p50} s, p95 ${p95} s`, measured)).toHaveLength(1);
  });

  it('are the first photo’s, models loading included, in docs/performance.md', () => {
    const { seconds, measured } = OFFLINE_FIRST_PHOTO_SECONDS;
    expect(rowsWith('first photo, upload to saved item', `${seconds} s`, measured)).toHaveLength(1);
  });

  it('are a studio photo’s in docs/performance.md', () => {
    const { p50, p95, measured } = STUDIO_PHOTO_SECONDS;
    expect(rowsWith('studio photo of a 1600 px photo', `p50 ${p50} s, p95 ${p95} s`, measured)).toHaveLength(1);
  });

  it('are Tagwise’s own share of a cloud analysis in docs/performance.md', () => {
    const { p50, p95, measured } = CLOUD_OVERHEAD_MS;
    expect(rowsWith('server overhead', `PGlite ${p50} ms / ${p95} ms`, measured)).toHaveLength(1);
  });
});
