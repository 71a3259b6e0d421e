/**
 * What the offline analyzer writes as an item's description is not a description: the placeholder for an
 * item it could not identify, or its own reading of the photo ("A set of 2 × cup. Marked UNI-T."). Kept
 * apart (items.analyzer_description), it gives way once a person names the item, and the placeholder never
 * leaves Tagwise.
 */

/** The offline analyzer's description of an item it could not identify (local-analysis.ts). */
export const UNIDENTIFIED_DESCRIPTION = 'An item the offline analyzer could not identify.';

/**
 * An item's description as exports carry it (the CSV, listing drafts and listing files): without the
 * placeholder, which tells a buyer nothing; null when nothing else is left.
 */
export function exportableDescription(description: string | null): string | null {
  if (description === null) return null;
  const text = description
    .replaceAll(UNIDENTIFIED_DESCRIPTION, '')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .trim();
  return text === '' ? null : text;
}

/**
 * The description once a person names the item: the analyzer's part (`generated`, how it starts) goes,
 * since it described what the analyzer took the item for; what follows it (the person's notes) stays.
 * A description that no longer starts with it was rewritten by a person and is kept whole.
 */
export function descriptionAfterNaming(description: string | null, generated: string): string | null {
  if (description === null || !description.startsWith(generated)) return description;
  const rest = description.slice(generated.length).trim();
  return rest === '' ? null : rest;
}
