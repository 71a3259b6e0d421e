import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** What the timers run on: the browser's own unless a test gives its own. */
export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, delay: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
}
const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
};

/**
 * Timeouts that share one of the browser's timers: TanStack Query's own advice for an app with many of them
 * (see lib/query-timers.ts). Each callback runs once its delay has passed, in the order they fall due (in
 * the order they were set, for the same moment); one that throws is reported and does not stop the others.
 * Intervals are left to the browser.
 */
export function coalescedTimeouts(clock: Clock = browserClock): TimeoutProvider<number> {
  const pending = new Map<number, { due: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let timer: { id: ReturnType<typeof setTimeout>; due: number } | undefined;

  const arm = () => {
    let earliest = Infinity;
    for (const { due } of pending.values()) earliest = Math.min(earliest, due);
    if (timer && timer.due <= earliest) return; // it fires first, and arms again for what is left
    if (timer) clock.clearTimeout(timer.id);
    timer = undefined;
    if (earliest === Infinity) return;
    timer = { id: clock.setTimeout(fire, Math.max(0, earliest - clock.now())), due: earliest };
  };
  function fire() {
    timer = undefined;
    // A browser may wake a fraction of a millisecond before the moment it was asked for.
    const now = clock.now() + 1;
    const due = [...pending].filter(([, entry]) => entry.due <= now).sort(([, a], [, b]) => a.due - b.due);
    for (const [id] of due) pending.delete(id);
    for (const [, { callback }] of due) {
      try {
        callback();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    arm();
  }

  return {
    setTimeout: (callback, delay) => {
      const id = ++lastId;
      pending.set(id, { due: clock.now() + Math.max(0, Number(delay) || 0), callback });
      arm();
      return id;
    },
    // The browser's timer is left running: when it fires with nothing due, it only arms again.
    clearTimeout: (id) => void (id !== undefined && pending.delete(id)),
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
