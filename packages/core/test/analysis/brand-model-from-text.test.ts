import { describe, expect, it } from 'vitest';
import { brandAndModelFromText } from '../../src/analysis/brand-model-from-text.ts';

/** Lines as OCR gives them: [text, score] in reading order. */
const lines = (...read: [string, number][]) => read.map(([text, score]) => ({ text, score }));

describe('brandAndModelFromText', () => {
  it('reads a multimeter nameplate among dial markings', () => {
    // What PaddleOCR read on a UNI-T multimeter photo (tools/multimeter1.webp, upscaled to 960 px).
    const result = brandAndModelFromText(
      lines(['UNI-T UT33C', 0.95], ['050', 1], ['200O', 0.6], ['200', 0.98], ['20', 0.88], ['10A', 0.98], ['CE', 0.99]),
    );
    expect(result).toEqual({ brand: 'UNI-T', model: 'UT33C', attributes: [] });
  });

  it('gives a brand from the list in its own spelling, whatever the case or spacing', () => {
    expect(brandAndModelFromText(lines(['BLACK+DECKER', 0.9])).brand).toBe('Black & Decker');
    expect(brandAndModelFromText(lines(['black & decker', 0.9])).brand).toBe('Black & Decker');
    expect(brandAndModelFromText(lines(['LE CREUSET', 0.97], ['FRANCE', 0.9], ['24', 0.99])).brand).toBe('Le Creuset');
    expect(brandAndModelFromText(lines(['DEWALT', 0.93], ['DCD771', 0.96]))).toMatchObject({
      brand: 'DeWalt',
      model: 'DCD771',
    });
    expect(brandAndModelFromText(lines(['pyrex', 0.8])).brand).toBe('Pyrex');
    expect(brandAndModelFromText(lines(['LLADRO', 0.9])).brand).toBe('Lladró');
    expect(brandAndModelFromText(lines(['CORNING WARE', 0.9])).brand).toBe('CorningWare');
  });

  it('does not take the word "unit" for UNI-T', () => {
    expect(brandAndModelFromText(lines(['POWER UNIT', 0.95])).brand).toBeNull();
  });

  it('forgives a misread letter in a long brand name, not in a short one', () => {
    expect(brandAndModelFromText(lines(['CRAFTSMEN', 0.9])).brand).toBe('Craftsman');
    expect(brandAndModelFromText(lines(['NORITAKF', 0.85])).brand).toBe('Noritake');
    expect(brandAndModelFromText(lines(['BOSF', 0.85])).brand).toBeNull();
    // A fuzzy read needs a surer line than an exact one.
    expect(brandAndModelFromText(lines(['CRAFTSMEN', 0.6])).brand).toBeNull();
  });

  it('splits a brand and model OCR ran together', () => {
    expect(brandAndModelFromText(lines(['STANLEYDCD771', 0.92]))).toMatchObject({
      brand: 'Stanley',
      model: 'DCD771',
    });
    // Without a model number after it, a prefix is just a longer word.
    expect(brandAndModelFromText(lines(['LODGEPOLE PINE', 0.95])).brand).toBeNull();
  });

  it('takes an unknown name only when it stands alone (or beside its model) on a sure line', () => {
    // tools/multimeter2.webp: "VOLTCRAFT" read as "FOLICRAFT", not a brand on the list.
    const voltcraft = brandAndModelFromText(
      lines(['FOLICRAFT VC160', 0.93], ['PK', 0.62], ['hFe', 0.89], ['COM', 0.99], ['CE', 0.69]),
    );
    expect(voltcraft).toEqual({ brand: 'FOLICRAFT', model: 'VC160', attributes: [] });
    expect(brandAndModelFromText(lines(['Hitchcock', 0.95])).brand).toBe('Hitchcock');

    expect(brandAndModelFromText(lines(['FOLICRAFT VC160', 0.8])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['GENUINE LEATHER', 0.99])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['WARNING', 0.99])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['BAVARIA', 0.99])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['hre', 0.94])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['ORRFTSERN', 0.53])).brand).toBeNull();
    expect(brandAndModelFromText(lines(['Ab', 0.99])).brand).toBeNull();
  });

  it('prefers a brand from the list to an unknown name', () => {
    expect(brandAndModelFromText(lines(['ACME', 0.99], ['Stanley', 0.7])).brand).toBe('Stanley');
  });

  it('never takes a quantity, a standard, a year or a patent number for a model', () => {
    const result = brandAndModelFromText(
      lines(
        ['120V 60Hz 1000W', 0.97],
        ['CAT III 600V 10A', 0.95],
        ['IEC61010-1', 0.9],
        ['1985', 0.99],
        ['Pat. No. 4,512,339', 0.96],
        ['2000mAh', 0.9],
      ),
    );
    expect(result.model).toBeNull();
  });

  it('prefers a labelled model number, and accepts digit groups after a label', () => {
    expect(brandAndModelFromText(lines(['KitchenAid', 0.96], ['K45SS', 0.7], ['Model KSM150PS', 0.91])).model).toBe(
      'KSM150PS',
    );
    expect(brandAndModelFromText(lines(['STANLEY', 0.99], ['No. 33-425', 0.9])).model).toBe('33-425');
    expect(brandAndModelFromText(lines(['M2012', 0.99])).model).toBe('M2012');
    // tools/multimeter3.webp: the series letter and number as two boxes.
    expect(brandAndModelFromText(lines(['+10A', 0.93], ['100OV', 0.89], ['00.0', 0.92], ['M 2012', 0.97])).model).toBe(
      'M 2012',
    );
    expect(brandAndModelFromText(lines(['AC 120', 0.97], ['No 5', 0.9])).model).toBeNull();
    expect(brandAndModelFromText(lines(['(UT33C)', 0.9])).model).toBe('UT33C');
    // A low-score line is not trusted for a model.
    expect(brandAndModelFromText(lines(['XJ900', 0.55])).model).toBeNull();
  });

  it('keeps telling markings first, at most three, each short', () => {
    const result = brandAndModelFromText(
      lines(
        ['Noritake', 0.97],
        ['HAND PAINTED', 0.92],
        ['Fine China Dinner Service for Eight Persons with Serving Platters and Gravy Boat', 0.9],
        ['Made in Japan', 0.95],
        ['M', 0.6],
        ['Made in Japan', 0.94],
        ['Pat. No. 2,345,678', 0.93],
        ['TAR PKI', 0.53],
      ),
    );
    expect(result.brand).toBe('Noritake');
    expect(result.attributes).toEqual([
      'Marked: "HAND PAINTED"',
      'Marked: "Made in Japan"',
      'Marked: "Pat. No. 2,345,678"',
    ]);
    const long = brandAndModelFromText(
      lines(['Fine China Dinner Service for Eight Persons with Serving Platters', 0.9]),
    );
    expect(long.attributes).toHaveLength(1);
    expect(long.attributes[0]!.length).toBeLessThanOrEqual(60);
    expect(long.attributes[0]).toMatch(/^Marked: "Fine China Dinner Service .*\u2026"$/);
  });

  it('does not repeat the nameplate or keep dial markings as attributes', () => {
    const result = brandAndModelFromText(
      lines(['STANLEY POWERLOCK', 0.99], ['200 20', 1], ['A 0', 0.78], ['UNI-T UT33C', 0.95], ['18K', 0.9]),
    );
    expect(result.attributes).toEqual(['Marked: "18K"']);
  });

  it('answers nothing for noise, empty input and blank lines', () => {
    const empty = { brand: null, model: null, attributes: [] };
    expect(brandAndModelFromText([])).toEqual(empty);
    expect(brandAndModelFromText(lines(['  ', 0.9], ['', 1]))).toEqual(empty);
    // tools/measuringTape*.webp: a tape's scale read as text.
    expect(brandAndModelFromText(lines(['OlL', 0.79], ['eG', 0.71], ['02 3', 0.72], ['677', 0.53]))).toEqual(empty);
  });
});
