import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';
import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { NO_CATALOG_COPY, readCheckoutCatalog } from './device-catalog';
import { keepSale } from './kept-sales';
import { saleRequest } from './test-sale';

const online = (value: boolean) =>
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { onLine: value }));
afterEach(() => vi.unstubAllGlobals());

const item = (id: string, tagCode: string): CheckoutItem => ({
  id,
  tagCode,
  name: `Item ${tagCode}`,
  tagPriceCents: 1200,
  status: 'available',
  thumbUrl: null,
  consignorId: null,
  sale: null,
  hold: null,
});
const catalog = (projectId: string, readAt: string): CheckoutCatalog => ({
  project: {
    id: projectId,
    name: 'Maple Street',
    timeZone: 'America/Chicago',
    saleDays: [],
    tagDiscountLine: null,
    salesTaxBp: null,
    businessName: null,
  },
  items: [item('i1', 'AAA111'), item('i2', 'BBB222')],
  readAt,
});
const noAnswer = () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed));

describe("the device's copy of a sale's catalog", () => {
  it('answers the last catalog read when there is no connection, with what this device sold marked sold', async () => {
    online(true);
    const first = catalog('p1', '2026-11-28T14:00:00.000Z');
    expect(await readCheckoutCatalog('p1', 'ann', () => Promise.resolve(first))).toEqual(first);

    online(false);
    const fetchCatalog = vi.fn(noAnswer);
    expect(await readCheckoutCatalog('p1', 'ann', fetchCatalog)).toEqual(first);
    expect(fetchCatalog).not.toHaveBeenCalled();

    // A sale made on this device offline: its item reads sold here until the server knows.
    await keepSale({
      userId: 'ann',
      projectId: 'p1',
      request: saleRequest('00000000-0000-4000-8000-000000000201', 'i2'),
    });
    const copy = await readCheckoutCatalog('p1', 'ann', fetchCatalog);
    expect(copy.readAt).toBe('2026-11-28T14:00:00.000Z');
    expect(copy.items.map((i) => [i.tagCode, i.status])).toEqual([
      ['AAA111', 'available'],
      ['BBB222', 'sold'],
    ]);

    // Online but the request gets no answer: the copy too.
    online(true);
    expect((await readCheckoutCatalog('p1', 'ann', noAnswer)).items[1]!.status).toBe('sold');
  });

  it("keeps a copy per person and sale, and the server's refusal stands over any copy", async () => {
    online(true);
    await readCheckoutCatalog('p2', 'bo', () => Promise.resolve(catalog('p2', '2026-11-28T14:00:00.000Z')));
    online(false);
    await expect(readCheckoutCatalog('p2', 'cy', noAnswer)).rejects.toThrow(NO_CATALOG_COPY);
    online(true);
    await expect(readCheckoutCatalog('p3', 'bo', noAnswer)).rejects.toThrow(NO_CATALOG_COPY);

    online(true);
    const gone = () => Promise.reject(new AppError('NOT_FOUND', 'Project not found'));
    await expect(readCheckoutCatalog('p2', 'bo', gone)).rejects.toThrow('Project not found');
  });
});
