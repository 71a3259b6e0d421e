// Plain values (no zod): the inventory's search box reads them at its first render.

/**
 * The longest tag code a workspace can hold: the app's own are six characters of Crockford's base32, codes
 * brought from other systems by a CSV import are up to this many letters, digits or dashes.
 */
export const TAG_CODE_MAX = 20;

const TAG_CODE_SHAPE = new RegExp(`^[A-Za-z0-9-]{1,${TAG_CODE_MAX}}$`);

/** Whether a text could be a tag code (any case). */
export const looksLikeTagCode = (text: string) => TAG_CODE_SHAPE.test(text);

/**
 * The app writes every tag code after a "#" ("#65RNKD"), so people type it, paste it or scan it that way; the
 * code itself never holds one. A "#" (with any spaces around it) before something shaped like a tag code is
 * dropped; any other text comes back trimmed and otherwise as it was.
 */
export function bareTagCode(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('#')) return trimmed;
  const rest = trimmed.slice(1).trim();
  return looksLikeTagCode(rest) ? rest : trimmed;
}
