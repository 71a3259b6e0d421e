import type { AiAnalysis } from '../schemas/analysis.ts';
import type { LocalIdentification } from './identify-local-item.ts';

/**
 * The offline analyzer's answer in the same shape every cloud provider returns, so the same
 * post-processing rules apply. What it cannot know it leaves empty rather than invents: no condition
 * reading (confidence 0, so the operator's default condition applies), no dimensions, no sources.
 */
export function toLocalAnalysis(
  identification: LocalIdentification,
  price: Pick<AiAnalysis, 'retailPrice' | 'pricingNote'>,
): AiAnalysis {
  const { name, brand, model, noun, colours } = identification;
  const seen = noun ? `${colours[0] ? `${colours[0]} ` : ''}${noun}` : null;
  const marks = [brand, model].filter(Boolean).join(' ');
  const description = [
    seen ? `${/^[aeiou]/i.test(seen) ? 'An' : 'A'} ${seen}.` : 'An item the offline analyzer could not identify.',
    marks ? `Marked ${marks}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name,
    description,
    category: identification.category,
    retailPrice: price.retailPrice,
    confidence: identification.confidence,
    pricingNote: `${identification.basis} ${price.pricingNote ?? ''}`.trim(),
    condition: 'Good',
    conditionConfidence: 0,
    keyAttributes: identification.attributes,
    // Read off the item itself, so it is what the spec calls verified (visible on the item).
    brandName: brand,
    brandVerified: brand !== null,
    model,
    dimensions: null,
    sources: { retail: [], used: [], marketplace: [], research: [] },
  };
}
