import { describe, expect, it } from 'vitest';
import { cleanSources, normaliseSourceUrl, sourceSiteName } from '../../src/analysis/source-urls.ts';

const none = { retail: [], used: [], marketplace: [], research: [] };

describe('normaliseSourceUrl', () => {
  it.each([
    ['https://www.ebay.com/itm/123456', 'https://www.ebay.com/itm/123456'],
    ['www.etsy.com/listing/98765/chair', 'https://www.etsy.com/listing/98765/chair'],
    ['WWW.Etsy.com/listing/98765/chair/', 'https://www.etsy.com/listing/98765/chair'],
    ['https://www.chairish.com/product/42/', 'https://www.chairish.com/product/42'],
    ['https://unknown-shop.co.uk/items/7', 'https://unknown-shop.co.uk/items/7'],
    ['https://www.worthpoint.com/search?q=eames', 'https://www.worthpoint.com/search?q=eames'],
    ['https://shopping.google.com', 'https://shopping.google.com'],
    ['https://www.google.com/shopping', 'https://www.google.com/shopping'],
    ['https://www.ebay.com/itm/1#photos', 'https://www.ebay.com/itm/1'],
    ['  https://www.ebay.com/itm/55  ', 'https://www.ebay.com/itm/55'],
  ])('keeps %s as %s', (raw, expected) => {
    expect(normaliseSourceUrl(raw)).toBe(expected);
  });

  it.each([
    [null, 'no address'],
    ['', 'empty'],
    ['http://www.ebay.com/itm/123', 'http is not https'],
    ['ftp://files.example.org/a', 'another scheme'],
    ['ebay.com/itm/123456', 'neither https:// nor www.'],
    ['https://ebay/itm', 'no dot and too short'],
    ['https://a.co/x', 'shorter than 15 characters'],
    ['https://www.ebay.com', 'front page without path or query'],
    ['https://www.ebay.com/', 'front page with a slash'],
    ['https://www.google.com', 'search front page'],
    ['https://www.example.com/item/1', 'example.com'],
    ['https://shop.example.org/item/1', 'example.org subdomain'],
    ['https://www.ebay.com/placeholder-item', 'placeholder'],
    ['https://www.etsy.com/your-listing', 'your-listing'],
    ['https://www.etsy.com/link-here', 'link here'],
    ['https://www.ebay.com/itm/xxxx', 'xxx filler'],
    ['https://www.ebay.com/itm/...', 'ellipsis'],
    ['https://www.ebay.com/itm/{id}', 'template braces'],
    ['https://www.ebay.com/itm/123456789', 'counting digits'],
    ['https://user:pw@www.ebay.com/itm/1', 'credentials'],
    ['https://www.ebay.com/some path', 'whitespace'],
    ['https://.ebay.com/itm/123', 'broken host'],
  ] as [string | null, string][])('drops %s (%s)', (raw) => {
    expect(normaliseSourceUrl(raw)).toBeNull();
  });
});

describe('sourceSiteName', () => {
  it('names known marketplaces and falls back to the host', () => {
    expect(sourceSiteName('https://www.ebay.co.uk/itm/1')).toBe('eBay');
    expect(sourceSiteName('https://www.facebook.com/marketplace/item/1')).toBe('Facebook Marketplace');
    expect(sourceSiteName('https://www.1stdibs.com/furniture/1')).toBe('1stDibs');
    expect(sourceSiteName('https://www.replacements.com/p/1')).toBe('Replacements, Ltd.');
    expect(sourceSiteName('https://www.smallshop.com/p/1')).toBe('smallshop.com');
  });
});

describe('cleanSources', () => {
  it('keeps valid entries in kind order with normalised addresses, titles and prices', () => {
    const out = cleanSources({
      retail: [{ title: ' Store   listing ', url: 'www.wayfair.com/chair/1/', price: 129.6 }],
      used: [{ title: '', url: 'https://www.ebay.com/itm/2', price: null }],
      marketplace: [{ title: 'Chairish', url: 'https://www.chairish.com/product/3', price: 0 }],
      research: [{ title: 'Kovels price guide', url: null, price: 1250 }],
    });
    expect(out).toEqual([
      { kind: 'retail', title: 'Store listing ($130)', url: 'https://www.wayfair.com/chair/1' },
      { kind: 'used', title: 'eBay', url: 'https://www.ebay.com/itm/2' },
      { kind: 'marketplace', title: 'Chairish', url: 'https://www.chairish.com/product/3' },
      { kind: 'research', title: 'Kovels price guide ($1,250)', url: null },
    ]);
  });

  it('drops non-research entries with bad addresses, keeps research titles without them', () => {
    const out = cleanSources({
      ...none,
      retail: [{ title: 'Fake', url: 'https://www.example.com/x/1', price: null }],
      marketplace: [{ title: 'No link', url: null, price: null }],
      research: [
        { title: 'Auction record', url: 'https://www.example.com/lot/1', price: null },
        { title: '', url: null, price: null },
      ],
    });
    expect(out).toEqual([{ kind: 'research', title: 'Auction record', url: null }]);
  });

  it('keeps the first of repeated addresses and of repeated link-less titles', () => {
    const out = cleanSources({
      ...none,
      retail: [{ title: 'A', url: 'https://www.ebay.com/itm/9', price: null }],
      used: [{ title: 'B', url: 'https://www.ebay.com/itm/9/', price: null }],
      research: [
        { title: 'Guide', url: null, price: null },
        { title: 'Guide', url: null, price: null },
      ],
    });
    expect(out.map((s) => s.title)).toEqual(['A', 'Guide']);
  });

  it('keeps at most 20 and clips long titles to 200 characters', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      title: 'x'.repeat(300),
      url: `https://www.ebay.com/itm/${1000 + i}`,
      price: 5,
    }));
    const out = cleanSources({ ...none, used: many });
    expect(out).toHaveLength(20);
    expect(out[0]!.title.length).toBe(200);
    expect(out[0]!.title.endsWith('\u2026 ($5)')).toBe(true);
  });
});
