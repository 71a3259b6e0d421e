import type { Measure } from '../../pdf/pdf-text.ts';

export type { Measure } from '../../pdf/pdf-text.ts';

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const words = new Intl.Segmenter('und', { granularity: 'word' });

// Chinese and Japanese run words together without spaces: a line may break between their words (the
// segmenter's dictionary finds them), but not before closing punctuation or small kana, nor after an
// opening bracket.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}ー々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;
const NO_BREAK_AFTER = /[\p{Ps}\p{Pi}]$/u;

/** A piece a line may end after, and whether a space stands before it. */
interface Piece {
  text: string;
  space: boolean;
}

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let space = out.length > 0;
    if (!CJK.test(word)) {
      out.push({ text: word, space });
      continue;
    }
    let current = '';
    for (const { segment } of words.segment(word)) {
      const breakable =
        current &&
        (CJK.test(segment) || CJK.test(current.at(-1)!)) &&
        !NO_BREAK_BEFORE.test(segment) &&
        !NO_BREAK_AFTER.test(current);
      if (breakable) {
        out.push({ text: current, space });
        space = false;
        current = '';
      }
      current += segment;
    }
    out.push({ text: current, space });
  }
  return out;
}

const joined = (line: string, piece: Piece) => (line ? `${line}${piece.space ? ' ' : ''}${piece.text}` : piece.text);

/** The text shortened with an ellipsis until it fits `width` (the whole text when it already does). */
export function shorten(text: string, width: number, size: number, measure: Measure): string {
  if (measure(text, size) <= width) return text;
  // Cut between characters as a reader sees them: never inside an emoji, an accented letter or a syllable.
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  const cut = (n: number) => `${parts.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
  // The longest cut that fits (a longer cut is never narrower), found by halving.
  let fits = 0;
  let over = parts.length;
  while (over - fits > 1) {
    const mid = (fits + over) >> 1;
    if (measure(cut(mid), size) <= width) fits = mid;
    else over = mid;
  }
  return fits > 0 ? cut(fits) : '';
}

/**
 * The text broken into at most `maxLines` lines at spaces (and between Chinese and Japanese words), each
 * within `width`; a word longer than a line is cut, and what does not fit ends the last line with an
 * ellipsis. Never wider than asked.
 */
export function wrap(text: string, width: number, size: number, maxLines: number, measure: Measure): string[] {
  const all = pieces(text);
  const lines: string[] = [];
  let current = '';
  for (let i = 0; i < all.length; i++) {
    const piece = all[i]!;
    const candidate = joined(current, piece);
    if (measure(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // The last line: what is left, shortened.
      lines.push(shorten(all.slice(i).reduce(joined, current), width, size, measure));
      return lines;
    }
    if (current) lines.push(current);
    current = measure(piece.text, size) <= width ? piece.text : shorten(piece.text, width, size, measure);
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

/** The largest size from `size` down to `min` at which the text fits `width` (min when none does). */
export function fitSize(text: string, width: number, size: number, min: number, measure: Measure): number {
  let s = size;
  while (s > min && measure(text, s) > width) s -= 0.5;
  return s;
}
