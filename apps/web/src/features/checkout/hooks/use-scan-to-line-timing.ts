import { useCallback, useEffect, useRef } from 'react';
import type { CartLine } from '../lib/cart.ts';

/** The User Timing entry of each camera scan, from its frame to its cart line in the page. */
export const SCAN_TO_LINE_MEASURE = 'tagwise:scan-to-line';

/**
 * Measures scan to line (the budget: 300 ms from the frame that holds the tag): a camera scan's
 * frame time is noted, and once its item's line is in the page, a `performance.measure` spans the two.
 * The browser tests and benches read it (performance.getEntriesByName); it costs nothing otherwise.
 */
export function useScanToLineTiming(lines: readonly CartLine[]) {
  const pending = useRef(new Map<string, number>());
  useEffect(() => {
    for (const line of lines) {
      const frameAt = line.tagCode === null ? undefined : pending.current.get(line.tagCode);
      if (frameAt === undefined || line.tagCode === null) continue;
      pending.current.delete(line.tagCode);
      performance.measure(SCAN_TO_LINE_MEASURE, { start: frameAt, end: performance.now(), detail: line.tagCode });
    }
  }, [lines]);
  return useCallback((tagCode: string, frameAt: number) => pending.current.set(tagCode, frameAt), []);
}
