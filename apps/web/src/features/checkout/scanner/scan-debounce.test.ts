import { describe, expect, it } from 'vitest';
import { SCAN_GONE_MS, SCAN_SWITCH_BACK_MS, ScanDebouncer } from './scan-debounce';

/** Frames every `step` ms from `start`, each holding the codes given; returns what each frame reported. */
function play(debouncer: ScanDebouncer, frames: string[][], { start = 0, step = 66 } = {}) {
  return frames.map((codes, n) => debouncer.frame(codes, start + n * step));
}

describe('ScanDebouncer', () => {
  it('reports a code seen in consecutive frames once, however long it stays in view', () => {
    const d = new ScanDebouncer();
    const reports = play(
      d,
      Array.from({ length: 100 }, () => ['A']),
    );
    expect(reports.flat()).toEqual(['A']);
    expect(reports[0]).toEqual(['A']);
  });

  it('keeps quiet through frames that read nothing while the tag stays in view', () => {
    const d = new ScanDebouncer();
    expect(play(d, [['A'], [], [], ['A'], [], ['A']]).flat()).toEqual(['A']);
  });

  it('reports the same code again only after it was out of view for 2 s', () => {
    const d = new ScanDebouncer();
    expect(d.frame(['A'], 0)).toEqual(['A']);
    expect(d.frame([], 1000)).toEqual([]);
    expect(d.frame(['A'], SCAN_GONE_MS - 1)).toEqual([]);
    // Seen just now (above), so the 2 s count from here.
    expect(d.frame([], SCAN_GONE_MS + 500)).toEqual([]);
    expect(d.frame(['A'], 2 * SCAN_GONE_MS - 2)).toEqual([]);
    expect(d.frame(['A'], 4 * SCAN_GONE_MS - 2)).toEqual(['A']);
  });

  it('reports a code again after another code was reported while it was out of view', () => {
    const d = new ScanDebouncer();
    expect(d.frame(['A'], 0)).toEqual(['A']);
    expect(d.frame(['B'], 300)).toEqual(['B']);
    expect(d.frame(['A'], 700)).toEqual(['A']);
    expect(d.frame(['B'], 1300)).toEqual(['B']);
  });

  it('does not report a code again when the other code came and went within a glitch', () => {
    const d = new ScanDebouncer();
    // Two tags in view: a frame that misses A and reads B first does not make A new again at once.
    expect(d.frame(['A'], 0)).toEqual(['A']);
    expect(d.frame(['B'], 66)).toEqual(['B']);
    expect(d.frame(['A'], 132)).toEqual([]);
    expect(d.frame(['A', 'B'], 198)).toEqual([]);
    expect(d.frame(['B'], 198 + SCAN_SWITCH_BACK_MS)).toEqual([]);
    expect(d.frame(['A', 'B'], 198 + 2 * SCAN_SWITCH_BACK_MS)).toEqual([]);
  });

  it('does not count a code as displaced by one seen in the same frame', () => {
    const d = new ScanDebouncer();
    expect(d.frame(['A'], 0)).toEqual(['A']);
    expect(d.frame(['A', 'B'], 1000)).toEqual(['B']);
    expect(d.frame(['A'], 1600)).toEqual([]);
  });

  it('reports several new codes of one frame in their order, each once', () => {
    const d = new ScanDebouncer();
    expect(d.frame(['A', 'B', 'A'], 0)).toEqual(['A', 'B']);
    expect(d.frame(['B', 'A'], 66)).toEqual([]);
  });

  it('reports what it sees again after a reset', () => {
    const d = new ScanDebouncer();
    expect(d.frame(['A'], 0)).toEqual(['A']);
    d.reset();
    expect(d.frame(['A'], 66)).toEqual(['A']);
  });

  it('forgets codes out of view for 2 s, so its memory does not grow over a sale day', () => {
    const d = new ScanDebouncer();
    for (let n = 0; n < 1000; n++) d.frame([`T${n}`], n * 1000);
    expect((d as unknown as { sightings: Map<string, unknown> }).sightings.size).toBeLessThanOrEqual(3);
  });
});
