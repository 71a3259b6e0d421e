import { describe, expect, it } from 'vitest';
import { listingDraft, type ListingSource } from '../src/listings/listing-draft.ts';
import {
  descriptionHtml,
  EBAY_DRAFT_COLUMNS,
  EBAY_DRAFT_INFO_ROWS,
  ebayDraftRow,
  FACEBOOK_COLUMNS,
  FACEBOOK_INSTRUCTION_ROWS,
  facebookRow,
  type PricedListingDraft,
} from '../src/listings/listing-files.ts';

const item = (over: Partial<ListingSource> = {}): ListingSource => ({
  tagCode: '7KQ2MX',
  name: 'Signature round casserole',
  description: 'Enamelled cast iron, 4.5 qt. Lid & <original> box.',
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

const priced = (over: Partial<ListingSource> = {}) => listingDraft(item(over)) as PricedListingDraft;

describe("eBay's draft listing rows", () => {
  it('fills the template’s columns in its order: a fixed-price draft of one, SKU = tag code', () => {
    const row = ebayDraftRow(priced());
    expect(row).toHaveLength(EBAY_DRAFT_COLUMNS.length);
    const cell = Object.fromEntries(EBAY_DRAFT_COLUMNS.map((column, n) => [column, row[n]]));
    expect(cell).toEqual({
      'Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8)': 'Draft',
      'Custom label (SKU)': '7KQ2MX',
      'Category ID': '',
      Title: 'Le Creuset Signature round casserole',
      UPC: '',
      Price: '85',
      Quantity: '1',
      'Item photo URL': '',
      'Condition ID': '3000',
      Description:
        '<p>Enamelled cast iron, 4.5 qt. Lid &amp; &lt;original&gt; box.</p><p>Condition: Like New.</p>' +
        '<p>Dimensions: 10 in diameter.</p><p>Materials: cast iron.</p><ul><li>Flame orange</li><li>Original lid</li></ul>',
      Format: 'FixedPrice',
    });
    expect(ebayDraftRow(priced({ condition: 'New' }))[8]).toBe('1000');
    for (const condition of ['Good', 'Fair', 'Poor', 'Unknown'] as const) {
      expect(ebayDraftRow(priced({ condition }))[8]).toBe('3000');
    }
  });

  it('keeps titles within 80 characters and never starting like a formula', () => {
    const long = ebayDraftRow(
      priced({ name: 'Mid-century walnut credenza with brass pulls, '.repeat(4), brand: null }),
    );
    expect(long[3]!.length).toBeLessThanOrEqual(80);
    expect(ebayDraftRow(priced({ name: '=HYPERLINK("x") lamp', brand: null }))[3]).toBe('HYPERLINK("x") lamp');
    expect(ebayDraftRow(priced({ name: '- brass lamp', brand: null }))[3]).toBe('brass lamp');
  });

  it('starts with the template’s own #INFO lines, each as wide as the header', () => {
    expect(EBAY_DRAFT_INFO_ROWS[0]!.slice(0, 3)).toEqual([
      '#INFO',
      'Version=0.0.2',
      'Template= eBay-draft-listings-template_US',
    ]);
    for (const row of EBAY_DRAFT_INFO_ROWS) {
      expect(row).toHaveLength(EBAY_DRAFT_COLUMNS.length);
      expect(row[0]!.startsWith('#INFO')).toBe(true);
    }
  });

  it('writes a description as HTML paragraphs, with line breaks kept', () => {
    expect(descriptionHtml('One\ntwo\n\n\nThree')).toBe('<p>One<br>two</p><p>Three</p>');
    expect(descriptionHtml('')).toBe('');
  });
});

describe("Facebook Marketplace's bulk sheet rows", () => {
  it("says the condition in Facebook's four words and offers no shipping", () => {
    expect(facebookRow(priced())).toEqual({
      title: 'Le Creuset Signature round casserole',
      price: 85,
      condition: 'Used - Like New',
      description: listingDraft(item()).description,
      category: '',
      offerShipping: 'No',
    });
    const words = new Set(
      (['New', 'Like New', 'Good', 'Fair', 'Poor', 'Unknown'] as const).map(
        (condition) => facebookRow(priced({ condition })).condition,
      ),
    );
    expect([...words].sort()).toEqual(['New', 'Used - Fair', 'Used - Good', 'Used - Like New']);
  });

  it('has the template’s six columns and three rows of instructions above them', () => {
    expect(FACEBOOK_COLUMNS).toEqual(['TITLE', 'PRICE', 'CONDITION', 'DESCRIPTION', 'CATEGORY', 'OFFER SHIPPING']);
    expect(FACEBOOK_INSTRUCTION_ROWS).toHaveLength(3);
  });
});
