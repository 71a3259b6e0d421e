import { describe, expect, it } from 'vitest';
import { reviewInput, type ReviewValues } from './review-input';

const values = (patch: Partial<ReviewValues> = {}): ReviewValues => ({
  name: '  Enamel kettle ',
  category: 'Kitchenware',
  condition: 'Good',
  retail: '',
  medianOf: null,
  ...patch,
});

describe('reviewInput', () => {
  it('confirms the name, category and condition, and leaves an untouched price alone', () => {
    expect(reviewInput({ retailCents: null }, values()).input).toEqual({
      name: 'Enamel kettle',
      category: 'Kitchenware',
      condition: 'Good',
      needsReview: false,
    });
    expect(reviewInput({ retailCents: 1250 }, values({ retail: '12.50' })).input).not.toHaveProperty('retailCents');
  });

  it('sends a typed or cleared retail price in cents', () => {
    expect(reviewInput({ retailCents: null }, values({ retail: '$1,250.5' })).input.retailCents).toBe(125_050);
    expect(reviewInput({ retailCents: 900 }, values({ retail: '' })).input.retailCents).toBeNull();
  });

  it('asks the server for the median rather than sending its figure, and shows the figure meanwhile', () => {
    const { input, shown } = reviewInput(
      { retailCents: null },
      values({ retail: '12', medianOf: { category: 'Decor', count: 3, cents: 1200 } }),
    );
    expect(input).toMatchObject({ retailFromCategoryMedian: 'Decor', needsReview: false });
    expect(input).not.toHaveProperty('retailCents');
    expect(shown).toEqual({ retailCents: 1200 });
  });
});
