import { describe, expect, it } from 'vitest';
import {
  cleanAttributes,
  formatDimensions,
  postProcessAnalysis,
  restrictCategory,
  retailCentsOf,
} from '../../src/analysis/post-process.ts';
import { ManualInfo, type AiAnalysis } from '../../src/schemas/analysis.ts';

const ai = (over: Partial<AiAnalysis> = {}): AiAnalysis => ({
  name: 'Painted wooden chair',
  description: 'A hand-painted ladder-back chair.',
  category: 'Furniture',
  retailPrice: 120,
  confidence: 0.8,
  pricingNote: ' Based on three comparable sales ',
  condition: 'Fair',
  conditionConfidence: 0.7,
  keyAttributes: ['Hand painted', ' ladder back '],
  brandName: 'Hitchcock',
  brandVerified: true,
  model: 'Ladder-back',
  dimensions: { width: 18, height: 36.5, depth: 17, unit: 'in', materials: 'Maple' },
  sources: {
    retail: [{ title: 'Store', url: 'https://www.wayfair.com/chair/1', price: 150 }],
    used: [],
    marketplace: [{ title: 'Bad', url: 'https://www.example.com/x', price: null }],
    research: [{ title: 'Price guide', url: null, price: null }],
  },
  ...over,
});
const manual = (input: Record<string, string>) => ManualInfo.parse(input);

describe('postProcessAnalysis', () => {
  it('takes the AI answer as it is when nothing overrides it', () => {
    expect(postProcessAnalysis(ai())).toEqual({
      name: 'Painted wooden chair',
      description: 'A hand-painted ladder-back chair.',
      category: 'Furniture',
      condition: 'Fair',
      conditionSource: 'ai',
      retailCents: 12000,
      brand: 'Hitchcock',
      model: 'Ladder-back',
      dimensions: '18x36.5x17 in',
      materials: 'Maple',
      keyAttributes: ['Hand painted', 'ladder back'],
      researchSources: [
        { kind: 'retail', title: 'Store ($150)', url: 'https://www.wayfair.com/chair/1' },
        { kind: 'research', title: 'Price guide', url: null },
      ],
      aiConfidence: 0.8,
      conditionConfidence: 0.7,
      pricingNote: 'Based on three comparable sales',
      // A cloud answer's description is its own account of the item, not the offline analyzer's words.
      analyzerDescription: null,
      needsReview: false,
      analysisGuesses: [],
      analysisComparables: [],
      abstained: false,
    });
  });

  it('lets manual brand, model, materials and dimensions override, appends notes, adds the year', () => {
    const out = postProcessAnalysis(
      ai({ brandVerified: false }),
      manual({
        brand: 'Stickley',
        model: 'No. 7',
        materials: 'Oak',
        dimensions: '20 x 40 x 18 in',
        year: '1910',
        additionalNotes: 'Small chip on the left leg.',
      }),
    );
    expect(out).toMatchObject({
      brand: 'Stickley',
      model: 'No. 7',
      materials: 'Oak',
      dimensions: '20 x 40 x 18 in',
      description: 'A hand-painted ladder-back chair.\n\nSmall chip on the left leg.',
      keyAttributes: ['Hand painted', 'ladder back', 'Year: 1910'],
    });
  });

  it('uses the AI brand only when verified', () => {
    expect(postProcessAnalysis(ai({ brandVerified: false })).brand).toBeNull();
    expect(postProcessAnalysis(ai({ brandName: '  ', brandVerified: true })).brand).toBeNull();
  });

  it('makes the artist the brand of Art and prefixes the name, once', () => {
    const painting = ai({ category: 'Art', name: 'Harbor at dusk', brandName: 'Gallery', brandVerified: true });
    expect(postProcessAnalysis(painting, manual({ artist: 'J. Smith', brand: 'Other' }))).toMatchObject({
      name: 'J. Smith - Harbor at dusk',
      brand: 'J. Smith',
    });
    expect(
      postProcessAnalysis({ ...painting, name: 'J. Smith harbor scene' }, manual({ artist: 'j. smith' })).name,
    ).toBe('J. Smith harbor scene');
    // Not Art: the artist is kept as an attribute, the name and brand stay.
    const vase = postProcessAnalysis(ai({ category: 'Decor' }), manual({ artist: 'J. Smith' }));
    expect(vase).toMatchObject({ name: 'Painted wooden chair', brand: 'Hitchcock' });
    expect(vase.keyAttributes).toContain('Artist: J. Smith');
  });

  it('applies the condition confidence rule and the category default', () => {
    expect(postProcessAnalysis(ai({ conditionConfidence: 0.49 }))).toMatchObject({
      condition: 'Good',
      conditionSource: 'default',
    });
    expect(postProcessAnalysis(ai({ condition: 'Unknown', conditionConfidence: 1 }))).toMatchObject({
      condition: 'Good',
      conditionSource: 'default',
    });
    expect(
      postProcessAnalysis(ai({ category: 'Appliances', condition: 'Unknown', conditionConfidence: 0 })),
    ).toMatchObject({ condition: 'Like New', conditionSource: 'default' });
    expect(postProcessAnalysis(ai({ conditionConfidence: 0.5 })).conditionSource).toBe('ai');
  });

  it('keeps descriptions, names and confidences within bounds', () => {
    const out = postProcessAnalysis(
      ai({ name: 'n'.repeat(300), description: '  ', confidence: 3, conditionConfidence: -1, pricingNote: null }),
    );
    expect(out.name).toHaveLength(200);
    expect(out.description).toBeNull();
    expect(out.aiConfidence).toBe(1);
    expect(out.conditionConfidence).toBe(0);
    expect(out.pricingNote).toBeNull();
    expect(postProcessAnalysis(ai({ description: 'd'.repeat(6000) })).description).toHaveLength(5000);
  });
});

describe('formatDimensions', () => {
  it('needs width, height and depth', () => {
    expect(formatDimensions(null)).toBeNull();
    expect(formatDimensions({ width: 10, height: 20, depth: null, unit: 'cm', materials: null })).toBeNull();
    expect(formatDimensions({ width: 0, height: 20, depth: 5, unit: 'cm', materials: null })).toBeNull();
    expect(formatDimensions({ width: 10, height: 20, depth: 5, unit: ' cm ', materials: null })).toBe('10x20x5 cm');
    expect(formatDimensions({ width: 10.333, height: 20, depth: 5, unit: null, materials: null })).toBe('10.33x20x5');
  });
});

describe('restrictCategory, retailCentsOf, cleanAttributes', () => {
  it('restricts the category to the 15', () => {
    expect(restrictCategory('Art')).toBe('Art');
    expect(restrictCategory('Lighting')).toBe('Other');
  });
  it('turns dollars into cents, nothing usable into null', () => {
    expect(retailCentsOf(12.345)).toBe(1235);
    expect(retailCentsOf(null)).toBeNull();
    expect(retailCentsOf(0)).toBeNull();
    expect(retailCentsOf(-5)).toBeNull();
    expect(retailCentsOf(Number.NaN)).toBeNull();
    expect(retailCentsOf(1e12)).toBe(1_000_000_000);
  });
  it('trims, drops empties and repeats, clips and caps attributes', () => {
    expect(cleanAttributes([' Oak ', 'oak', '', 'a'.repeat(150)])).toEqual(['Oak', `${'a'.repeat(99)}\u2026`]);
    expect(cleanAttributes(Array.from({ length: 30 }, (_, i) => `A${i}`))).toHaveLength(20);
  });
});
