import { describe, expect, it } from 'vitest';
import { photoPassDecides } from '../../src/analysis/photo-pass-decides.ts';

const seen = (...objects: [string, number][]) => ({
  objects: objects.map(([label, score]) => ({ label, score })),
  text: [],
});

describe('photoPassDecides: when the cut-out pass is left out', () => {
  it('decides on a trusted label at the analyzer’s highest confidence, outscoring every other kind', () => {
    expect(photoPassDecides(seen(['chair', 0.62]))).toBe(true);
    expect(photoPassDecides(seen(['scissors', 0.5], ['cup', 0.3]))).toBe(true);
  });

  it('looks again when the trusted label is weaker than the highest confidence', () => {
    expect(photoPassDecides(seen(['chair', 0.4]))).toBe(false);
  });

  it('looks again when another kind of object scores higher, or only an untrusted label was seen', () => {
    expect(photoPassDecides(seen(['chair', 0.5], ['tv', 0.6]))).toBe(false);
    expect(photoPassDecides(seen(['cup', 0.9]))).toBe(false);
    expect(photoPassDecides(seen())).toBe(false);
  });

  it('looks again when the answer rests on text alone, which is filed at a lower confidence', () => {
    expect(photoPassDecides({ objects: [], text: [{ text: 'DIGITAL MULTIMETER', score: 0.95 }] })).toBe(false);
  });
});
