import { describe, expect, it } from 'vitest';
import {
  descriptionAfterNaming,
  exportableDescription,
  UNIDENTIFIED_DESCRIPTION,
} from '../../src/analysis/generated-description.ts';
import { listingDraft } from '../../src/listings/listing-draft.ts';

describe('exportableDescription', () => {
  it('never carries the offline analyzer’s placeholder, and keeps everything else', () => {
    expect(exportableDescription(UNIDENTIFIED_DESCRIPTION)).toBeNull();
    expect(exportableDescription(`${UNIDENTIFIED_DESCRIPTION} Marked UNI-T UT33C.`)).toBe('Marked UNI-T UT33C.');
    expect(exportableDescription(`${UNIDENTIFIED_DESCRIPTION}\n\nFrom the garage shelf`)).toBe('From the garage shelf');
    expect(exportableDescription('A set of 2 × cup.')).toBe('A set of 2 × cup.');
    expect(exportableDescription(null)).toBeNull();
  });

  it('leaves it out of a listing draft', () => {
    const draft = listingDraft({
      tagCode: 'K7QW2M',
      tagPrice: 12,
      name: 'Multimeter',
      description: `${UNIDENTIFIED_DESCRIPTION}\n\nWorks, with probes`,
      category: 'Electronics',
      condition: 'Good',
      brand: null,
      model: null,
      dimensions: null,
      materials: null,
      keyAttributes: [],
    });
    expect(draft.description).not.toContain(UNIDENTIFIED_DESCRIPTION);
    expect(draft.description.startsWith('Works, with probes\n\nCondition: Good.')).toBe(true);
  });
});

describe('descriptionAfterNaming', () => {
  it('drops what the analyzer wrote and keeps the notes after it', () => {
    expect(descriptionAfterNaming('A set of 2 × cup.', 'A set of 2 × cup.')).toBeNull();
    expect(descriptionAfterNaming(`${UNIDENTIFIED_DESCRIPTION}\n\nFrom the garage`, UNIDENTIFIED_DESCRIPTION)).toBe(
      'From the garage',
    );
  });

  it('keeps a description a person rewrote', () => {
    expect(descriptionAfterNaming('Two teacups, hand painted.', 'A set of 2 × cup.')).toBe(
      'Two teacups, hand painted.',
    );
    expect(descriptionAfterNaming(null, 'A set of 2 × cup.')).toBeNull();
  });
});
