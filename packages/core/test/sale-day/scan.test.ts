import { describe, expect, it } from 'vitest';
import type { CheckoutItem } from '../../src/sale-day/catalog-schemas.ts';
import { readTagText, scanIntoCart, searchCatalog } from '../../src/sale-day/scan.ts';

const origin = 'https://sales.example.com';
const item = (over: Partial<CheckoutItem>): CheckoutItem => ({
  id: over.tagCode ?? 'id',
  tagCode: '7KQ2MX',
  name: 'Brass lamp',
  tagPriceCents: 4000,
  status: 'available',
  thumbUrl: null,
  consignorId: null,
  sale: null,
  hold: null,
  ...over,
});
const lamp = item({ id: 'lamp', tagCode: '7KQ2MX' });
const chair = item({
  id: 'chair',
  tagCode: 'C4A1RZ',
  name: 'Oak chair',
  status: 'sold',
  sale: { invoiceId: 'i', invoiceNumber: 12, lineId: 'l', soldAt: '2026-12-05T16:42:00Z', rungByName: 'Ann' },
});
const catalog = new Map([lamp, chair].map((i) => [i.tagCode, i]));
const scan = (text: string, cart: string[] = []) =>
  scanIntoCart({
    text,
    ownOrigin: origin,
    catalog,
    cartItemIds: new Set(cart),
    now: new Date('2026-12-05T17:00:00Z'),
    timeZone: 'America/Chicago',
  });

describe('reading a scanned or typed tag', () => {
  it("reads this server's QR codes and codes typed with or without '#', in any case", () => {
    expect(readTagText(`${origin}/t/7KQ2MX`, origin)).toEqual({ code: '7KQ2MX' });
    expect(readTagText(' #7kq2mx ', origin)).toEqual({ code: '7KQ2MX' });
    expect(readTagText('7kq2mx', null)).toEqual({ code: '7KQ2MX' });
  });

  it('says a QR code of another Tagwise server belongs to another sale, and that other text is no code', () => {
    expect(readTagText('https://other.example.org/t/7KQ2MX', origin)).toEqual({
      error: 'other-sale',
      message: 'This tag belongs to another sale',
    });
    for (const text of ['https://example.com/menu', 'hello world', '', '#', 'https://x/t/%E0%A4%A']) {
      expect(readTagText(text, origin), text).toMatchObject({ error: 'not-a-code' });
    }
  });
});

describe('a scan into the cart', () => {
  it('adds an available item', () => {
    expect(scan(`${origin}/t/7KQ2MX`)).toEqual({ kind: 'add', item: lamp });
  });

  it('refuses a second scan of an item already in the cart', () => {
    expect(scan('7KQ2MX', ['lamp'])).toMatchObject({
      kind: 'in-cart',
      message: 'Brass lamp (#7KQ2MX) is already in the cart',
    });
  });

  it('says at once who sold it, on which invoice and when', () => {
    expect(scan('C4A1RZ')).toMatchObject({ kind: 'not-sellable', message: 'Sold on invoice 12 at 10:42 AM by Ann' });
  });

  it('names an unknown or mistyped code, and another sale', () => {
    expect(scan('7KQ2MY')).toEqual({
      kind: 'unknown',
      code: '7KQ2MY',
      message: 'No item in this sale has the tag code #7KQ2MY. Check the code and try again.',
    });
    expect(scan('https://elsewhere.example/t/7KQ2MX')).toMatchObject({ kind: 'other-sale' });
    expect(scan('not a code!')).toMatchObject({ kind: 'not-a-code' });
  });

  it('finds items by words of their name or their code', () => {
    expect(searchCatalog([lamp, chair], 'oak').map((i) => i.id)).toEqual(['chair']);
    expect(searchCatalog([lamp, chair], '#7kq').map((i) => i.id)).toEqual(['lamp']);
    expect(searchCatalog([lamp, chair], 'lamp oak')).toEqual([]);
    expect(searchCatalog([lamp, chair], '  ')).toEqual([]);
  });
});
