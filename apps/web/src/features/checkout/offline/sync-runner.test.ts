import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import type { CompleteInvoiceRequest } from '@tagwise/core/sale-day/invoice-schemas';
import { keepSale, listKeptSales } from './kept-sales';
import { getSyncState, startSyncRunner, syncNow } from './sync-runner';
import type { SyncOutcome } from './sync-kept-sales';
import { saleRequest, taken } from './test-sale';

const device = { onLine: true };
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('window', new EventTarget());
  // A device whose connection the test switches (no Web Locks: one tab).
  vi.stubGlobal('navigator', {
    get onLine() {
      return device.onLine;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Resolves once the runner has reported `count` outcomes. */
function outcomes() {
  const seen: SyncOutcome[] = [];
  let wake: (() => void) | null = null;
  return {
    seen,
    onOutcome: (outcome: SyncOutcome) => {
      seen.push(outcome);
      wake?.();
    },
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (seen.length >= count ? resolve() : (wake = check));
        check();
      }),
  };
}

describe('when kept sales are sent', () => {
  it('at start, again after a growing wait while the server does not answer, and at once when back online or asked', async () => {
    device.onLine = true;
    await keepSale({ userId: 'run', projectId: 'p1', request: saleRequest('00000000-0000-4000-8000-000000000301') });
    let answering = false;
    const sent: CompleteInvoiceRequest[] = [];
    const send = (_projectId: string, request: CompleteInvoiceRequest) => {
      sent.push(request);
      return answering
        ? Promise.resolve(taken(request, 7))
        : Promise.reject(new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed));
    };
    const heard = outcomes();
    const stop = startSyncRunner({ userId: 'run', send, onOutcome: heard.onOutcome });

    await heard.until(1);
    expect(sent.length).toBe(1);
    expect(getSyncState()).toEqual({ syncing: false, lastError: APP_MESSAGES.networkFailed });
    // Not before the wait is over: 15 s, then 30 s.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await heard.until(2);
    expect(sent.length).toBe(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent.length).toBe(2);

    // Offline meanwhile: a Sync now does nothing; the online event sends at once.
    device.onLine = false;
    await syncNow();
    expect(sent.length).toBe(2);
    device.onLine = true;
    answering = true;
    window.dispatchEvent(new Event('online'));
    await heard.until(3);
    expect(heard.seen[2]!.synced.map((s) => s.invoiceNumber)).toEqual([7]);
    expect(await listKeptSales('run')).toEqual([]);
    expect(getSyncState().lastError).toBeNull();

    // Nothing failing: no more tries on a timer.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sent.length).toBe(3);
    stop();
  });
});
