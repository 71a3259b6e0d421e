import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import type { CompleteInvoiceRequest } from '@tagwise/core/sale-day/invoice-schemas';
import { completeOrKeep } from './complete-or-keep';
import { keepSale, listKeptSales, listSyncedSales } from './kept-sales';
import { retryDelayMs, SYNC_MESSAGES, syncKeptSales, type SendSale } from './sync-kept-sales';
import { saleRequest, taken } from './test-sale';

const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const online = (value: boolean) =>
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { onLine: value }));
afterEach(() => vi.unstubAllGlobals());

/** A server that numbers what it takes and answers `refuse`'s error for the ids it names. */
function server(refuse: (request: CompleteInvoiceRequest) => Error | null = () => null) {
  const received: CompleteInvoiceRequest[] = [];
  let next = 1;
  const send: SendSale = (_projectId, request) => {
    received.push(request);
    const error = refuse(request);
    return error ? Promise.reject(error) : Promise.resolve(taken(request, next++));
  };
  return { send, received };
}

describe('syncing the sales kept offline', () => {
  it('sends each in the order made, with its id and offline, and each taken one gets its invoice number', async () => {
    for (const n of [1, 2, 3]) {
      await keepSale({ userId: 'ann', projectId: 'p1', request: saleRequest(id(n)), now: new Date(n) });
    }
    const { send, received } = server();
    const outcome = await syncKeptSales({ userId: 'ann', send });
    expect(received.map((r) => [r.id, r.offline])).toEqual([
      [id(1), true],
      [id(2), true],
      [id(3), true],
    ]);
    expect(outcome.retryLater).toBe(false);
    expect(outcome.synced.map((s) => [s.ref, s.invoiceNumber])).toEqual([
      ['7F3A-1', 1],
      ['7F3A-2', 2],
      ['7F3A-3', 3],
    ]);
    expect(await listKeptSales('ann')).toEqual([]);
    expect((await listSyncedSales('ann')).length).toBe(3);
  });

  it('never drops a refused sale: it stays with the server message while the next ones go', async () => {
    await keepSale({ userId: 'bo', projectId: 'p1', request: saleRequest(id(11)), now: new Date(1) });
    await keepSale({ userId: 'bo', projectId: 'p1', request: saleRequest(id(12)), now: new Date(2) });
    const refusal = new AppError('CONFLICT', 'This sale was already sent with other contents');
    const { send } = server((r) => (r.id === id(11) ? refusal : null));

    const outcome = await syncKeptSales({ userId: 'bo', send });
    expect(outcome).toMatchObject({ refused: 1, retryLater: false, lastError: refusal.message });
    expect(outcome.synced.map((s) => s.id)).toEqual([id(12)]);
    const [kept] = await listKeptSales('bo');
    expect(kept).toMatchObject({
      id: id(11),
      attempts: 1,
      error: { message: 'This sale was already sent with other contents', refused: true },
    });

    // Sent again (Sync now), it is still kept while refused.
    await syncKeptSales({ userId: 'bo', send });
    expect((await listKeptSales('bo')).map((s) => [s.id, s.attempts])).toEqual([[id(11), 2]]);
  });

  it('without an answer (network, server fault, lapsed session) keeps everything and stops until later', async () => {
    await keepSale({ userId: 'cy', projectId: 'p1', request: saleRequest(id(21)), now: new Date(1) });
    await keepSale({ userId: 'cy', projectId: 'p1', request: saleRequest(id(22)), now: new Date(2) });
    for (const [failure, said] of [
      [new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed), APP_MESSAGES.networkFailed],
      [new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'), SYNC_MESSAGES.notSent],
      [new AppError('UNAUTHORIZED', 'Sign in again'), 'Sign in again'],
      [new TypeError('Failed to fetch'), SYNC_MESSAGES.notSent],
    ] as const) {
      const { send, received } = server(() => failure);
      const outcome = await syncKeptSales({ userId: 'cy', send });
      expect(outcome).toEqual({ synced: [], refused: 0, retryLater: true, lastError: said });
      expect(received.length).toBe(1);
    }
    const kept = await listKeptSales('cy');
    expect(kept.map((s) => [s.id, s.error?.refused])).toEqual([
      [id(21), false],
      [id(22), undefined],
    ]);
    // Back: both go, the first first.
    const { send } = server();
    expect((await syncKeptSales({ userId: 'cy', send })).synced.map((s) => s.id)).toEqual([id(21), id(22)]);
  });

  it('waits longer after each run that could not send, up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });
});

describe('completing a sale', () => {
  it('online, the server completes it; a refusal is thrown and nothing is kept', async () => {
    online(true);
    const { send } = server((r) => (r.id === id(32) ? new AppError('CONFLICT', 'Sold on invoice 4') : null));
    const done = await completeOrKeep({ userId: 'di', projectId: 'p1', request: saleRequest(id(31)), send });
    expect(done).toMatchObject({ kind: 'completed', result: { invoice: { number: 1 } } });
    await expect(completeOrKeep({ userId: 'di', projectId: 'p1', request: saleRequest(id(32)), send })).rejects.toThrow(
      'Sold on invoice 4',
    );
    expect(await listKeptSales('di')).toEqual([]);
  });

  it('keeps it on the device when offline or when the request gets no answer', async () => {
    online(false);
    const { send, received } = server();
    const kept = await completeOrKeep({ userId: 'ed', projectId: 'p1', request: saleRequest(id(41)), send });
    expect(received).toEqual([]);
    expect(kept).toMatchObject({ kind: 'kept', sale: { id: id(41), request: { offline: true } } });

    online(true);
    const down = server(() => new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed));
    const second = await completeOrKeep({
      userId: 'ed',
      projectId: 'p1',
      request: saleRequest(id(42)),
      send: down.send,
    });
    expect(second).toMatchObject({ kind: 'kept', sale: { id: id(42), request: { offline: true } } });
    expect((await listKeptSales('ed')).map((s) => s.id)).toEqual([id(41), id(42)]);
  });
});
