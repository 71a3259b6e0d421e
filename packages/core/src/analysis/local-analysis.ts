import type { AnalyzerAnswer } from './post-process.ts';
import type { LocalIdentification } from './identify-local-item.ts';
import { UNSURE_PRICE_NOTE, type LocalPrice } from './price-local-item.ts';
import { UNIDENTIFIED_DESCRIPTION } from './generated-description.ts';

/**
 * The offline analyzer's answer in the same shape every cloud provider returns, so the same
 * post-processing rules apply. What it cannot know it leaves empty rather than invents: no condition
 * reading (confidence 0, so the operator's default condition applies), no dimensions, no sources; and
 * when it is not sure what the item is, no category, no type and no price: the item is flagged for
 * review with the guesses offered instead.
 */
export function toLocalAnalysis(identification: LocalIdentification, price: LocalPrice | null): AnalyzerAnswer {
  const { name, brand, model, noun, colours, setOf } = identification;
  const kind = noun ? (setOf ? `set of ${setOf} × ${noun}` : noun) : null;
  const seen = kind ? `${colours[0] && !setOf ? `${colours[0]} ` : ''}${kind}` : null;
  const marks = [brand, model].filter(Boolean).join(' ');
  const description = [
    seen ? `${/^[aeiou]/i.test(seen) ? 'An' : 'A'} ${seen}.` : identification.sure ? null : UNIDENTIFIED_DESCRIPTION,
    marks ? `Marked ${marks}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name,
    description,
    generatedDescription: true,
    category: identification.category,
    retailPrice: identification.sure ? (price?.retailPrice ?? null) : null,
    confidence: identification.confidence,
    pricingNote:
      `${identification.basis} ${identification.sure ? (price?.pricingNote ?? '') : UNSURE_PRICE_NOTE}`.trim(),
    condition: 'Good',
    conditionConfidence: 0,
    keyAttributes: identification.attributes,
    // Read off the item itself, so it is what the spec calls verified (visible on the item).
    brandName: brand,
    brandVerified: brand !== null,
    model,
    dimensions: null,
    sources: { retail: [], used: [], marketplace: [], research: [] },
    review: identification.sure
      ? null
      : {
          guesses: identification.guesses.map((guess) => ({
            name: guess.name,
            category: guess.category,
            confidence: guess.confidence,
            // A guess is not evidence of a price: the person who picks it prices it.
            retailPrice: null,
          })),
        },
    comparables: identification.sure ? (price?.comparables ?? []) : [],
    // Not sure and no maker read on it: the name is "Unidentified item" and there is no price, so nothing
    // was identified (a maker it knows, when not sure, is still a name: brand is set only then).
    abstained: !identification.sure && brand === null,
  };
}
