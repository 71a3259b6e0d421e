import { describe, expect, it } from 'vitest';
import { checkAiAnalysis, readAiAnalysis } from '../../src/analysis/read-ai-analysis.ts';
import type { AiAnalysis } from '../../src/schemas/analysis.ts';

const full: AiAnalysis = {
  name: 'Painted wooden chair',
  description: 'A chair.',
  category: 'Furniture',
  retailPrice: 120,
  confidence: 0.8,
  pricingNote: 'Comparable sales',
  condition: 'Good',
  conditionConfidence: 0.7,
  keyAttributes: ['Painted'],
  brandName: null,
  brandVerified: false,
  model: null,
  dimensions: null,
  sources: { retail: [], used: [], marketplace: [], research: [] },
};

describe('readAiAnalysis', () => {
  it('reads a complete answer, also inside code fences or a sentence', () => {
    expect(readAiAnalysis(JSON.stringify(full))).toEqual({ ok: true, analysis: full });
    expect(readAiAnalysis('Here it is:\n```json\n' + JSON.stringify(full) + '\n```')).toEqual({
      ok: true,
      analysis: full,
    });
  });

  it('says no-text, unparseable and no-name', () => {
    expect(readAiAnalysis(undefined)).toEqual({ ok: false, problem: 'no-text' });
    expect(readAiAnalysis('   ')).toEqual({ ok: false, problem: 'no-text' });
    expect(readAiAnalysis('I cannot identify this item.')).toEqual({ ok: false, problem: 'unparseable' });
    expect(readAiAnalysis('{"name": "Chair", ')).toEqual({ ok: false, problem: 'unparseable' });
    expect(readAiAnalysis('[1, 2]')).toEqual({ ok: false, problem: 'unparseable' });
    expect(readAiAnalysis(JSON.stringify({ ...full, name: undefined }))).toEqual({ ok: false, problem: 'no-name' });
    expect(readAiAnalysis(JSON.stringify({ ...full, name: '  ' }))).toEqual({ ok: false, problem: 'no-name' });
    expect(
      readAiAnalysis(JSON.stringify({ ...full, sources: 'none', keyAttributes: 3, name: 'X', retailPrice: 'a lot' })),
    ).toEqual({
      ok: false,
      problem: 'unparseable',
    });
  });

  it('brings near misses into the schema', () => {
    const result = readAiAnalysis(
      JSON.stringify({
        name: 'Lamp',
        description: 'A lamp.',
        category: 'lighting',
        condition: 'like new',
        confidence: 85,
        conditionConfidence: 0.9,
        sources: { retail: [{ title: 'Shop', url: 'https://shop.com/a' }] },
      }),
    );
    expect(result.ok && result.analysis).toMatchObject({
      category: 'Other',
      condition: 'Like New',
      confidence: 0.85,
      retailPrice: null,
      keyAttributes: [],
      brandVerified: false,
      dimensions: null,
      sources: { retail: [{ title: 'Shop', url: 'https://shop.com/a', price: null }], used: [], research: [] },
    });
  });
});

describe('checkAiAnalysis', () => {
  it('refuses an empty name', () => {
    expect(checkAiAnalysis({ ...full, name: '' })).toEqual({ ok: false, problem: 'no-name' });
    expect(checkAiAnalysis(full)).toEqual({ ok: true, analysis: full });
  });
});
