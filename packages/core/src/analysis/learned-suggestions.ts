import type { Category } from '../catalog/categories.ts';
import type { AnalysisGuess } from '../schemas/items.ts';
import type { ReviewSuggestion } from '../schemas/review-suggestions.ts';
import { cosineSimilarity } from './photo-signature.ts';

/** An item a person reviewed: the answer they gave, and its main photo's embedding. */
export interface ReviewedAnswer {
  itemId: string;
  name: string;
  category: Category;
  reviewedAt: string;
  embedding: readonly number[];
}

/** The operator's answers offered at most: past three, the nearest photos are rarely the same kind of thing. */
export const LEARNED_SUGGESTIONS_MAX = 3;
/** One-tap suggestions in all, the operator's answers and the analysis's guesses together. */
export const SUGGESTIONS_MAX = 6;

/**
 * The one-tap suggestions for a waiting item (decision 0028): first the answers the operator gave to the
 * reviewed items whose photos look most like its photo, nearest first, then the analysis's own guesses;
 * one suggestion per name and category (the nearer source kept). Offered, never applied. Without an
 * embedding (a photo analysed before embeddings, or by a cloud provider) only the guesses are offered.
 */
export function rankSuggestions({
  embedding,
  reviewed,
  guesses,
}: {
  embedding: readonly number[] | null;
  reviewed: readonly ReviewedAnswer[];
  guesses: readonly AnalysisGuess[];
}): ReviewSuggestion[] {
  const seen = new Set<string>();
  const suggestions: ReviewSuggestion[] = [];
  /** Adds a suggestion unless the list is at `max` or already offers that name and category. */
  const offer = (suggestion: ReviewSuggestion, max: number) => {
    const key = `${suggestion.name.trim().toLowerCase()}|${suggestion.category}`;
    if (suggestions.length >= max || seen.has(key)) return;
    seen.add(key);
    suggestions.push(suggestion);
  };
  if (embedding) {
    const nearest = reviewed
      .map((answer) => ({ answer, similarity: cosineSimilarity(embedding, answer.embedding) }))
      .filter(({ similarity }) => similarity > 0)
      .sort((a, b) => b.similarity - a.similarity || b.answer.reviewedAt.localeCompare(a.answer.reviewedAt));
    for (const { answer, similarity } of nearest) {
      const { itemId, reviewedAt, name, category } = answer;
      offer({ name, category, source: { kind: 'reviewed', itemId, reviewedAt, similarity } }, LEARNED_SUGGESTIONS_MAX);
    }
  }
  for (const { name, category, confidence } of guesses) {
    offer({ name, category, source: { kind: 'analysis', confidence } }, SUGGESTIONS_MAX);
  }
  return suggestions;
}
