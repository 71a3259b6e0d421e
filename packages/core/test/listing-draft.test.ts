import { describe, expect, it } from 'vitest';
import { cutAtWord, LISTING_TITLE_MAX, listingDraft, type ListingSource } from '../src/listings/listing-draft.ts';

const item = (over: Partial<ListingSource> = {}): ListingSource => ({
  tagCode: '7KQ2MX',
  name: 'Signature round casserole',
  description: 'Enamelled cast iron, 4.5 qt.',
  category: 'Kitchenware',
  condition: 'Like New',
  brand: 'Le Creuset',
  model: null,
  dimensions: '10 in diameter',
  materials: 'cast iron',
  keyAttributes: ['Flame orange', 'Original lid'],
  tagPrice: 85,
  ...over,
});

describe('a listing draft', () => {
  it('titles with the maker first, within 80 characters, cut at a word', () => {
    expect(listingDraft(item()).title).toBe('Le Creuset Signature round casserole');
    expect(listingDraft(item({ name: 'Le Creuset casserole' })).title).toBe('Le Creuset casserole');
    const long = listingDraft(
      item({ name: 'Mid-century walnut credenza with brass pulls and original key, '.repeat(3) }),
    ).title;
    expect(long.length).toBeLessThanOrEqual(LISTING_TITLE_MAX);
    expect(long.endsWith(' ')).toBe(false);
    expect(cutAtWord('x'.repeat(100), 80)).toHaveLength(80);
  });

  it("says the condition in each marketplace's words, and what the item is in its specifics", () => {
    const draft = listingDraft(item());
    expect(draft.condition).toEqual({ ebayId: 3000, ebay: 'Used', facebook: 'Used - Like New' });
    expect(listingDraft(item({ condition: 'New' })).condition).toEqual({ ebayId: 1000, ebay: 'New', facebook: 'New' });
    expect(listingDraft(item({ condition: 'Poor' })).condition.facebook).toBe('Used - Fair');
    expect(draft.specifics).toEqual([
      { name: 'Brand', value: 'Le Creuset' },
      { name: 'Material', value: 'cast iron' },
      { name: 'Dimensions', value: '10 in diameter' },
      { name: 'Category', value: 'Kitchenware' },
    ]);
    expect(draft.description).toBe(
      'Enamelled cast iron, 4.5 qt.\n\nCondition: Like New.\n\nDimensions: 10 in diameter.\n\nMaterials: cast iron.\n\n- Flame orange\n- Original lid',
    );
    expect(draft).toMatchObject({ price: 85, sku: '7KQ2MX' });
    expect(listingDraft(item({ tagPrice: null })).price).toBeNull();
  });
});
