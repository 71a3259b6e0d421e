/**
 * At most this many frames a second go to the decoder. A phone's camera gives 30; reading every one would
 * keep a core busy (and the battery draining) all sale long for no earlier answer than one frame in two.
 */
export const SCAN_MAX_FRAMES_PER_SECOND = 15;

/**
 * When the scanner may take the next frame: one frame at a time with the decoder (a frame that arrives
 * meanwhile is skipped, never queued, so the decoder always gets the newest picture), and at a capped
 * rate. Time is the caller's, in milliseconds.
 */
/**
 * A frame that arrives this fraction of the interval early is taken all the same: camera frames come with
 * some jitter (at 30 fps, one at 66 ms rather than 66.7), and missing it would wait for the next and
 * lower the rate to every third frame.
 */
const EARLY_FRACTION = 0.2;

export class FrameSchedule {
  private busy = false;
  private lastStart = -Infinity;

  private readonly minIntervalMs: number;

  constructor(minIntervalMs = 1000 / SCAN_MAX_FRAMES_PER_SECOND) {
    this.minIntervalMs = minIntervalMs;
  }

  /** Milliseconds until a frame may be taken: 0 now, Infinity while one is with the decoder. */
  wait(now: number): number {
    if (this.busy) return Infinity;
    const due = this.lastStart + this.minIntervalMs;
    return now >= due - this.minIntervalMs * EARLY_FRACTION ? 0 : due - now;
  }

  /** Takes the frame arriving at `now` if allowed; the caller then decodes it and calls `finish`. */
  tryStart(now: number): boolean {
    if (this.wait(now) > 0) return false;
    this.busy = true;
    this.lastStart = now;
    return true;
  }

  /** The decoder is done with the frame (read or not, failed or not). */
  finish() {
    this.busy = false;
  }
}
