import { describe, expect, it } from 'vitest';
import { identifyLocalItem, type LocalPhotoFindings } from '../../src/analysis/identify-local-item.ts';
import { toLocalAnalysis } from '../../src/analysis/local-analysis.ts';
import { postProcessAnalysis } from '../../src/analysis/post-process.ts';
import { AiAnalysis, ManualInfo } from '../../src/schemas/analysis.ts';
import { UNIDENTIFIED_DESCRIPTION } from '../../src/analysis/generated-description.ts';

const photo = (over: Partial<LocalPhotoFindings> = {}): LocalPhotoFindings => ({
  itemCoverage: 0.4,
  objects: [],
  text: [],
  colours: [],
  ...over,
});
const seen = (...objects: [string, number][]) =>
  photo({ objects: objects.map(([label, score]) => ({ label, score })) });
const printed = (...lines: string[]) => photo({ text: lines.map((text) => ({ text, score: 0.95 })) });

describe('identifyLocalItem: what it applies', () => {
  it('names and files a trusted detection with its colours, never surer than the detector', () => {
    const found = identifyLocalItem([
      photo({
        objects: [{ label: 'chair', score: 0.32 }],
        colours: [
          { name: 'red', share: 0.6 },
          { name: 'white', share: 0.4 },
        ],
      }),
    ]);
    expect(found).toMatchObject({ sure: true, category: 'Furniture', noun: 'chair', name: 'Red and white chair' });
    expect(found.confidence).toBeLessThanOrEqual(0.32);
    expect(found.guesses).toEqual([]);
    expect(found.attributes).toContain('Colour: red, white');
    expect(found.basis).toContain('the object detector saw a chair (32%)');
  });

  it('caps confidence low even when the detector is sure', () => {
    expect(identifyLocalItem([seen(['chair', 0.95])]).confidence).toBe(0.45);
  });

  it('reads "scissors" as a hand tool, since the detector says it for most long metal tools', () => {
    const found = identifyLocalItem([seen(['scissors', 0.51], ['airplane', 0.6])]);
    expect(found).toMatchObject({ sure: true, category: 'Tools', noun: 'hand tool', name: 'Hand tool' });
    expect(found.basis).toContain('which it reports for most long metal hand tools');
  });

  it('takes a knife beside scissors as a hand tool too, but a knife alone only as a guess', () => {
    expect(identifyLocalItem([seen(['knife', 0.53], ['scissors', 0.36])])).toMatchObject({
      sure: true,
      noun: 'hand tool',
    });
    const alone = identifyLocalItem([seen(['knife', 0.51])]);
    expect(alone).toMatchObject({ sure: false, name: 'Unidentified item', category: 'Other' });
    expect(alone.guesses.map((g) => g.name)).toEqual(['Knife']);
  });

  it('calls several surely seen cups in one photo a set', () => {
    const found = identifyLocalItem([seen(['cup', 0.53], ['cup', 0.49], ['bowl', 0.3])]);
    expect(found).toMatchObject({ sure: true, category: 'Kitchenware', noun: 'cup', setOf: 2, name: 'Set of 2 cups' });
    // Forks and spoons are told apart poorly: a set of either is flatware.
    expect(identifyLocalItem([seen(['fork', 0.46], ['fork', 0.41])])).toMatchObject({
      sure: true,
      name: 'Set of 2 flatware pieces',
    });
    // Two faint cups are one object seen twice, not a set: only a guess.
    expect(identifyLocalItem([seen(['cup', 0.37], ['cup', 0.31])]).sure).toBe(false);
  });

  it('lets the type printed on the item outrank the detector, and names the maker and model', () => {
    const found = identifyLocalItem([
      photo({
        objects: [{ label: 'cell phone', score: 0.4 }],
        text: [
          { text: 'UNI-T UT33C', score: 0.95 },
          { text: 'DIGITAL MULTIMETER', score: 0.9 },
        ],
      }),
    ]);
    expect(found).toMatchObject({ sure: true, category: 'Tools', noun: 'multimeter', brand: 'UNI-T', model: 'UT33C' });
    expect(found.name).toBe('UNI-T UT33C multimeter');
  });

  it('files a maker it knows in what the maker sells, with the product line in the model', () => {
    expect(identifyLocalItem([printed('DELL', 'OptiPlex 7060')])).toMatchObject({
      sure: true,
      category: 'Electronics',
      name: 'Dell OptiPlex 7060',
      brand: 'Dell',
      model: 'OptiPlex 7060',
    });
    expect(identifyLocalItem([printed('EPSON L3250')])).toMatchObject({ category: 'Electronics', model: 'L3250' });
    expect(identifyLocalItem([printed('SONY', 'WALKMAN')])).toMatchObject({ name: 'Sony Walkman', model: 'Walkman' });
    expect(identifyLocalItem([seen(['cup', 0.5]), printed('UNI-T UT33C')])).toMatchObject({
      sure: true,
      category: 'Tools',
      name: 'UNI-T UT33C',
    });
  });
});

describe('identifyLocalItem: when it is not sure', () => {
  it('files an Unidentified item with the guesses, best first, and applies none of them', () => {
    // A pillow the detector takes for a bed, surely: exactly what must not be applied.
    const found = identifyLocalItem([seen(['bed', 0.71], ['cup', 0.3], ['person', 0.9])]);
    expect(found).toMatchObject({ sure: false, name: 'Unidentified item', category: 'Other', noun: null });
    expect(found.guesses).toEqual([
      { name: 'Bed', category: 'Furniture', noun: 'bed', confidence: 0.71 },
      { name: 'Cup', category: 'Kitchenware', noun: 'cup', confidence: 0.3 },
    ]);
    expect(found.basis).toContain('not sure what it is');
  });

  it('does not trust a trusted label that another category outscores', () => {
    const found = identifyLocalItem([seen(['sink', 0.5], ['chair', 0.3])]);
    expect(found.sure).toBe(false);
    expect(found.guesses.map((g) => g.name)).toEqual(['Sink', 'Chair']);
  });

  it('ignores detections under the noise floor and objects nobody sells', () => {
    const found = identifyLocalItem([seen(['person', 0.9], ['cup', 0.2])]);
    expect(found).toMatchObject({ sure: false, name: 'Unidentified item', guesses: [], confidence: 0.1 });
    expect(found.basis).toContain('no object the offline models know was recognised');
  });

  it('offers a maker it does not know rather than naming the item after a printed word', () => {
    const found = identifyLocalItem([seen(['cup', 0.28]), printed('GAME FiV3')]);
    expect(found).toMatchObject({ sure: false, name: 'Unidentified item', brand: null, model: null });
    expect(found.guesses.map((g) => g.name)).toEqual(['GAME FiV3', 'Cup']);
  });
});

describe('toLocalAnalysis', () => {
  it('answers in the cloud providers’ schema, leaving condition to the default', () => {
    const identification = identifyLocalItem([
      photo({ objects: [{ label: 'chair', score: 0.4 }], colours: [{ name: 'white', share: 1 }] }),
    ]);
    const analysis = toLocalAnalysis(identification, {
      retailPrice: 45,
      pricingNote: 'Reference table: chair.',
      comparables: [],
    });
    const { review, comparables, abstained, generatedDescription, ...provider } = analysis;
    expect(AiAnalysis.parse(provider)).toEqual(provider);
    expect(abstained).toBe(false);
    expect(review).toBeNull();
    // Its description is its own reading of the photo, which gives way when a person names the item.
    expect(generatedDescription).toBe(true);
    expect(postProcessAnalysis(analysis).analyzerDescription).toBe('A white chair.');
    expect(comparables).toEqual([]);
    expect(analysis).toMatchObject({
      name: 'White chair',
      description: 'A white chair.',
      category: 'Furniture',
      retailPrice: 45,
      conditionConfidence: 0,
      brandName: null,
      brandVerified: false,
    });
    expect(analysis.pricingNote).toBe(`${identification.basis} Reference table: chair.`);
    expect(postProcessAnalysis(analysis).needsReview).toBe(false);
  });

  it('flags an unsure item for review with its guesses and no price', () => {
    const analysis = toLocalAnalysis(identifyLocalItem([seen(['sink', 0.69], ['bowl', 0.56])]), null);
    expect(analysis).toMatchObject({ name: 'Unidentified item', category: 'Other', retailPrice: null });
    expect(analysis.pricingNote).toContain('No price: the item was not identified');
    const item = postProcessAnalysis(analysis);
    // Nothing identified (no name, no price): the analysis abstained, and its credit goes back.
    expect(item).toMatchObject({ needsReview: true, retailCents: null, abstained: true });
    expect(item).toMatchObject({
      description: UNIDENTIFIED_DESCRIPTION,
      analyzerDescription: UNIDENTIFIED_DESCRIPTION,
    });
    // The person's notes follow the analyzer's words, and stay theirs.
    const noted = postProcessAnalysis(analysis, ManualInfo.parse({ additionalNotes: 'From the garage shelf' }));
    expect(noted).toMatchObject({
      description: `${UNIDENTIFIED_DESCRIPTION}\n\nFrom the garage shelf`,
      analyzerDescription: UNIDENTIFIED_DESCRIPTION,
    });
    expect(item.analysisGuesses.map((g) => [g.name, g.retailPrice])).toEqual([
      ['Sink', null],
      ['Bowl', null],
    ]);
  });

  it('does not abstain when it names the item: surely, or by a maker printed on it', () => {
    expect(postProcessAnalysis(toLocalAnalysis(identifyLocalItem([seen(['chair', 0.4])]), null)).abstained).toBe(false);
    // Not sure what it is, but a maker it knows is printed on it: that is the name, so it is not nothing.
    const unsure = identifyLocalItem([seen(['sink', 0.69])]);
    const byMaker = toLocalAnalysis({ ...unsure, name: 'Dell', brand: 'Dell' }, null);
    expect(byMaker).toMatchObject({ name: 'Dell', retailPrice: null, abstained: false });
  });

  it('flags a cloud answer whose own confidence is very low, and keeps its answer', () => {
    const cloud = toLocalAnalysis(identifyLocalItem([seen(['chair', 0.4])]), null);
    const { review: _review, comparables: _comparables, generatedDescription: _generated, ...plain } = cloud;
    expect(postProcessAnalysis({ ...plain, name: 'Oak chair', confidence: 0.2 })).toMatchObject({
      needsReview: true,
      name: 'Oak chair',
    });
    expect(postProcessAnalysis({ ...plain, confidence: 0.8 }).needsReview).toBe(false);
  });
});
