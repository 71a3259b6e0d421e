import { describe, expect, it } from 'vitest';
import { priceChangeText, priceSourceText } from './price-history-text';

describe('priceChangeText', () => {
  it('names the tag price change, and the retail one when it moved too', () => {
    expect(priceChangeText({ previousTagPrice: 20, tagPrice: 25, previousRetailCents: 5000, retailCents: 5000 })).toBe(
      'Tag $20 → $25',
    );
    expect(priceChangeText({ previousTagPrice: 20, tagPrice: 25, previousRetailCents: 5000, retailCents: 6250 })).toBe(
      'Tag $20 → $25, retail $50 → $62.50',
    );
  });

  it('says when only the retail estimate moved and the tag price was kept, instead of "$25 → $25"', () => {
    expect(priceChangeText({ previousTagPrice: 25, tagPrice: 25, previousRetailCents: 4000, retailCents: 8000 })).toBe(
      'Retail $40 → $80 (tag $25 kept)',
    );
  });

  it('shows a first price from nothing with a dash', () => {
    expect(priceChangeText({ previousTagPrice: null, tagPrice: 7, previousRetailCents: null, retailCents: 2000 })).toBe(
      'Tag — → $7, retail — → $20',
    );
  });
});

describe('a sale in the price history', () => {
  const prices = { previousTagPrice: 40, tagPrice: 40, previousRetailCents: 8000, retailCents: 8000 };

  it('says what the item sold for, what that was changed to, and when it was no longer sold', () => {
    expect(priceChangeText({ ...prices, previousSoldPrice: null, soldPrice: 40 })).toBe('Sold for $40');
    expect(priceChangeText({ ...prices, previousSoldPrice: 40, soldPrice: 35 })).toBe('Sold for $40 → $35');
    expect(priceChangeText({ ...prices, previousSoldPrice: 35, soldPrice: null })).toBe('No longer sold (was $35)');
  });

  it('names a tag price that moved in the same change after the sale', () => {
    expect(priceChangeText({ ...prices, tagPrice: 45, previousSoldPrice: null, soldPrice: 40 })).toBe(
      'Sold for $40; tag $40 → $45',
    );
  });

  it('reads entries without a sale as before', () => {
    expect(priceChangeText({ ...prices, tagPrice: 45, previousSoldPrice: 30, soldPrice: 30 })).toBe('Tag $40 → $45');
  });
});

describe('priceSourceText', () => {
  it('names the person, or the part of Tagwise that set the price', () => {
    expect(priceSourceText({ source: 'person', actorName: 'Ann Lee' })).toBe('Ann Lee');
    expect(priceSourceText({ source: 'person', actorName: null })).toBe('A person');
    expect(priceSourceText({ source: 'rule', actorName: 'Ann Lee' })).toBe('Pricing rules');
    expect(priceSourceText({ source: 'ai', actorName: 'Ann Lee' })).toBe('AI analysis');
    expect(priceSourceText({ source: 'bulk', actorName: 'Ann Lee' })).toBe('Bulk change by Ann Lee');
  });
});
