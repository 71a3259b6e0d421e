import { UNDRAWABLE_LISTED, type UndrawableText } from '@tagwise/core/schemas/undrawable-text';
import { undrawableCharacters } from './text-runs.ts';

/**
 * The texts a PDF would print with characters no font here draws: each text once, the first few
 * (UNDRAWABLE_LISTED) with their characters, and how many there are in all. Reads only the font tables
 * of the scripts the texts use.
 */
export function findUndrawable(texts: Iterable<string | null | undefined>): {
  undrawable: UndrawableText[];
  undrawableCount: number;
} {
  const seen = new Set<string>();
  const undrawable: UndrawableText[] = [];
  let undrawableCount = 0;
  for (const text of texts) {
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const characters = undrawableCharacters(text);
    if (characters.length === 0) continue;
    undrawableCount++;
    if (undrawable.length < UNDRAWABLE_LISTED) undrawable.push({ text, characters });
  }
  return { undrawable, undrawableCount };
}
