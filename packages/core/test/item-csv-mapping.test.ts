import { describe, expect, it } from 'vitest';
import { ITEM_CSV_HEADERS } from '../src/values/item-csv.ts';
import { ITEM_CSV_FIELD_LABELS, normalizeHeader, suggestItemCsvMapping } from '../src/values/item-csv-import.ts';

describe('suggestItemCsvMapping', () => {
  it('maps every column of our own export that an import can fill, and leaves the rest out', () => {
    const mapping = suggestItemCsvMapping(ITEM_CSV_HEADERS);
    const mapped = ITEM_CSV_HEADERS.filter((_, i) => mapping[i] !== null);
    expect(ITEM_CSV_HEADERS.filter((_, i) => mapping[i] === null)).toEqual(['Project', 'Added', 'Updated', 'Link']);
    for (const [i, header] of mapped.entries()) {
      expect(ITEM_CSV_FIELD_LABELS[mapping[ITEM_CSV_HEADERS.indexOf(header)]!]).toBe(mapped[i]);
    }
  });

  it('ignores case, accents, spacing and punctuation, and knows common synonyms', () => {
    expect(
      suggestItemCsvMapping([' RETAIL ', 'Price ($)', 'item_name', 'Tag #', 'Maker', 'Size', 'Catégorie']),
    ).toEqual(['retailPrice', 'tagPrice', 'name', 'tagCode', 'brand', 'dimensions', null]);
    expect(suggestItemCsvMapping(['Price'])).toEqual(['tagPrice']);
    expect(normalizeHeader('  Retail  price: ')).toBe('retail price');
  });

  it('gives a field to the first column that names it only', () => {
    expect(suggestItemCsvMapping(['Price', 'Tag price', 'Name', 'Title'])).toEqual(['tagPrice', null, 'name', null]);
  });
});
