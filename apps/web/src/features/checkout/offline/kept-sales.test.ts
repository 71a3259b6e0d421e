import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keepSale, listKeptSales, listSyncedSales, markSynced, noteFailure, subscribeKeptSales } from './kept-sales';
import { DEVICE, saleRequest, taken } from './test-sale';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

describe('sales kept on the device', () => {
  it('keeps each sale whole, marked offline, with the next receipt reference of the device, in order', async () => {
    let changes = 0;
    const stop = subscribeKeptSales(() => changes++);
    const first = await keepSale({ userId: 'ann', projectId: 'p1', request: saleRequest(id(1)), now: new Date(1) });
    const second = await keepSale({ userId: 'ann', projectId: 'p2', request: saleRequest(id(2)), now: new Date(2) });
    await keepSale({ userId: 'bob', projectId: 'p1', request: saleRequest(id(3)), now: new Date(3) });

    expect([first.ref, second.ref]).toEqual(['7F3A-1', '7F3A-2']);
    const kept = await listKeptSales('ann');
    expect(kept.map((s) => [s.id, s.projectId, s.ref, s.request.offline, s.request.completedAt])).toEqual([
      [id(1), 'p1', '7F3A-1', true, '2026-11-28T15:04:00.000Z'],
      [id(2), 'p2', '7F3A-2', true, '2026-11-28T15:04:00.000Z'],
    ]);
    expect(kept[0]!.request.lines).toEqual(saleRequest(id(1)).lines);
    expect((await listKeptSales('ann', 'p2')).map((s) => s.id)).toEqual([id(2)]);
    expect((await listKeptSales('bob')).map((s) => s.ref)).toEqual(['7F3A-3']);

    // The same sale kept twice (a double tap) is one sale with one reference.
    const again = await keepSale({ userId: 'ann', projectId: 'p1', request: saleRequest(id(1)) });
    expect(again.ref).toBe('7F3A-1');
    expect((await listKeptSales('ann')).length).toBe(2);
    expect(changes).toBe(4);
    stop();
  });

  it('keeps a refused sale with the reason, and moves a taken one to the synced list with its number', async () => {
    const sale = await keepSale({ userId: 'cy', projectId: 'p1', request: saleRequest(id(10)) });
    await noteFailure(sale.id, { message: 'Payments must add up to the total', refused: true }, new Date(5));
    const [stillKept] = await listKeptSales('cy');
    expect(stillKept!.attempts).toBe(1);
    expect(stillKept!.error).toEqual({
      message: 'Payments must add up to the total',
      refused: true,
      at: new Date(5).toISOString(),
    });

    await markSynced(stillKept!, taken(stillKept!.request, 41, 1), new Date(6));
    expect(await listKeptSales('cy')).toEqual([]);
    expect(await listSyncedSales('cy')).toEqual([
      {
        id: sale.id,
        userId: 'cy',
        projectId: 'p1',
        ref: sale.ref,
        invoiceNumber: 41,
        totalCents: 1200,
        doubleSales: 1,
        syncedAt: new Date(6).toISOString(),
      },
    ]);
    expect(DEVICE.startsWith(sale.ref.split('-')[0]!.toLowerCase())).toBe(true);
  });
});
