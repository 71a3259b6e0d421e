import { describe, expect, it } from 'vitest';
import { identifyLocalItem, type LocalPhotoFindings } from '../../src/analysis/identify-local-item.ts';
import { toLocalAnalysis } from '../../src/analysis/local-analysis.ts';
import { AiAnalysis } from '../../src/schemas/analysis.ts';

const photo = (over: Partial<LocalPhotoFindings> = {}): LocalPhotoFindings => ({
  itemCoverage: 0.4,
  objects: [],
  text: [],
  colours: [],
  ...over,
});

describe('identifyLocalItem', () => {
  it('names a detected object with its colours, in its category, never surer than the detector', () => {
    const found = identifyLocalItem([
      photo({
        objects: [
          { label: 'person', score: 0.9 },
          { label: 'cup', score: 0.47 },
        ],
        colours: [
          { name: 'red', share: 0.6 },
          { name: 'white', share: 0.35 },
        ],
      }),
    ]);
    expect(found).toMatchObject({ category: 'Kitchenware', noun: 'cup', name: 'Red and white cup' });
    expect(found.confidence).toBeLessThanOrEqual(0.45);
    expect(found.confidence).toBeLessThanOrEqual(0.47);
    expect(found.attributes).toContain('Colour: red, white');
    expect(found.basis).toContain('the object detector saw a cup (47%)');
  });

  it('caps confidence low even when the detector is sure', () => {
    expect(identifyLocalItem([photo({ objects: [{ label: 'chair', score: 0.95 }] })]).confidence).toBe(0.45);
  });

  it('ignores detections under the noise floor and objects nobody sells', () => {
    const found = identifyLocalItem([
      photo({
        objects: [
          { label: 'cup', score: 0.1 },
          { label: 'person', score: 0.9 },
        ],
        colours: [{ name: 'brown', share: 1 }],
      }),
    ]);
    expect(found).toMatchObject({ category: 'Other', noun: null, name: 'Unidentified brown item', confidence: 0.1 });
  });

  it('lets the type printed on the item outrank the detector, and names the maker and model', () => {
    const found = identifyLocalItem([
      photo({
        objects: [{ label: 'cell phone', score: 0.6 }],
        text: [
          { text: 'UNI-T UT33C', score: 0.95 },
          { text: 'DIGITAL MULTIMETER', score: 0.9 },
        ],
      }),
    ]);
    expect(found).toMatchObject({ category: 'Tools', noun: 'multimeter', brand: 'UNI-T', model: 'UT33C' });
    expect(found.name).toBe('UNI-T UT33C multimeter');
    expect(found.confidence).toBeLessThanOrEqual(0.3);
  });

  it('leaves a weakly detected type out of a name that has a maker and model', () => {
    const found = identifyLocalItem([
      photo({ objects: [{ label: 'cup', score: 0.4 }], text: [{ text: 'UNI-T UT33C', score: 0.95 }] }),
    ]);
    expect(found.name).toBe('UNI-T UT33C');
  });

  it('takes the best detection over all photos and the colours of the main photo', () => {
    const found = identifyLocalItem([
      photo({ objects: [{ label: 'bowl', score: 0.3 }], colours: [{ name: 'blue', share: 1 }] }),
      photo({ objects: [{ label: 'vase', score: 0.6 }], colours: [{ name: 'red', share: 1 }] }),
    ]);
    expect(found).toMatchObject({ category: 'Decor', name: 'Blue vase' });
  });
});

describe('toLocalAnalysis', () => {
  it('answers in the cloud providers’ schema, leaving condition to the default', () => {
    const identification = identifyLocalItem([
      photo({ objects: [{ label: 'cup', score: 0.47 }], colours: [{ name: 'white', share: 1 }] }),
    ]);
    const analysis = toLocalAnalysis(identification, { retailPrice: 8, pricingNote: 'Reference table: cup.' });
    expect(AiAnalysis.parse(analysis)).toEqual(analysis);
    expect(analysis).toMatchObject({
      name: 'White cup',
      description: 'A white cup.',
      category: 'Kitchenware',
      retailPrice: 8,
      conditionConfidence: 0,
      brandName: null,
      brandVerified: false,
    });
    expect(analysis.pricingNote).toBe(`${identification.basis} Reference table: cup.`);
  });
});
