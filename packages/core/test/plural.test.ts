import { describe, expect, it } from 'vitest';
import { ANALYSIS_MESSAGES } from '../src/schemas/analysis.ts';
import { countOf, pluralWord } from '../src/values/plural.ts';

describe('counts people read', () => {
  it('picks the word by the count, as English says it', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(2, 'item')).toBe('2 items');
    expect(countOf(1_250, 'photo')).toBe('1,250 photos');
    expect(countOf(3, 'batch', 'batches')).toBe('3 batches');
    expect(pluralWord(1, 'needs', 'need')).toBe('needs');
    expect(pluralWord(4, 'needs', 'need')).toBe('need');
  });

  it('leaves no "(s)" in the messages that count', () => {
    expect(ANALYSIS_MESSAGES.analyzedMany(1)).toBe('Successfully analyzed 1 item!');
    expect(ANALYSIS_MESSAGES.analyzedMany(12)).toBe('Successfully analyzed 12 items!');
    expect(ANALYSIS_MESSAGES.unsupportedTypes(['a.gif'])).toBe(
      'Unsupported file type: a.gif. Please use JPG, PNG, or WebP format.',
    );
    expect(ANALYSIS_MESSAGES.unsupportedTypes(['a.gif', 'b.txt'])).toBe(
      'Unsupported file types: a.gif, b.txt. Please use JPG, PNG, or WebP format.',
    );
  });
});
