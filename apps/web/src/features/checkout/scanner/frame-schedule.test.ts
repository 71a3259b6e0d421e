import { describe, expect, it } from 'vitest';
import { FrameSchedule, SCAN_MAX_FRAMES_PER_SECOND } from './frame-schedule';

const INTERVAL = 1000 / SCAN_MAX_FRAMES_PER_SECOND;

/**
 * A 30 fps camera for `ms`, and a decoder taking `decodeMs` per frame: the frames that were taken, when
 * each decode started, and the most decodes at once.
 */
function run(ms: number, decodeMs: (n: number) => number) {
  const schedule = new FrameSchedule();
  const starts: number[] = [];
  let busyUntil = -1;
  let inFlight = 0;
  let mostInFlight = 0;
  const frames = new Set(Array.from({ length: Math.ceil((ms * 30) / 1000) }, (_, k) => Math.floor((k * 1000) / 30)));
  for (let t = 0; t < ms; t += 1) {
    if (busyUntil === t) {
      schedule.finish();
      inFlight--;
    }
    if (frames.has(t) && schedule.tryStart(t)) {
      starts.push(t);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      busyUntil = t + decodeMs(starts.length - 1);
    }
  }
  return { starts, mostInFlight };
}

describe('FrameSchedule', () => {
  it('gives the decoder one frame at a time', () => {
    const { starts, mostInFlight } = run(5000, () => 150);
    expect(mostInFlight).toBe(1);
    for (let n = 1; n < starts.length; n++) expect(starts[n]! - starts[n - 1]!).toBeGreaterThanOrEqual(150);
  });

  it('takes frames at the capped rate when decoding is quick', () => {
    const { starts } = run(10_000, () => 5);
    // A frame a little early (camera jitter) is taken, but never one well inside the interval.
    for (let n = 1; n < starts.length; n++) expect(starts[n]! - starts[n - 1]!).toBeGreaterThanOrEqual(INTERVAL * 0.8);
    // Every other frame of a 30 fps camera: the cap, not fewer.
    expect(starts.length).toBeGreaterThanOrEqual(SCAN_MAX_FRAMES_PER_SECOND * 10 - 1);
    expect(starts.length).toBeLessThanOrEqual(SCAN_MAX_FRAMES_PER_SECOND * 10 + 1);
  });

  it('takes the next frame to arrive once a slow decode ends, not a queued old one', () => {
    const { starts } = run(2000, (n) => (n === 0 ? 400 : 5));
    expect(starts[0]).toBe(0);
    // The frames of 33..400 ms were skipped; the first after the decode ended is taken.
    expect(starts[1]).toBeGreaterThanOrEqual(400);
    expect(starts[1]).toBeLessThan(400 + 1000 / 30 + 1);
  });

  it('says how long to wait: nothing while busy, the rest of the interval after a frame', () => {
    const schedule = new FrameSchedule(100);
    expect(schedule.wait(0)).toBe(0);
    expect(schedule.tryStart(0)).toBe(true);
    expect(schedule.wait(10)).toBe(Infinity);
    expect(schedule.tryStart(500)).toBe(false);
    schedule.finish();
    expect(schedule.wait(40)).toBe(60);
    expect(schedule.tryStart(40)).toBe(false);
    expect(schedule.wait(79)).toBe(21);
    // Up to a fifth of the interval early: camera frames do not come on the millisecond.
    expect(schedule.tryStart(80)).toBe(true);
  });
});
