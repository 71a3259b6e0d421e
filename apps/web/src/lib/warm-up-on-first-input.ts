import { useEffect } from 'react';

const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
const WARM_UP_DELAY_MS = 2000;

/**
 * Runs `warmUp` once, when the browser is idle a moment after the person's first tap, click or key press on
 * the page: for code that no first screen shows but that a person who has started working soon asks for (the
 * overlays' dialogs). Loading it with the page instead kept a phone's main thread busy right after the
 * first paint, when the page should answer; waiting for the click that opens it made that click wait.
 * `warmUp` must be stable (a module-level function), and may be called again by another mount: the
 * preloads it calls load once.
 */
export function useWarmUpOnFirstInput(warmUp: () => void) {
  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => warmUp(), { timeout: 2000 }) : undefined;
      if (idle === undefined) warmUp();
    };
    // Not during the tap's own consequences: a tap on the Update available card reloads the page once the
    // new service worker has taken over, and script requests started by that same tap kept the new worker
    // from taking over (the page stayed at "Updating..."). Two seconds on, the page has reloaded.
    const start = () => {
      stop();
      timer = window.setTimeout(whenIdle, WARM_UP_DELAY_MS);
    };
    const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, start, true));
    FIRST_INPUT.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return () => {
      stop();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [warmUp]);
}
