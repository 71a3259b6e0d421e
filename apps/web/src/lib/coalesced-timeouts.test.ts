import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultScheduler, notifyManager, QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts, type Clock } from './coalesced-timeouts';

describe('coalescedTimeouts', () => {
  let clock: Clock & { armed: number; cleared: number };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = {
      armed: 0,
      cleared: 0,
      now: () => Date.now(),
      setTimeout: (callback, delay) => {
        clock.armed++;
        return setTimeout(callback, delay);
      },
      clearTimeout: (id) => {
        clock.cleared++;
        clearTimeout(id);
      },
    };
  });
  afterEach(() => vi.useRealTimers());

  it('runs each callback once its delay has passed, in the order they fall due, on one browser timer', () => {
    const timeouts = coalescedTimeouts(clock);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('c 300'), 300);
    timeouts.setTimeout(() => ran.push('a 100'), 100);
    timeouts.setTimeout(() => ran.push('b 100'), 100);
    timeouts.setTimeout(() => ran.push('d 0'), 0);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['d 0']);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual(['d 0']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['d 0', 'a 100', 'b 100']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['d 0', 'a 100', 'b 100', 'c 300']);
    // 300, then 100 and 0 earlier (each arms the browser's timer again), then one each for 100 and 300.
    expect(clock.armed).toBe(5);
  });

  it('sets many timeouts for later moments on a single browser timer', () => {
    const timeouts = coalescedTimeouts(clock);
    const ran: number[] = [];
    timeouts.setTimeout(() => ran.push(0), 1_000);
    for (let i = 1; i <= 50; i++) timeouts.setTimeout(() => ran.push(i), 300_000);
    expect(clock.armed).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([0]);
    vi.advanceTimersByTime(300_000);
    expect(ran).toHaveLength(51);
    expect(clock.armed).toBe(2);
  });

  it('never runs a cleared timeout, and clears nothing of the browser for it', () => {
    const timeouts = coalescedTimeouts(clock);
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('cleared'), 50);
    timeouts.setTimeout(() => ran.push('kept'), 80);
    timeouts.clearTimeout(first);
    timeouts.clearTimeout(undefined);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['kept']);
    expect(clock.cleared).toBe(0);
  });

  it('arms again for a timeout set from inside a callback', () => {
    const timeouts = coalescedTimeouts(clock);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('outer');
      timeouts.setTimeout(() => ran.push('inner'), 10);
    }, 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['outer']);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('reports a callback that throws and still runs the rest', async () => {
    const timeouts = coalescedTimeouts(clock);
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    timeouts.setTimeout(() => {
      throw new Error('boom');
    }, 5);
    timeouts.setTimeout(() => ran.push('after'), 5);
    vi.advanceTimersByTime(5);
    expect(ran).toEqual(['after']);
    await expect(reported).resolves.toMatchObject({ message: 'boom' });
    vi.restoreAllMocks();
  });

  it("keeps TanStack Query's own timing: notifications a moment later, a query no one reads forgotten after its gcTime", () => {
    const timeouts = coalescedTimeouts(clock);
    timeoutManager.setTimeoutProvider(timeouts);
    notifyManager.setScheduler((callback) => void timeouts.setTimeout(callback, 0));
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
      const seen: unknown[] = [];
      const observer = new QueryObserver(client, { queryKey: ['projects'], enabled: false });
      // As useQuery subscribes: its listener batched, so it runs a moment later.
      const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => seen.push(result.data)));
      client.setQueryData(['projects'], { projects: [] });
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(seen).toEqual([{ projects: [] }]);
      unsubscribe();
      vi.advanceTimersByTime(59_999);
      expect(client.getQueryData(['projects'])).toEqual({ projects: [] });
      vi.advanceTimersByTime(1);
      expect(client.getQueryData(['projects'])).toBeUndefined();
      // The query's timer and the notifications shared the browser's timers: far fewer than one each.
      expect(clock.armed).toBeGreaterThan(0);
      expect(clock.armed).toBeLessThanOrEqual(3);
    } finally {
      timeoutManager.setTimeoutProvider({ setTimeout, clearTimeout, setInterval, clearInterval });
      notifyManager.setScheduler(defaultScheduler);
    }
  });
});
