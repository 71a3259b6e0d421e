/**
 * A code that stays in view reports once. It reports again once it has been out of view this long: the
 * operator took the phone away and came back to the same tag.
 */
export const SCAN_GONE_MS = 2000;
/**
 * ...or sooner, when another code was reported while it was out of view (the operator scanned another
 * tag and came back to this one), but not within this long: with two tags in view, a frame that misses
 * one of them must not make the next frame report it again.
 */
export const SCAN_SWITCH_BACK_MS = 500;

interface Sighting {
  lastSeen: number;
  /** Another code was reported while this one was out of view. */
  displaced: boolean;
}

/**
 * Turns the codes decoded frame by frame into the codes to report. Time is the caller's (milliseconds,
 * increasing), so the rules are tested without a clock. What a repeat means is the checkout's business;
 * this only keeps one look at a tag from reporting it on every frame.
 */
export class ScanDebouncer {
  private readonly sightings = new Map<string, Sighting>();

  private readonly timing: { goneMs: number; switchBackMs: number };

  constructor(timing = { goneMs: SCAN_GONE_MS, switchBackMs: SCAN_SWITCH_BACK_MS }) {
    this.timing = timing;
  }

  /** The codes one frame held (none when nothing was read), at `at`; returns those to report, in order. */
  frame(codes: readonly string[], at: number): string[] {
    const inFrame = new Set(codes);
    const report: string[] = [];
    for (const code of inFrame) {
      const sighting = this.sightings.get(code);
      const away = sighting ? at - sighting.lastSeen : Infinity;
      if (away >= this.timing.goneMs || (sighting?.displaced && away >= this.timing.switchBackMs)) report.push(code);
    }
    for (const code of inFrame) this.sightings.set(code, { lastSeen: at, displaced: false });
    for (const [code, sighting] of this.sightings) {
      if (at - sighting.lastSeen >= this.timing.goneMs) this.sightings.delete(code);
      else if (report.length > 0 && !inFrame.has(code)) sighting.displaced = true;
    }
    return report;
  }

  /** Forgets every code: a scanner started again (shown again, camera back) reports what it sees. */
  reset() {
    this.sightings.clear();
  }
}
