import { describe, expect, it } from 'vitest';
import { rankSuggestions, type ReviewedAnswer } from '../../src/analysis/learned-suggestions.ts';
import { duplicateKind, hashDistance } from '../../src/analysis/photo-signature.ts';

const unit = (v: number[]) => {
  const length = Math.hypot(...v);
  return v.map((x) => x / length);
};
const answer = (itemId: string, name: string, category: ReviewedAnswer['category'], embedding: number[]) => ({
  itemId,
  name,
  category,
  reviewedAt: '2026-11-29T10:14:00.000Z',
  embedding: unit(embedding),
});
const guesses = [
  { name: 'Cup', category: 'Kitchenware' as const, confidence: 0.4, retailPrice: null },
  { name: 'Framed print', category: 'Decor' as const, confidence: 0.2, retailPrice: null },
];

describe('rankSuggestions', () => {
  it('puts the answers given to the most alike photos first, nearest first, then the guesses', () => {
    const suggestions = rankSuggestions({
      embedding: unit([1, 0, 0]),
      reviewed: [
        answer('far', 'Desk lamp', 'Furniture', [0.1, 1, 0]),
        answer('near', 'Framed print', 'Decor', [1, 0.1, 0]),
        answer('middle', 'Hammer', 'Tools', [1, 1, 0]),
      ],
      guesses,
    });
    expect(suggestions.map((s) => [s.name, s.source.kind])).toEqual([
      ['Framed print', 'reviewed'],
      ['Hammer', 'reviewed'],
      ['Desk lamp', 'reviewed'],
      // "Framed print" from the analysis is the operator's answer already: offered once.
      ['Cup', 'analysis'],
    ]);
    expect(suggestions[0]!.source).toMatchObject({ kind: 'reviewed', itemId: 'near' });
  });

  it('offers one suggestion per name and category, at most three of the answers', () => {
    const suggestions = rankSuggestions({
      embedding: unit([1, 0]),
      reviewed: [
        answer('a', 'Vase', 'Decor', [1, 0.01]),
        answer('b', 'vase ', 'Decor', [1, 0.02]),
        answer('c', 'Bowl', 'Kitchenware', [1, 0.03]),
        answer('d', 'Plate', 'Kitchenware', [1, 0.04]),
        answer('e', 'Jug', 'Kitchenware', [1, 0.05]),
      ],
      guesses: [],
    });
    expect(suggestions.map((s) => s.name)).toEqual(['Vase', 'Bowl', 'Plate']);
  });

  it('offers only the guesses for a photo without an embedding', () => {
    const suggestions = rankSuggestions({
      embedding: null,
      reviewed: [answer('a', 'Vase', 'Decor', [1, 0])],
      guesses,
    });
    expect(suggestions.map((s) => s.source.kind)).toEqual(['analysis', 'analysis']);
  });
});

describe('duplicateKind', () => {
  const embedding = [0.6, 0.8];
  const photo = { hash: '0f0f0f0f0f0f0f0f', width: 1600, height: 1200, embedding };
  it('tells the same photo, a resized copy and another photo apart', () => {
    expect(hashDistance('0f0f0f0f0f0f0f0f', '0f0f0f0f0f0f0f0e')).toBe(1);
    expect(hashDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(duplicateKind(photo, { ...photo })).toBe('same-photo');
    expect(duplicateKind(photo, { hash: '0f0f0f0f0f0f0f1f', width: 800, height: 600, embedding })).toBe(
      'same-photo-resized',
    );
    expect(duplicateKind(photo, { ...photo, hash: 'f0f0f0f0f0f0f0f0' })).toBeNull();
  });
  it('calls two photos whose hashes are close but whose items look different two photos', () => {
    // cos = 0.6 * 0.8 + 0.8 * 0.6 = 0.96: as alike as two different hammers, not a copy.
    expect(duplicateKind(photo, { ...photo, hash: '0f0f0f0f0f0f0f1f', embedding: [0.8, 0.6] })).toBeNull();
  });
});
