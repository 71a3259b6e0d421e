// The review that learns from the workspace (issue 36, decision 0028), measured on the labelled photos:
// in the order they were taken, the first half is reviewed by its labels (the label's words as the name,
// its category), and for each photo of the second half we ask whether the right category is among the
// first three one-tap suggestions, and whether it is the first, with the learned suggestions
// (rankSuggestions: the operator's answers for the most alike photos first, then the analysis's guesses)
// and with the suggestions in use before (the analysis's guesses for a flagged photo, the category it
// filed under for one it named). Then how long ranking takes against a workspace of many reviewed items.
import { rankSuggestions, type ReviewedAnswer } from '@tagwise/core/analysis/learned-suggestions';
import type { PhotoSignature } from '@tagwise/core/analysis/photo-signature';
import type { Category } from '@tagwise/core/catalog/categories';
import type { AnalysisGuess } from '@tagwise/core/schemas/items';

export interface LearningPhoto {
  file: string;
  object: string;
  category: string;
  /** The analysis named and filed it (no review needed for its category). */
  filed: boolean;
  /** Today's one-tap suggestions: the guesses of a flagged photo, or the filed category of a named one. */
  today: AnalysisGuess[];
  signature: PhotoSignature | undefined;
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((n / of) * 100).toFixed(0)}%`);

function figures(photos: LearningPhoto[], reviewedFiles: Set<string>) {
  const reviewed: ReviewedAnswer[] = photos
    .filter((p) => reviewedFiles.has(p.file) && p.signature)
    .map((p, i) => ({
      itemId: p.file,
      name: p.object,
      category: p.category as Category,
      reviewedAt: new Date(Date.UTC(2026, 10, 29, 9, 0, i)).toISOString(),
      embedding: p.signature!.embedding,
    }));
  const waiting = photos.filter((p) => !reviewedFiles.has(p.file));
  // The baseline a learned first suggestion must beat: always the category the operator gave most.
  const counts = new Map<string, number>();
  for (const p of photos.filter((p) => reviewedFiles.has(p.file)))
    counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const [majority] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const majorityRight = waiting.filter((p) => p.category === majority).length;
  let learnedTop3 = 0;
  let learnedTop1 = 0;
  let todayTop3 = 0;
  let todayTop1 = 0;
  for (const photo of waiting) {
    const learned = rankSuggestions({ embedding: photo.signature?.embedding ?? null, reviewed, guesses: photo.today });
    const learnedCategories = learned.map((s) => s.category);
    const todayCategories = photo.today.map((g) => g.category);
    if (learnedCategories.slice(0, 3).includes(photo.category as Category)) learnedTop3++;
    if (learnedCategories[0] === photo.category) learnedTop1++;
    if (todayCategories.slice(0, 3).includes(photo.category as Category)) todayTop3++;
    if (todayCategories[0] === photo.category) todayTop1++;
  }
  const flagged = waiting.filter((p) => !p.filed).length;
  const n = waiting.length;
  return `${reviewed.length} | ${n} | ${flagged} (${pct(flagged, n)}) | ${todayTop3} (${pct(todayTop3, n)}) | ${learnedTop3} (${pct(learnedTop3, n)}) | ${todayTop1} (${pct(todayTop1, n)}) | ${learnedTop1} (${pct(learnedTop1, n)}) | ${majorityRight} (${pct(majorityRight, n)}, "${majority}")`;
}

/** Prints the suggestion figures beside the analyzer's, for the photos in the order given (as shot). */
export function printReviewLearningFigures(photos: LearningPhoto[]): void {
  const half = Math.ceil(photos.length / 2);
  const firstHalf = new Set(photos.slice(0, half).map((p) => p.file));
  const alternate = new Set(photos.filter((_, i) => i % 2 === 0).map((p) => p.file));
  console.log('\nReview suggestions: the right category among the first three suggestions, and first (issue 36)');
  console.log(
    '| reviewed first | reviewed | then waiting | of them flagged (abstained) | top-3 before | top-3 learned | top-1 before | top-1 learned | always the most common reviewed category |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(`| first half, in file order | ${figures(photos, firstHalf)} |`);
  // The same count of reviewed photos, picked every other one: how much the figure owes to the order.
  console.log(`| every other photo | ${figures(photos, alternate)} |`);
  const missing = photos.filter((p) => !p.signature).length;
  if (missing > 0) console.log(`  (${missing} photos without an embedding: only the analysis's guesses for them)`);
  console.log(
    '  "before": the suggestions in use until now (the analysis’s guesses for a flagged photo, the category it filed a named one under). Limits: the 57 fixture photos are mostly distinct objects, many of a kind only among the tools (the second half in file order is mostly tools, so always answering Tools scores well there too); file order stands in for the order of shooting (the fixtures have none); no public sale photo set could be fetched here (no network but the npm registry). A real sale has many more alike items (sets of chairs, shelves of glassware), where an answer has more to teach; and fewer labelled kinds, where the majority guess is already right more often.',
  );
  printRankingCost();
}

/** Ranking against the most reviewed items the server compares with (REVIEWED_CANDIDATES_MAX), in memory. */
function printRankingCost(candidates = 2000, dimensions = 512, rounds = 20): void {
  const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const next = random(36);
  const vector = () => {
    const v = Array.from({ length: dimensions }, () => next());
    const length = Math.hypot(...v);
    return v.map((x) => x / length);
  };
  const reviewed: ReviewedAnswer[] = Array.from({ length: candidates }, (_, i) => ({
    itemId: String(i),
    name: `Item ${i % 300}`,
    category: 'Other',
    reviewedAt: new Date(Date.UTC(2026, 10, 29, 9, 0, i)).toISOString(),
    embedding: vector(),
  }));
  const embedding = vector();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    rankSuggestions({ embedding, reviewed, guesses: [] });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ranking one waiting item against ${candidates} reviewed items (${dimensions} numbers each, in memory): median ${times[Math.floor(rounds / 2)]!.toFixed(1)} ms`,
  );
}
